import { createRoot } from 'react-dom/client';
import { createInboxApi } from './api/inbox-api';
import { App } from './app/App';
import { connectInbox } from './live/inbox-connection';

// The inbox's own server proxies chat-server's inbox API on this origin.
const connect = (listeners: Parameters<typeof connectInbox>[1]) => connectInbox('', listeners);
createRoot(document.getElementById('root')!).render(<App api={createInboxApi()} connect={connect} />);

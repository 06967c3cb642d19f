import { portsFromBuild } from '@agency/site-kit/topology';
import { consoleTrack, renderStandalone, standaloneBrand } from '@agency/tooling/standalone';
import ChatWidget from './chat-widget/ChatWidget';

// The standalone page talks to the dev chat-server directly, on the port it was built with (CHAT_PORT).
const chatServerUrl = `http://localhost:${portsFromBuild(process.env.SITE_PORTS).chatServer}`;

renderStandalone(<ChatWidget brand={standaloneBrand} track={consoleTrack} apiBaseUrl={chatServerUrl} />);

import { consoleTrack, renderStandalone, standaloneBrand } from '@agency/tooling/standalone';
import ChatWidget from './chat-widget/ChatWidget';

renderStandalone(<ChatWidget brand={standaloneBrand} track={consoleTrack} apiBaseUrl="http://localhost:8005" />);

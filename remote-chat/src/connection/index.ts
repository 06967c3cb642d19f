export { CHAT_EVENTS } from './chat-events';
export { openChatConnection, type ChatConnection, type ConnectionListener, type ConnectionStatus } from './chat-connection';
export type { ChatTransport, OpenTransport, TransportEvents } from './chat-transport';
export { systemClock, type Clock, type TimerId } from './clock';
export { socketTransport } from './socket-transport';

export { CHAT_EVENTS, openChatConnection, type ChatConnection, type ConnectionListener, type ConnectionStatus } from './chat-connection';

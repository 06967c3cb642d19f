export { useChatSession, type ChatSession } from './useChatSession';
export { createChatClient, type ChatClient, type ChatClientOptions } from './chat-client';
export type { ChatState, ConnectionStatus, ConversationAnalysis, PendingMessage, ReplyAnnouncement } from './chat-state';

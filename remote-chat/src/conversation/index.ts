export { useChatSession, type ChatSession, type ChatSessionOptions } from './useChatSession';
export { createChatSessionController, type ChatSessionController, type ChatSessionDeps } from './chat-session-controller';
export { chatServerApi, type ChatServerApi } from './chat-server-api';
export type { ChatState, ConversationAnalysis, PendingMessage, ReplyAnnouncement } from './chat-state';
export { leadScoreReadingB, countIdentifiedNeeds } from './lead-score';

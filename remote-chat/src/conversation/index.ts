export { useChatSession, type ChatSession, type ChatSessionOptions } from './useChatSession';
export type { ChatState, ConversationAnalysis, PendingMessage, ReplyAnnouncement } from './chat-state';
export { leadScoreReadingB, countIdentifiedNeeds } from './lead-score';

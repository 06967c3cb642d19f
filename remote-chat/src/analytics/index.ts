export { CHAT_EVENTS_TRACKED, createChatAnalytics, type ChatAnalytics, type RecordedEvent } from './chat-analytics';

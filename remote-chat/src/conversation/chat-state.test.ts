import type { ChatMessage } from '@agency/chat-protocol';
import { chatReducer, initialChatState, type ChatState } from './chat-state';

const message = (messageId: string, role: ChatMessage['role'], content: string, timestamp: number): ChatMessage => ({
  messageId,
  chatId: 'chat_a',
  role,
  content,
  timestamp,
});

const active: ChatState = chatReducer(initialChatState, { type: 'chatActivated', chatId: 'chat_a' });

test('a history load answered after live messages keeps them, without duplicates', () => {
  const live = [message('u1', 'user', 'Hi', 10), message('a1', 'assistant', 'Hello', 20)];
  const withLive = live.reduce((state, item) => chatReducer(state, { type: 'messageStored', message: item }), active);
  const stale = chatReducer(withLive, { type: 'historyLoaded', chatId: 'chat_a', entries: [] });
  expect(stale.messages.map((item) => item.content)).toEqual(['Hi', 'Hello']);

  const fresh = chatReducer(withLive, {
    type: 'historyLoaded',
    chatId: 'chat_a',
    entries: [message('u1', 'user', 'Hi', 10), message('a1', 'assistant', 'Hello, stored', 20), message('s1', 'system', 'prompt', 5)],
  });
  expect(fresh.messages.map((item) => item.content)).toEqual(['Hi', 'Hello, stored']);
});

test('a reply completed while offline ends the wait for it', () => {
  const sent = chatReducer(active, { type: 'sent', pending: { messageId: 'u2', content: 'Still there?', timestamp: 30 } });
  const reloaded = chatReducer(sent, {
    type: 'historyLoaded',
    chatId: 'chat_a',
    entries: [message('u2', 'user', 'Still there?', 30), message('a2', 'assistant', 'Yes', 40)],
  });
  expect(reloaded).toMatchObject({ isLoading: false, pending: null, announcement: 'complete' });
  expect(reloaded.messages.map((item) => item.content)).toEqual(['Still there?', 'Yes']);
});

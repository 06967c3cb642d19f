import type { ChatMessage } from '@agency/chat-protocol';
import type { ChatState } from '../conversation';
import { initialChatState } from '../conversation/chat-state';
import { logContentKey, shouldFollowNewContent } from './auto-scroll';

describe('docs/product-rules.md §4 auto-scroll rule', () => {
  test.each([
    { distanceFromBottomPx: 0, messageCount: 10, follows: true },
    { distanceFromBottomPx: 150, messageCount: 10, follows: true },
    { distanceFromBottomPx: 151, messageCount: 10, follows: false },
    { distanceFromBottomPx: 900, messageCount: 3, follows: false },
    { distanceFromBottomPx: 900, messageCount: 2, follows: true },
    { distanceFromBottomPx: 900, messageCount: 0, follows: true },
  ])('$distanceFromBottomPx px from the bottom with $messageCount messages: follows = $follows', ({ follows, ...reader }) => {
    expect(shouldFollowNewContent(reader)).toBe(follows);
  });
});

describe('what counts as new content', () => {
  const message = (messageId: string, content: string): ChatMessage => ({
    messageId,
    chatId: 'c',
    role: 'assistant',
    content,
    timestamp: 1,
  });
  const state = { ...initialChatState, messages: [message('1', 'Hello'), message('2', 'Welcome')] };
  const key = logContentKey(state, false);

  test('is the same for an equal log in a new state object (a re-render for something else)', () => {
    expect(logContentKey({ ...state, messages: [...state.messages] }, false)).toBe(key);
  });

  test.each<[string, ChatState, boolean]>([
    ['a message added', { ...state, messages: [...state.messages, message('3', 'More')] }, false],
    ['the last message replaced', { ...state, messages: [state.messages[0]!, message('4', 'Other')] }, false],
    ['a pending message', { ...state, pending: { messageId: 'p', rowKey: 'p', content: 'Hi', timestamp: 1 } }, false],
    ['more streamed text', { ...state, streamingMessage: 'Par' }, false],
    ['the typing indicator', state, true],
  ])('changes with %s', (_change, changed, showTyping) => {
    expect(logContentKey(changed, showTyping)).not.toBe(key);
  });
});

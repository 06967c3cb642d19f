import type { ChatMessage } from '@agency/chat-protocol';
import { countIdentifiedNeeds, leadScoreReadingB } from './lead-score';

const message = (role: 'user' | 'assistant', content: string): ChatMessage => ({
  messageId: `${role}-${content.length}-${Math.random()}`,
  chatId: 'chat_1',
  role,
  content,
  timestamp: 0,
});

test('is 0 for an empty conversation', () => {
  expect(leadScoreReadingB([])).toBe(0);
});

test('adds volume, depth and needs as docs/product-rules.md §9 reading B says, rounded', () => {
  // 4 messages: 4/10×30 = 12. Average user length 50: 0.5×30 = 15. Needs: none → 0.
  const messages = [
    message('user', 'x'.repeat(40)),
    message('assistant', 'ok'),
    message('user', 'y'.repeat(60)),
    message('assistant', 'ok'),
  ];
  expect(leadScoreReadingB(messages)).toBe(27);
});

test('caps each part: 10+ messages give 30, 100+ characters give 30, needs at most 40', () => {
  const long = 'We need an AI chatbot, a mobile app, cloud hosting on AWS, an e-commerce checkout and a UX redesign. '.repeat(2);
  const messages = Array.from({ length: 12 }, (_, i) => message(i % 2 === 0 ? 'user' : 'assistant', long));
  expect(countIdentifiedNeeds(messages)).toBeGreaterThanOrEqual(4);
  expect(leadScoreReadingB(messages)).toBe(100);
});

test('counts distinct needs in the visitor’s messages only', () => {
  expect(countIdentifiedNeeds([message('assistant', 'We build AI, mobile and cloud solutions')])).toBe(0);
  expect(countIdentifiedNeeds([message('user', 'An AI assistant'), message('user', 'with an AI model')])).toBe(1);
  expect(countIdentifiedNeeds([message('user', 'HIPAA compliant patient portal with an API integration')])).toBe(3);
});

test("counts chat-server's identified needs when the server sends them", () => {
  // 2 messages: 2/10×30 = 6. Average user length 20: 0.2×30 = 6. The text names no need, the server found 3: 30.
  const messages = [message('user', 'z'.repeat(20)), message('assistant', 'ok')];
  expect(leadScoreReadingB(messages)).toBe(12);
  expect(leadScoreReadingB(messages, 3)).toBe(42);
  expect(leadScoreReadingB(messages, 9)).toBe(52);
});

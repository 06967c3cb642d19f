import { createChatAnalytics } from './chat-analytics';

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

test('sends the docs/product-rules.md §7 fields through track, never the message content', () => {
  const track = jest.fn();
  const analytics = createChatAnalytics(track);
  analytics.windowOpened(12, 'discovery');
  analytics.messageSent('Our budget is confidential', 30);
  analytics.quickReplyClicked(
    { id: 'budget-1', text: 'Enterprise', action: 'send', priority: 1, contextRelevance: 1, category: 'budget' },
    44,
  );
  expect(track.mock.calls).toEqual([
    ['chat_window_opened', { leadScore: 12, conversationPhase: 'discovery' }],
    ['user_message_sent', { messageLength: 26, leadScore: 30 }],
    ['quick_reply_clicked', { replyId: 'budget-1', replyText: 'Enterprise', leadScore: 44 }],
  ]);
});

test('keeps the last 100 events', () => {
  const analytics = createChatAnalytics(jest.fn());
  for (let i = 0; i < 105; i += 1) analytics.windowOpened(i, 'welcome');
  const events = analytics.recentEvents();
  expect(events).toHaveLength(100);
  expect(events[0]?.fields.leadScore).toBe(5);
  expect(events.at(-1)?.fields.leadScore).toBe(104);
});

test('truncates logged message content to 100 characters', () => {
  const analytics = createChatAnalytics(jest.fn());
  analytics.messageSent('a'.repeat(150), 0);
  const record = JSON.parse((console.info as jest.Mock).mock.calls[0][0] as string);
  expect(record).toMatchObject({ severity: 'D', title: 'user_message_sent' });
  expect(record.details1.content).toBe(`${'a'.repeat(100)}…`);
});

import type { ChatMessage } from '@agency/chat-protocol';
import { chatReducer, initialChatState, personInChat, type ChatState } from './chat-state';

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
  const sent = chatReducer(active, { type: 'sent', pending: { messageId: 'u2', rowKey: 'u2', content: 'Still there?', timestamp: 30 } });
  const reloaded = chatReducer(sent, {
    type: 'historyLoaded',
    chatId: 'chat_a',
    entries: [message('u2', 'user', 'Still there?', 30), message('a2', 'assistant', 'Yes', 40)],
  });
  expect(reloaded).toMatchObject({ isLoading: false, pending: null, announcement: 'complete' });
  expect(reloaded.messages.map((item) => item.content)).toEqual(['Still there?', 'Yes']);
});

test('a message chat-server could not store shows one error, after the message, whichever comes first', () => {
  const sent = chatReducer(active, { type: 'sent', pending: { messageId: 'u3', rowKey: 'u3', content: 'Are you there?', timestamp: 50 } });
  const notStored = 'Your message could not be saved. Please send it again.';
  // The reply's error, then the refusal.
  const replyFailed = chatReducer(sent, { type: 'replyFailed', timestamp: 60, error: notStored });
  const refused = chatReducer(replyFailed, { type: 'sendFailed', timestamp: 61 });
  expect(refused.messages.map((item) => [item.role, item.content])).toEqual([
    ['user', 'Are you there?'],
    ['assistant', notStored],
  ]);
  expect(refused).toMatchObject({ isLoading: false, pending: null });

  // The refusal, then the reply's error.
  const refusedFirst = chatReducer(sent, { type: 'sendFailed', timestamp: 60 });
  const thenReplyFailed = chatReducer(refusedFirst, { type: 'replyFailed', timestamp: 61, error: notStored });
  expect(thenReplyFailed.messages.map((item) => item.role)).toEqual(['user', 'assistant']);
  expect(thenReplyFailed).toMatchObject({ isLoading: false, isStreaming: false, pending: null });

  // The next message starts a turn of its own: its refusal says so again.
  const again = chatReducer(refused, { type: 'sent', pending: { messageId: 'u4', rowKey: 'u4', content: 'Hello?', timestamp: 70 } });
  const refusedAgain = chatReducer(again, { type: 'sendFailed', timestamp: 71 });
  expect(refusedAgain.messages.map((item) => item.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
});

test('a reloaded chat knows the person from the team still answers it, until a notice says they left', () => {
  const ada = { kind: 'person' as const, name: 'Ada', initial: 'A' };
  const joined = { ...message('n1', 'system', 'Ada joined', 10), notice: 'person_joined' as const, author: ada };
  const reloaded = chatReducer(active, { type: 'historyLoaded', chatId: 'chat_a', entries: [message('u1', 'user', 'Hi', 5), joined] });
  expect(personInChat(reloaded)).toEqual(ada);
  const sent = chatReducer(reloaded, { type: 'sent', pending: { messageId: 'u2', rowKey: 'u2', content: 'Thanks', timestamp: 20 } });
  expect(sent).toMatchObject({ isLoading: false, announcement: 'none' });

  const left = { ...message('n2', 'system', 'Ada left', 30), notice: 'person_left' as const, author: ada };
  const handedBack = chatReducer(sent, { type: 'messageStored', message: left });
  expect(personInChat(handedBack)).toBeNull();
  expect(
    chatReducer(handedBack, { type: 'sent', pending: { messageId: 'u3', rowKey: 'u3', content: 'And now?', timestamp: 40 } }),
  ).toMatchObject({
    isLoading: true,
  });
});

test("the times free now replace the analysis's offer; a booking belongs to its chat until another chat opens", () => {
  const slot = { start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' };
  const offer = { slots: [slot], durationMinutes: 30, teamTimeZone: 'Europe/Berlin', email: null };
  const offered = chatReducer(active, { type: 'bookingOffered', chatId: 'chat_a', offer });
  expect(offered.analysis.bookingOffer).toEqual(offer);
  expect(chatReducer(active, { type: 'bookingOffered', chatId: 'chat_b', offer })).toBe(active);

  const booking = {
    bookingId: 'bk_0123456789',
    chatId: 'chat_a',
    ...slot,
    email: 'ada@example.com',
    status: 'booked' as const,
    teamTimeZone: 'Europe/Berlin',
  };
  const booked = chatReducer(offered, { type: 'booked', booking });
  expect(booked.booking).toEqual(booking);
  expect(chatReducer(offered, { type: 'booked', booking: { ...booking, chatId: 'chat_b' } })).toBe(offered);
  expect(chatReducer(booked, { type: 'chatActivated', chatId: 'chat_b' })).toMatchObject({
    booking: null,
    analysis: { bookingOffer: null },
  });
});

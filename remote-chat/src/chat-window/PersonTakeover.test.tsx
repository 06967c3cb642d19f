import type { ChatMessage, MessageAuthor } from '@agency/chat-protocol';
import { act, within } from '@testing-library/react';
import { CHAT_TIMING, STORAGE_KEYS } from '../shared/chat-rules';
import { loopbackChatServerPerTest } from '../test-support/loopback-per-test';
import { waitForReal } from '../test-support/real-time';
import { openChatWindow, TEST_BRAND } from '../test-support/render-widget';

// Each test opens a real socket and loads the window's chunks; a slow machine needs more than jest's 5 s.
jest.setTimeout(10_000);
const loopback = loopbackChatServerPerTest();

const ADA: MessageAuthor = { kind: 'person', name: 'Ada', initial: 'A' };
/** The notice chat-server stores when Ada takes the chat over. */
const ADA_JOINED = {
  messageId: 'notice-1',
  role: 'system',
  content: 'Ada from the team has joined the chat.',
  notice: 'person_joined',
  author: ADA,
} as const;

async function openWindow(options: { fakeTimers?: boolean } = {}) {
  const opened = await openChatWindow(loopback.server.url, options);
  const userId = (JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userRecord) ?? '{}') as { userId: string }).userId;
  const chatId = window.localStorage.getItem(STORAGE_KEYS.activeChatId) ?? '';
  /** Sends a stored message to the visitor's room, as chat-server does when the team writes in the chat. */
  const push = (message: Omit<ChatMessage, 'chatId' | 'timestamp'>) =>
    loopback.server.emitToRoom(userId, {
      roomId: userId,
      type: 'CHAT_MESSAGE',
      payload: { chatId, timestamp: Date.now(), ...message },
    });
  return { ...opened, userId, chatId, push };
}

describe('a person from the team in the chat', () => {
  test('says who joined, shows their typing and their message with name and initial, and when they hand back', async () => {
    const { dialog, input, user, userId, chatId, push } = await openWindow();
    await user.type(input, 'Can I talk to a person?{Enter}');
    await within(dialog).findByText('Hello from the assistant.');

    push(ADA_JOINED);
    expect(await within(dialog).findByText('Ada from the team has joined the chat')).toBeInTheDocument();

    loopback.server.emitTypingToRoom(userId, { userId: 'team', isTyping: true, chatId, author: ADA });
    expect(await within(dialog).findByText('Ada is typing')).toBeInTheDocument();
    expect(within(dialog).queryByText(`${TEST_BRAND.assistantName} is typing`)).not.toBeInTheDocument();

    push({ messageId: 'person-1', role: 'assistant', content: 'Hi, I am Ada. How can I help?', author: ADA });
    const written = await within(dialog).findByText('Hi, I am Ada. How can I help?');
    const item = written.closest('li')!;
    // The name is text a screen reader reads with the message; the initial is the avatar only the eye needs.
    expect(item).toHaveTextContent(/^A\s*Ada: Hi, I am Ada\. How can I help\?/);
    expect(within(item).getByText('A')).toHaveAttribute('aria-hidden', 'true');
    expect(within(item).getByText('Ada')).toBeVisible();
    expect(within(dialog).queryByText('Ada is typing')).not.toBeInTheDocument();

    push({ messageId: 'notice-2', role: 'system', content: 'Ada has handed you back.', notice: 'person_left', author: ADA });
    expect(await within(dialog).findByText(`Ada has handed you back to ${TEST_BRAND.assistantName}`)).toBeInTheDocument();
  });

  test('while a person answers, a sent message waits for no reply of the assistant', async () => {
    const { dialog, input, user, push } = await openWindow();
    push(ADA_JOINED);
    await within(dialog).findByText('Ada from the team has joined the chat');
    // chat-server stores and echoes the message; the person answers later, from the inbox.
    loopback.server.onUserMessage = (context) => {
      context.ack({ ok: true, messageId: context.storedMessageId });
      context.echo();
    };
    await user.type(input, 'Thanks, Ada{Enter}');
    // Shown as pending once the tap is painted, then as stored.
    await within(dialog).findByText('Sending…');
    await waitForReal(() => expect(within(dialog).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Thanks, Ada')).toBeInTheDocument();
    expect(within(dialog).queryByText(`${TEST_BRAND.assistantName} is typing`)).not.toBeInTheDocument();
    // The visitor can write again at once.
    await user.type(input, 'One more thing{Enter}');
    // Its pending row is replaced by the stored one when chat-server echoes it: checked where it is now, not kept.
    await waitForReal(() => expect(within(dialog).getByText('One more thing')).toBeInTheDocument());
    const sent = loopback.server.received.flatMap((envelope) => (envelope.type === 'CHAT_MESSAGE' ? [envelope.payload.message] : []));
    expect(sent).toEqual(['Thanks, Ada', 'One more thing']);
  });

  test('typing for another chat of the visitor is not shown in this one', async () => {
    const { dialog, userId } = await openWindow();
    loopback.server.emitTypingToRoom(userId, { userId: 'team', isTyping: true, chatId: 'chat_other', author: ADA });
    loopback.server.emitTypingToRoom(userId, { userId: 'assistant', isTyping: true });
    await within(dialog).findByText(`${TEST_BRAND.assistantName} is typing`);
    expect(within(dialog).queryByText('Ada is typing')).not.toBeInTheDocument();
  });

  test("a person's typing that is not repeated ends by itself (their connection may have gone)", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { dialog, userId, chatId } = await openWindow({ fakeTimers: true });
    loopback.server.emitTypingToRoom(userId, { userId: 'team', isTyping: true, chatId, author: ADA });
    await waitForReal(() => expect(within(dialog).getByText('Ada is typing')).toBeInTheDocument());
    act(() => jest.advanceTimersByTime(CHAT_TIMING.personTypingExpiryMs - 100));
    expect(within(dialog).getByText('Ada is typing')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(within(dialog).queryByText('Ada is typing')).not.toBeInTheDocument();
  });
});

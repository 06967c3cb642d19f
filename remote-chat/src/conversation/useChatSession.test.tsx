import { act, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../shared/chat-rules';
import { defaultReply } from '../test-support/loopback-chat-server';
import { loopbackChatServerPerTest } from '../test-support/loopback-per-test';
import { FRAME_AFTER_TAP_MS, realDelay, waitForReal } from '../test-support/real-time';
import { renderWidget, TEST_BRAND } from '../test-support/render-widget';

jest.setTimeout(10_000);

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const loopback = loopbackChatServerPerTest();

function storedUser(): { userId: string; token: string; lastActiveAt: number } {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userRecord) ?? '{}');
}

async function openWindow(options: { fakeTimers?: boolean } = {}) {
  const view = renderWidget(loopback.server.url, options.fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  if (options.fakeTimers) act(() => jest.advanceTimersByTime(1000));
  const launcher = await screen.findByRole('button', { name: `Chat with ${TEST_BRAND.assistantName}` }, { timeout: 2000 });
  await view.user.click(launcher);
  await waitForReal(() => expect(screen.getByText(/^Lead Score: \d+% • welcome$/)).toBeInTheDocument());
  const dialog = screen.getByRole('dialog');
  return { ...view, launcher, dialog, input: within(dialog).getByRole('textbox', { name: 'Message' }) };
}

/** Opens the window and sends a message whose reply stops after its first frame, `partial`. */
async function openWithReplyCutOff(partial: string, messageId: string) {
  loopback.server.onUserMessage = (context) => {
    context.ack({ ok: true, messageId: context.storedMessageId });
    context.echo();
    context.frame({ message: partial, isStreamEnd: false, messageId });
  };
  const view = await openWindow();
  await view.user.type(view.input, 'Tell me everything{Enter}');
  await within(view.dialog).findByText(partial);
  return view;
}

async function converse(text: string) {
  const view = await openWindow();
  await view.user.type(view.input, `${text}{Enter}`);
  await within(view.dialog).findByText('Hello from the assistant.');
  return view;
}

describe('session', () => {
  test('is issued by chat-server and kept under the storage keys', async () => {
    await openWindow();
    const user = storedUser();
    expect(user).toMatchObject({ userType: 'anonymous', isAnonymous: true });
    expect(user.userId).toMatch(/^anon_/);
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionId)).toMatch(/^sess_/);
    const activeChatId = window.localStorage.getItem(STORAGE_KEYS.activeChatId);
    expect(activeChatId).toMatch(/^chat_/);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.chatIdList) ?? '[]')).toEqual([activeChatId]);
    expect(loopback.server.sessionRequests).toEqual([{ withToken: false }]);
  });

  test('a reload refreshes the stored session and shows the conversation again', async () => {
    const first = await converse('We need an AI assistant for our clinic');
    const { userId } = storedUser();
    first.unmount();

    await openWindow();
    expect(await screen.findByText('We need an AI assistant for our clinic')).toBeInTheDocument();
    expect(screen.getByText('Hello from the assistant.')).toBeInTheDocument();
    expect(storedUser().userId).toBe(userId);
    expect(loopback.server.sessionRequests).toEqual([{ withToken: false }, { withToken: true }]);
  });

  test('an expired session (401) is replaced by a new anonymous one and its chats are forgotten', async () => {
    const first = await converse('Old conversation');
    const { userId, token } = storedUser();
    first.unmount();
    loopback.server.expiredTokens.add(token);

    const { dialog } = await openWindow();
    expect(storedUser().userId).not.toBe(userId);
    expect(loopback.server.sessionRequests.at(-1)).toEqual({ withToken: false });
    expect(within(dialog).queryByText('Old conversation')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/turn your software ideas into scalable solutions/)).toBeInTheDocument();
  });

  test('after 24 h of inactivity a new session is started without refreshing the old one', async () => {
    const first = await converse('Stale conversation');
    const stale = { ...storedUser(), lastActiveAt: Date.now() - DAY_MS - 1 };
    window.localStorage.setItem(STORAGE_KEYS.userRecord, JSON.stringify(stale));
    first.unmount();

    await openWindow();
    expect(loopback.server.sessionRequests).toEqual([{ withToken: false }, { withToken: false }]);
    expect(storedUser().userId).not.toBe(stale.userId);
    expect(screen.queryByText('Stale conversation')).not.toBeInTheDocument();
  });

  test('the hourly check replaces a session that became inactive for 24 h', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { user, dialog, input } = await openWindow({ fakeTimers: true });
    await user.type(input, 'Morning question{Enter}');
    act(() => jest.advanceTimersByTime(FRAME_AFTER_TAP_MS));
    await waitForReal(() => expect(within(dialog).getByText('Hello from the assistant.')).toBeInTheDocument());
    const { userId } = storedUser();

    // A day passes without activity; the next hourly check finds the session expired.
    act(() => jest.setSystemTime(Date.now() + DAY_MS));
    for (let elapsed = 0; elapsed < HOUR_MS; elapsed += 20_000) {
      act(() => jest.advanceTimersByTime(20_000));
      await act(() => realDelay(2));
    }
    await waitForReal(() => expect(storedUser().userId).not.toBe(userId));
    await waitForReal(() => expect(within(dialog).queryByText('Morning question')).not.toBeInTheDocument());
    // The new session's (empty) chat list loads first; then the welcome shows.
    await waitForReal(() => expect(within(dialog).getByText(/turn your software ideas into scalable solutions/)).toBeInTheDocument());
  });

  test('a session that ends while the socket is open is renewed after the failed send', async () => {
    const { user, dialog, input } = await converse('First message');
    const { token, userId } = storedUser();
    loopback.server.expiredTokens.add(token);

    await user.type(input, 'Second message{Enter}');
    expect(await within(dialog).findByText('Sorry, there was an error sending your message. Please try again.')).toBeInTheDocument();
    await waitForReal(() => expect(storedUser().userId).not.toBe(userId));
    await waitForReal(() => expect(within(dialog).getByText('Lead Score: 0% • welcome')).toBeInTheDocument());
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Third message{Enter}');
    expect(await within(dialog).findByText('Hello from the assistant.')).toBeInTheDocument();
  });

  test('unparsable stored data is replaced by defaults', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userRecord, '{not json');
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'sess_x');
    window.localStorage.setItem(STORAGE_KEYS.chatIdList, '"a string, not a list"');
    await openWindow();
    expect(storedUser().userId).toMatch(/^anon_/);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.chatIdList) ?? 'null')).toHaveLength(1);
  });

  test('storage errors are swallowed: the chat still works', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    const { user, dialog, input } = await openWindow();
    await user.type(input, 'Private browsing{Enter}');
    expect(await within(dialog).findByText('Hello from the assistant.')).toBeInTheDocument();
  });
});

describe('chats', () => {
  test('without an active chat, the newest chat on the server is activated and loaded', async () => {
    const first = await converse('Earlier project question');
    const chatId = window.localStorage.getItem(STORAGE_KEYS.activeChatId);
    first.unmount();
    window.localStorage.removeItem(STORAGE_KEYS.activeChatId);
    window.localStorage.removeItem(STORAGE_KEYS.chatIdList);

    await openWindow();
    expect(await screen.findByText('Earlier project question')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.activeChatId)).toBe(chatId);
  });

  test('New chat starts an empty conversation with a new id, first in the list', async () => {
    const { user, dialog } = await converse('First conversation');
    const firstChatId = window.localStorage.getItem(STORAGE_KEYS.activeChatId);
    await user.click(within(dialog).getByRole('button', { name: 'New chat' }));

    expect(within(dialog).queryByText('First conversation')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/turn your software ideas into scalable solutions/)).toBeInTheDocument();
    const newChatId = window.localStorage.getItem(STORAGE_KEYS.activeChatId);
    expect(newChatId).not.toBe(firstChatId);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.chatIdList) ?? '[]')).toEqual([newChatId, firstChatId]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Second conversation{Enter}');
    await within(dialog).findByText('Hello from the assistant.');
    expect(loopback.server.chats.get(newChatId ?? '')?.[0]?.content).toBe('Second conversation');
  });
});

describe('connection', () => {
  test("reports 'Connection timeout' when not connected within 10 s, and keeps trying", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    loopback.server.stallHandshakes = true;
    const view = renderWidget(loopback.server.url, { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    act(() => jest.advanceTimersByTime(1000));
    await view.user.click(screen.getByRole('button', { name: `Chat with ${TEST_BRAND.assistantName}` }));
    await waitForReal(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    await waitForReal(() => expect(loopback.server.sessionRequests).toHaveLength(1));
    await act(() => realDelay(50));

    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.queryByText(/Connection timeout/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    await waitForReal(() => expect(screen.getByText("Can't reach the assistant (Connection timeout). Trying again…")).toBeInTheDocument());
    expect(screen.getByText('Connecting...')).toBeInTheDocument();
  });

  test('after chat-server restarts, it reconnects, rejoins and shows a reply completed while offline', async () => {
    const { dialog } = await converse('Are you still there?');
    const { userId } = storedUser();
    const chatId = window.localStorage.getItem(STORAGE_KEYS.activeChatId) ?? '';

    await loopback.server.stop();
    await within(dialog).findByText('Connecting...');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Connecting to AI...');
    loopback.server.store(
      { messageId: 'late-reply', chatId, role: 'assistant', content: 'Yes, here is the rest of my answer.', timestamp: Date.now() },
      userId,
    );
    await loopback.server.start();

    expect(await within(dialog).findByText('Yes, here is the rest of my answer.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Are you still there?')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Lead Score: \d+% • welcome$/)).toBeInTheDocument();
  }, 15_000);

  test('a reply cut off by a restart is completed from the store after reconnecting', async () => {
    const { dialog } = await openWithReplyCutOff('The first half', 'reply-cut');
    const { userId } = storedUser();
    const chatId = window.localStorage.getItem(STORAGE_KEYS.activeChatId) ?? '';

    await loopback.server.stop();
    await within(dialog).findByText('Connecting...');
    loopback.server.store(
      { messageId: 'reply-cut', chatId, role: 'assistant', content: 'The first half, then the rest.', timestamp: Date.now() },
      userId,
    );
    await loopback.server.start();

    expect(await within(dialog).findByText('The first half, then the rest.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(dialog).queryByText('The first half')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/my reply was interrupted/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^Lead Score: \d+% • welcome$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  }, 15_000);

  test('a reply cut off by a lost connection ends at once, and the visitor can send again as soon as the socket is back', async () => {
    const { user, dialog, input } = await openWithReplyCutOff('Half an answer', 'reply-lost');

    // chat-server goes away with the reply: it was never stored and no frame will come.
    await loopback.server.stop();
    expect(await within(dialog).findByText('Sorry, my reply was interrupted. Please send your message again.')).toBeInTheDocument();
    expect(within(dialog).getByText('Connecting...')).toBeInTheDocument();
    expect(within(dialog).queryByText('AI is thinking...')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Connecting to AI...');

    loopback.server.onUserMessage = defaultReply;
    await loopback.server.start();
    await within(dialog).findByText(/^Lead Score: \d+% • welcome$/, {}, { timeout: 8000 });
    expect(input).toHaveAttribute('aria-disabled', 'false');
    await user.type(input, 'Tell me again{Enter}');
    expect(await within(dialog).findByText('Hello from the assistant.')).toBeInTheDocument();
  }, 15_000);

  test('after the connect wait and 5 failed reconnect attempts it says the assistant is offline and offers Retry and the other ways', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { dialog, input } = await openWindow({ fakeTimers: true });
    await loopback.server.stop();
    await waitForReal(() => expect(within(dialog).getByText('Connecting...')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    // Each attempt waits at most 5 s (socket.io's backoff) and fails at once on the closed port.
    for (let step = 0; step < 60 && !within(dialog).queryByRole('button', { name: 'Retry' }); step += 1) {
      act(() => jest.advanceTimersByTime(1000));
      await act(() => realDelay(20));
    }
    const notice = within(dialog).getByRole('alert');
    expect(notice).toHaveTextContent(`${TEST_BRAND.assistantName} is offline right now.`);
    expect(within(notice).getByRole('link', { name: 'Tell us about your project in the start-project form' })).toHaveAttribute(
      'href',
      '#start-project-title',
    );
    expect(within(notice).getByRole('link', { name: `or e-mail ${TEST_BRAND.contactEmail}` })).toHaveAttribute(
      'href',
      `mailto:${TEST_BRAND.contactEmail}`,
    );
    expect(input).toHaveAttribute('placeholder', 'Offline: use Retry or the links above');
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`${TEST_BRAND.assistantName} is offline right now.`));

    await loopback.server.start();
    await act(async () => {
      within(notice).getByRole('button', { name: 'Retry' }).click();
    });
    await waitForReal(() => expect(within(dialog).getByText('Lead Score: 0% • welcome')).toBeInTheDocument());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Ask me about your project...');
  }, 15_000);

  test('with chat-server unreachable when the window opens, it says the assistant is offline; Retry connects', async () => {
    await loopback.server.stop();
    const view = renderWidget(loopback.server.url);
    await view.user.click(await screen.findByRole('button', { name: `Chat with ${TEST_BRAND.assistantName}` }, { timeout: 2000 }));
    const dialog = await screen.findByRole('dialog');
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(`${TEST_BRAND.assistantName} is offline right now. The chat could not connect (Connection failed).`);

    await loopback.server.start();
    await view.user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Lead Score: 0% • welcome')).toBeInTheDocument();
  });
});

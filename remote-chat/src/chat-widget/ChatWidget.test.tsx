import { act, screen, waitFor, within } from '@testing-library/react';
import { loopbackChatServerPerTest } from '../test-support/loopback-per-test';
import { realDelay, waitForReal } from '../test-support/real-time';
import { renderWidget, TEST_BRAND } from '../test-support/render-widget';

const LAUNCHER_NAME = `Chat with ${TEST_BRAND.assistantName}`;
const loopback = loopbackChatServerPerTest();

async function openWindow() {
  const view = renderWidget(loopback.server.url);
  const launcher = await screen.findByRole('button', { name: LAUNCHER_NAME }, { timeout: 2000 });
  await view.user.click(launcher);
  const dialog = await screen.findByRole('dialog', { name: /Nora/ });
  await within(dialog).findByText('Lead Score: 0% • welcome');
  return { ...view, launcher, dialog };
}

/** An assistant message pushed to the visitor's room, as a non-stream reply. */
function pushAssistantMessage(content: string) {
  const userId = JSON.parse(window.localStorage.getItem('chat_user') ?? '{}').userId as string;
  const chatId = window.localStorage.getItem('chat_active_chat_id') ?? '';
  loopback.server.emitToRoom(userId, {
    roomId: userId,
    type: 'CHAT_MESSAGE',
    payload: { messageId: `m-${Math.random()}`, chatId, role: 'assistant', content, timestamp: Date.now() },
  });
}

describe('launcher', () => {
  test('appears after 1 s, not before', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderWidget(loopback.server.url);
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('button', { name: LAUNCHER_NAME })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: LAUNCHER_NAME })).toBeInTheDocument();
  });

  test('a visitor who never opens the chat gets no session, chat request or socket, and nothing is stored', async () => {
    const view = renderWidget(loopback.server.url);
    const launcher = await screen.findByRole('button', { name: LAUNCHER_NAME }, { timeout: 2000 });
    // The loaded page goes idle, and the visitor points at the launcher and tabs to it without opening it.
    await view.user.hover(launcher);
    act(() => launcher.focus());
    await act(() => realDelay(500));
    expect(loopback.server.apiRequests).toEqual([]);
    expect(loopback.server.socketConnections).toBe(0);
    expect(window.localStorage).toHaveLength(0);

    await view.user.click(launcher);
    await screen.findByText('Lead Score: 0% • welcome');
    expect(loopback.server.apiRequests).toEqual(['/api/session', '/api/chat/list', '/api/chat/load']);
    expect(loopback.server.socketConnections).toBe(1);
  });

  test('a visitor returning to a chat they had gets it back once the loaded page is idle, unopened', async () => {
    window.localStorage.setItem('chat_active_chat_id', 'chat_earlier');
    renderWidget(loopback.server.url);
    await waitFor(() => expect(loopback.server.sessionRequests).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(loopback.server.socketConnections).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('toggles the window and reports it with aria-expanded', async () => {
    const { user, launcher } = await openWindow();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await user.click(launcher);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  test('is operable with Enter and Space', async () => {
    const view = renderWidget(loopback.server.url);
    const launcher = await screen.findByRole('button', { name: LAUNCHER_NAME }, { timeout: 2000 });
    launcher.focus();
    await view.user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    launcher.focus();
    await view.user.keyboard(' ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('tracks chat_window_opened with the lead score and phase', async () => {
    const { track } = await openWindow();
    expect(track).toHaveBeenCalledWith('chat_window_opened', { leadScore: 0, conversationPhase: 'welcome' });
  });

  test('counts assistant messages that arrive while closed, 9+ above 9, and clears on opening', async () => {
    const { user, launcher } = await openWindow();
    await user.click(launcher);
    pushAssistantMessage('First follow-up');
    pushAssistantMessage('Second follow-up');
    await screen.findByRole('button', { name: `${LAUNCHER_NAME}, 2 unread messages` });
    expect(within(launcher).getByText('2')).toBeInTheDocument();

    for (let i = 0; i < 8; i += 1) pushAssistantMessage(`More ${i}`);
    await screen.findByRole('button', { name: `${LAUNCHER_NAME}, 10 unread messages` });
    expect(within(launcher).getByText('9+')).toBeInTheDocument();

    await user.click(launcher);
    expect(launcher).toHaveAccessibleName(LAUNCHER_NAME);
    expect(within(launcher).queryByText('9+')).not.toBeInTheDocument();
  });
});

describe('window as a dialog', () => {
  test('Escape closes it and focus returns to the launcher', async () => {
    const { user, launcher } = await openWindow();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });

  test('the close button closes it and focus returns to the launcher', async () => {
    const { user, launcher, dialog } = await openWindow();
    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });

  test('focus moves in at once and to the input after 300 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const view = renderWidget(loopback.server.url, { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    act(() => jest.advanceTimersByTime(1000));
    await view.user.click(screen.getByRole('button', { name: LAUNCHER_NAME }));
    await waitForReal(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    act(() => jest.advanceTimersByTime(299));
    expect(dialog).toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  test('Tab and Shift+Tab wrap inside the window', async () => {
    const { user, dialog } = await openWindow();
    const first = within(dialog).getByRole('button', { name: 'Close chat' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    // After the opening focus move to the input (300 ms), so it cannot interfere.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus());
    send.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  test('shows the welcome text, assistant title and status line, with names from the brand', async () => {
    const { dialog } = await openWindow();
    expect(within(dialog).getByRole('heading', { name: /Nora/ })).toBeInTheDocument();
    expect(await within(dialog).findByText(/Hi! I'm Nora, the AI assistant of Northwind Labs\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/turn your software ideas into scalable solutions/)).toBeInTheDocument();
    expect(within(dialog).getByRole('log')).toBeInTheDocument();
  });
});

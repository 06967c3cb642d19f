import { OPEN_DATA_CONTROLS_ACTION, type QuickReply } from '@agency/chat-protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { defaultReply, stopRequests, type UserMessageContext } from '../test-support/loopback-chat-server';
import { loopbackChatServerPerTest } from '../test-support/loopback-per-test';
import { FRAME_AFTER_TAP_MS, realDelay, waitForReal } from '../test-support/real-time';
import { openChatWindow, renderWidget, TEST_BRAND } from '../test-support/render-widget';

// Each test opens a real socket and loads the window's chunks; a slow machine needs more than jest's 5 s.
jest.setTimeout(10_000);
const loopback = loopbackChatServerPerTest();

const openWindow = (options: { fakeTimers?: boolean } = {}) => openChatWindow(loopback.server.url, options);

const quickReplies: QuickReply[] = ['Web development', 'Mobile apps', 'AI integration', 'Technical consulting', 'Something else'].map(
  (text, index) => ({ id: `service-${index}`, text, action: 'send', priority: index, contextRelevance: 1, category: 'service' }),
);

/** Replies with an analysis: phase, score and five quick replies. */
function replyWithAnalysis(context: UserMessageContext) {
  defaultReply(context);
  context.status({
    chatId: context.payload.chatId,
    status: 'analysis',
    conversationPhase: 'discovery',
    leadScore: 40,
    leadStage: 'warm',
    quickReplies,
  });
}

describe('sending and streaming', () => {
  test('shows the pending message, then the stored one and the streamed reply; the input clears', async () => {
    let respond: (() => void) | undefined;
    loopback.server.onUserMessage = (context) => {
      context.ack({ ok: true, messageId: context.storedMessageId });
      respond = () => {
        context.echo();
        context.stream(['**Glad** to help', ' with that.']);
      };
    };
    const { user, dialog, input, track } = await openWindow();
    await user.type(input, 'We need a patient portal{Enter}');

    // The input clears in the tap; the message's row follows once that is painted.
    expect(input).toHaveValue('');
    const sentRow = await within(dialog).findByText('We need a patient portal');
    expect(within(dialog).getByText('Sending…')).toBeInTheDocument();
    expect(within(dialog).getByText('AI is thinking...')).toBeInTheDocument();
    expect(within(dialog).getByText('Nora is typing')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nora is responding');
    expect(input).toHaveAttribute('placeholder', 'AI is responding...');
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    await waitForReal(() => expect(respond).toBeDefined());

    act(() => respond?.());
    const log = within(dialog).getByRole('log');
    // The first assistant message loads the markdown renderer (plain text until then).
    await within(log).findByText('Glad', { selector: 'strong' }, { timeout: 5000 });
    expect(within(log).getByText(/with that\./)).toBeInTheDocument();
    expect(within(log).queryByText('Sending…')).not.toBeInTheDocument();
    // Stored (its echo may come before the send's acknowledgement), the row is the one drawn at the tap:
    // not redrawn, so not announced again.
    expect(sentRow).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Response complete');
    expect(within(dialog).queryByText('Nora is typing')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Ask me about your project...');
    expect(track).toHaveBeenCalledWith('user_message_sent', { messageLength: 24, leadScore: 0 });

    const sent = loopback.server.received[0]?.payload as { message: string; isStream: boolean; userId: string; chatId: string };
    expect(sent).toMatchObject({ message: 'We need a patient portal', isStream: true });
    expect(sent.chatId).toBe(window.localStorage.getItem('chat_active_chat_id'));
  });

  test('shows each message with a 12-hour time and the assistant avatar', async () => {
    const { user, dialog, input } = await openWindow();
    await user.type(input, 'Hello{Enter}');
    await within(dialog).findByText('Hello from the assistant.');
    const times = within(dialog).getAllByText(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getAllByText('Nora:', { exact: false }).length).toBeGreaterThan(0);
  });

  test('updates the streaming reply at most every 100 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let context: UserMessageContext | undefined;
    loopback.server.onUserMessage = (received) => {
      received.ack({ ok: true, messageId: received.storedMessageId });
      received.echo();
      context = received;
    };
    const { user, dialog, input } = await openWindow({ fakeTimers: true });
    await user.type(input, 'Tell me about your cloud work{Enter}');
    act(() => jest.advanceTimersByTime(FRAME_AFTER_TAP_MS));
    await waitForReal(() => expect(context).toBeDefined());

    act(() => context?.frame({ message: 'One', isStreamEnd: false, messageId: 'reply-1' }));
    await waitForReal(() => expect(within(dialog).getByText('One')).toBeInTheDocument());
    act(() => {
      context?.frame({ message: ' two', isStreamEnd: false, messageId: 'reply-1' });
      context?.frame({ message: ' three', isStreamEnd: false, messageId: 'reply-1' });
    });
    await act(() => realDelay(150));
    expect(within(dialog).getByText('One')).toBeInTheDocument();
    expect(within(dialog).queryByText('One two three')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(within(dialog).getByText('One two three')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });

  test('Stop asks the server to stop and keeps the partial reply', async () => {
    let context: UserMessageContext | undefined;
    loopback.server.onUserMessage = (received) => {
      received.ack({ ok: true, messageId: received.storedMessageId });
      received.echo();
      received.frame({ message: 'A partial answer', isStreamEnd: false, messageId: 'reply-stop' });
      context = received;
    };
    const { user, dialog, input } = await openWindow();
    await user.type(input, 'Explain your process{Enter}');
    const stop = await within(dialog).findByRole('button', { name: 'Stop' });
    await user.click(stop);
    await waitForReal(() => expect(stopRequests(loopback.server)).toHaveLength(1));
    expect(stopRequests(loopback.server)[0]).toMatchObject({ status: 'stop', chatId: window.localStorage.getItem('chat_active_chat_id') });

    act(() => context?.frame({ message: '', isStreamEnd: true, messageId: 'reply-stop', stopped: true }));
    await within(dialog).findByRole('button', { name: 'Send' });
    expect(within(dialog).getByRole('log')).toHaveTextContent('A partial answer');
    expect(input).toHaveAttribute('aria-disabled', 'false');
  });

  test('a failed send adds the apology, clears loading and reports the error', async () => {
    loopback.server.onUserMessage = (context) => context.ack({ ok: false, error: 'Rejected by the server' });
    const { user, dialog, input } = await openWindow();
    await user.type(input, 'Can you build this?{Enter}');
    expect(await within(dialog).findByText('Sorry, there was an error sending your message. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Lead Score: \d+% • welcome$/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-disabled', 'false');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Rejected by the server'));
  });
});

test("a reply error from chat-server shows chat-server's words and ends the wait", async () => {
  loopback.server.onUserMessage = (context) => {
    context.ack({ ok: true, messageId: context.storedMessageId });
    context.echo();
    context.status({
      chatId: context.payload.chatId,
      status: 'error',
      error: 'You are sending messages too quickly. Please wait a moment and try again.',
    });
  };
  const { user, dialog, input } = await openWindow();
  await user.type(input, 'Hello?{Enter}');
  expect(await within(dialog).findByText('You are sending messages too quickly. Please wait a moment and try again.')).toBeInTheDocument();
  expect(within(dialog).getByText(/^Lead Score: \d+% • welcome$/)).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-disabled', 'false');
});

describe('input rules', () => {
  test('Shift+Enter adds a line, blank text is not sent', async () => {
    const { user, input } = await openWindow();
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('First line\nsecond line');
    await user.clear(input);
    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(loopback.server.received).toHaveLength(0);
  });

  test('Enter during IME composition does not send', async () => {
    const { user, input } = await openWindow();
    await user.type(input, 'こんにちは');
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(input).toHaveValue('こんにちは');
    expect(loopback.server.received).toHaveLength(0);
  });

  test('grows with its text up to 100 px', async () => {
    const { user, input } = await openWindow();
    const scrollHeight = jest.spyOn(input, 'scrollHeight', 'get');
    scrollHeight.mockReturnValue(64);
    await user.type(input, 'a');
    expect(input.style.height).toBe('64px');
    scrollHeight.mockReturnValue(300);
    await user.type(input, 'b');
    expect(input.style.height).toBe('100px');
  });

  test('is read-only with the connecting placeholder until connected', async () => {
    loopback.server.stallHandshakes = true;
    const view = renderWidget(loopback.server.url);
    await view.user.click(await screen.findByRole('button', { name: `Chat with ${TEST_BRAND.assistantName}` }, { timeout: 2000 }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(within(dialog).getByText('Connecting...')).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Connecting to AI...');
    expect(input).toHaveAttribute('aria-disabled', 'true');
    await view.user.type(input, 'Hello{Enter}');
    expect(input).toHaveValue('');
    expect(loopback.server.received).toHaveLength(0);
  });
});

describe('analysis and quick replies', () => {
  test("shows chat-server's lead score with the phase of the same analysis, and at most 4 quick replies; a click sends one", async () => {
    loopback.server.onUserMessage = replyWithAnalysis;
    const { user, dialog, input, track } = await openWindow();
    await user.type(input, 'We are a bank and need an AI assistant with strict data privacy{Enter}');
    const group = await within(dialog).findByRole('group', { name: 'Suggested replies' });
    expect(within(group).getAllByRole('button')).toHaveLength(4);
    expect(within(group).queryByRole('button', { name: 'Something else' })).not.toBeInTheDocument();
    // One score, the server's: the window computes none of its own.
    expect(within(dialog).getByText('Lead Score: 40% • discovery')).toBeInTheDocument();

    // The next reply never comes, so the quick replies stay hidden while the assistant is busy.
    loopback.server.onUserMessage = (context) => context.ack({ ok: true, messageId: context.storedMessageId });
    await user.click(within(group).getByRole('button', { name: 'Mobile apps' }));
    await waitForReal(() => expect(within(dialog).queryByRole('group', { name: 'Suggested replies' })).not.toBeInTheDocument());
    expect(track).toHaveBeenCalledWith('quick_reply_clicked', { replyId: 'service-1', replyText: 'Mobile apps', leadScore: 40 });
    await waitForReal(() => expect(loopback.server.received).toHaveLength(2));
    expect(loopback.server.received[1]?.payload).toMatchObject({ message: 'Mobile apps' });
  });

  test('a quick reply that opens the data controls opens them and sends nothing', async () => {
    const yourData: QuickReply = {
      id: 'open-data-controls',
      text: 'Your data',
      action: OPEN_DATA_CONTROLS_ACTION,
      priority: 0,
      contextRelevance: 1,
      category: 'next_step',
    };
    loopback.server.onUserMessage = (context) => {
      defaultReply(context);
      context.status({
        chatId: context.payload.chatId,
        status: 'analysis',
        conversationPhase: 'welcome',
        leadScore: 0,
        leadStage: 'cold',
        quickReplies: [yourData],
      });
    };
    const { user, dialog, input } = await openWindow();
    await user.type(input, 'Please delete everything I wrote here{Enter}');
    const group = await within(dialog).findByRole('group', { name: 'Suggested replies' });
    await user.click(within(group).getByRole('button', { name: 'Your data' }));

    expect(within(dialog).getByRole('button', { name: /Delete my data/ })).toBeVisible();
    await realDelay(100);
    expect(loopback.server.received).toHaveLength(1);
  });

  test('shows only user and assistant messages', async () => {
    loopback.server.onUserMessage = (context) => {
      context.ack({ ok: true, messageId: context.storedMessageId });
      context.echo();
      loopback.server.emitToRoom(context.userId, {
        roomId: context.userId,
        type: 'CHAT_MESSAGE',
        payload: { messageId: 'sys-1', chatId: context.payload.chatId, role: 'system', content: 'Internal prompt', timestamp: Date.now() },
      });
      context.stream(['Visible reply']);
    };
    const { user, dialog, input } = await openWindow();
    await user.type(input, 'Hi{Enter}');
    await within(dialog).findByText('Visible reply');
    expect(within(dialog).queryByText('Internal prompt')).not.toBeInTheDocument();
  });
});

describe('markdown', () => {
  test('renders tables and code blocks whose copy button confirms for 3 s', async () => {
    loopback.server.onUserMessage = (context) => {
      context.ack({ ok: true, messageId: context.storedMessageId });
      context.echo();
      context.stream(['| Plan | Weeks |\n|---|---|\n| Starter | 4 |\n\n', '```ts\nconst answer = 42;\n```']);
    };
    const { user, dialog, input } = await openWindow();
    await user.type(input, 'Show me a plan{Enter}');
    const table = await within(dialog).findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: 'Plan' })).toBeInTheDocument();
    expect(within(dialog).getByText('const answer = 42;')).toBeInTheDocument();

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const copy = within(dialog).getByRole('button', { name: 'Copy code' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(await navigator.clipboard.readText()).toBe('const answer = 42;\n');
    expect(copy).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(2999));
    expect(copy).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(copy).toHaveTextContent('Copy code');
  });
});

describe('auto-scroll', () => {
  function measure(log: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
    jest.spyOn(log, 'scrollHeight', 'get').mockReturnValue(sizes.scrollHeight);
    jest.spyOn(log, 'clientHeight', 'get').mockReturnValue(sizes.clientHeight);
  }

  test('follows new messages near the bottom, otherwise offers jump to latest', async () => {
    loopback.server.onUserMessage = (context) => {
      context.ack({ ok: true, messageId: context.storedMessageId });
      context.echo();
      context.stream([`Reply to ${context.payload.message}`]);
    };
    const { user, dialog, input } = await openWindow();
    const log = within(dialog).getByRole('log');
    for (const text of ['one', 'two']) {
      await user.type(input, `${text}{Enter}`);
      await within(dialog).findByText(`Reply to ${text}`);
    }
    measure(log, { scrollHeight: 2000, clientHeight: 400 });

    // Within 150 px of the bottom: new content scrolls to the bottom.
    log.scrollTop = 1500;
    fireEvent.scroll(log);
    await user.type(input, 'three{Enter}');
    await within(dialog).findByText('Reply to three');
    expect(log.scrollTop).toBe(2000);

    // Scrolled up: the position is kept and 'Jump to latest' appears (once the throttled scroll handler has run).
    log.scrollTop = 200;
    fireEvent.scroll(log);
    const jump = await within(dialog).findByRole('button', { name: 'Jump to latest' });
    await user.type(input, 'four{Enter}');
    await within(dialog).findByText('Reply to four');
    expect(log.scrollTop).toBe(200);
    await user.click(jump);
    expect(log.scrollTop).toBe(2000);
    expect(within(dialog).queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
  });
});

describe('typing', () => {
  test("tells the room while the visitor types, and shows the assistant's typing", async () => {
    loopback.server.onUserMessage = (context) => context.ack({ ok: true, messageId: context.storedMessageId });
    const { user, dialog, input } = await openWindow();
    const userId = JSON.parse(window.localStorage.getItem('chat_user') ?? '{}').userId as string;
    await user.type(input, 'Drafting');
    await waitForReal(() => expect(loopback.server.typing).toContainEqual([userId, true]));
    await user.type(input, '{Enter}');
    await waitForReal(() => expect(loopback.server.typing.at(-1)).toEqual([userId, false]));
    // Waiting for the reply: the assistant's typing indicator shows.
    expect(await within(dialog).findByText('Nora is typing')).toBeInTheDocument();
  });

  test("shows '{assistant} is typing' when the room says the assistant types", async () => {
    const { dialog } = await openWindow();
    const userId = JSON.parse(window.localStorage.getItem('chat_user') ?? '{}').userId as string;
    expect(within(dialog).queryByText('Nora is typing')).not.toBeInTheDocument();
    loopback.server.emitTypingToRoom(userId, { userId: 'assistant', isTyping: true });
    expect(await within(dialog).findByText('Nora is typing')).toBeInTheDocument();
    loopback.server.emitTypingToRoom(userId, { userId: 'assistant', isTyping: false });
    await waitForReal(() => expect(within(dialog).queryByText('Nora is typing')).not.toBeInTheDocument());
  });
});

describe('mobile keyboard', () => {
  test('the window follows the visual viewport, so the input stays above an open keyboard', async () => {
    const viewport = Object.assign(new EventTarget(), { height: 800, offsetTop: 0 });
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    try {
      const { dialog } = await openWindow();
      expect(dialog.style.getPropertyValue('--chat-viewport-height')).toBe('800px');
      // The keyboard opens: the visual viewport shrinks and the page scrolls under it.
      act(() => {
        Object.assign(viewport, { height: 420, offsetTop: 60 });
        viewport.dispatchEvent(new Event('resize'));
      });
      expect(dialog.style.getPropertyValue('--chat-viewport-height')).toBe('420px');
      expect(dialog.style.getPropertyValue('--chat-viewport-top')).toBe('60px');
    } finally {
      Reflect.deleteProperty(window, 'visualViewport');
    }
  });
});

import { CHAT_TIMING } from '../shared/chat-rules';
import type { ChatMessage } from '@agency/chat-protocol';
import { siteTheme } from '@agency/site-kit/theme';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { ChatState } from '../conversation';
import { initialChatState } from '../conversation/chat-state';
import { TEST_BRAND } from '../test-support/render-widget';
import { MessageLog } from './MessageLog';

const message = (messageId: string, role: 'user' | 'assistant', content: string): ChatMessage => ({
  messageId,
  chatId: 'chat-1',
  role,
  content,
  timestamp: Date.UTC(2026, 0, 1, 9, 30),
});

const twoMessages = [message('m1', 'user', 'We need a patient portal'), message('m2', 'assistant', 'Happy to help.')];

function renderLog(state: ChatState) {
  const view = render(
    <ThemeProvider theme={siteTheme}>
      <MessageLog brand={TEST_BRAND} state={state} showTyping={false} />
    </ThemeProvider>,
  );
  const log = screen.getByRole('log');
  // jsdom has no layout: the log is 2000 px of content in a 400 px box.
  jest.spyOn(log, 'scrollHeight', 'get').mockReturnValue(2000);
  jest.spyOn(log, 'clientHeight', 'get').mockReturnValue(400);
  const rerender = (next: ChatState) =>
    view.rerender(
      <ThemeProvider theme={siteTheme}>
        <MessageLog brand={TEST_BRAND} state={next} showTyping={false} />
      </ThemeProvider>,
    );
  return { log, rerender };
}

/** The visitor scrolls; the fake clock first moves past the 100 ms scroll throttle, so the handler runs at once. */
async function scrollTo(log: HTMLElement, scrollTop: number) {
  await act(async () => {
    jest.advanceTimersByTime(CHAT_TIMING.scrollThrottleMs + 20);
    log.scrollTop = scrollTop;
    fireEvent.scroll(log);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('with two messages, re-renders for anything but new content keep the visitor where they scrolled', async () => {
  const state: ChatState = { ...initialChatState, connection: 'connected', messages: twoMessages };
  const { log, rerender } = renderLog(state);
  await scrollTo(log, 300);

  // The status line, analysis or the visitor typing re-render the log with equal content.
  rerender({ ...state, connection: 'connected', isLoading: false, messages: [...twoMessages] });
  rerender({ ...state, analysis: { ...state.analysis, phase: 'discovery', leadScore: 40 } });
  expect(log.scrollTop).toBe(300);
  expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeInTheDocument();
});

test('with two or fewer messages, new content scrolls to the bottom even when scrolled up', async () => {
  const state: ChatState = { ...initialChatState, connection: 'connected', messages: twoMessages };
  const { log, rerender } = renderLog(state);
  await scrollTo(log, 300);

  rerender({ ...state, pending: { messageId: 'p1', rowKey: 'p1', content: 'And a mobile app', timestamp: Date.now() } });
  expect(log.scrollTop).toBe(2000);
});

test('with more messages, new content follows only a visitor within 150 px of the bottom', async () => {
  const three = [...twoMessages, message('m3', 'user', 'What does it cost?')];
  const state: ChatState = { ...initialChatState, connection: 'connected', messages: three };
  const { log, rerender } = renderLog(state);

  await scrollTo(log, 2000 - 400 - 150);
  rerender({ ...state, isStreaming: true, streamingMessageId: 'r1', streamingMessage: 'It depends' });
  expect(log.scrollTop).toBe(2000);

  await scrollTo(log, 2000 - 400 - 151);
  rerender({ ...state, isStreaming: true, streamingMessageId: 'r1', streamingMessage: 'It depends on the package' });
  expect(log.scrollTop).toBe(2000 - 400 - 151);
  const jump = screen.getByRole('button', { name: 'Jump to latest' });
  fireEvent.click(jump);
  expect(log.scrollTop).toBe(2000);
  expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
});

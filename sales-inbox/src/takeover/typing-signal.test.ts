import { createTypingSignal, TYPING_IDLE_MS, TYPING_REPEAT_MS, type TypingTimers } from './typing-signal';

/** Timers on a clock the test moves. */
function manualTimers() {
  let now = 0;
  let due: Array<{ at: number; run: () => void; handle: number }> = [];
  let next = 0;
  const timers: TypingTimers = {
    now: () => now,
    setTimeout: (run, ms) => {
      next += 1;
      due.push({ at: now + ms, run, handle: next });
      return next;
    },
    clearTimeout: (handle) => {
      due = due.filter((timer) => timer.handle !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const ready = due.filter((timer) => timer.at <= now);
    due = due.filter((timer) => timer.at > now);
    ready.forEach((timer) => timer.run());
  };
  return { timers, advance };
}

test('signals typing once per interval while keys come, and stops after a pause', () => {
  const sent: boolean[] = [];
  const { timers, advance } = manualTimers();
  const typing = createTypingSignal((value) => sent.push(value), timers);
  typing.keystroke();
  advance(500);
  typing.keystroke();
  advance(500);
  typing.keystroke();
  expect(sent).toEqual([true]);
  advance(TYPING_REPEAT_MS);
  typing.keystroke();
  expect(sent).toEqual([true, true]);
  advance(TYPING_IDLE_MS);
  expect(sent).toEqual([true, true, false]);
  // Stopping again says nothing more.
  typing.stop();
  expect(sent).toEqual([true, true, false]);
});

test('stops at once when the message is sent', () => {
  const sent: boolean[] = [];
  const { timers, advance } = manualTimers();
  const typing = createTypingSignal((value) => sent.push(value), timers);
  typing.keystroke();
  typing.stop();
  advance(TYPING_IDLE_MS);
  expect(sent).toEqual([true, false]);
});

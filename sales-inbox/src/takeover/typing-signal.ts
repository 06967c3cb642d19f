/**
 * Tells the visitor while the person holding a conversation types: once when
 * they start, again at most every TYPING_REPEAT_MS while they go on (so one
 * event per keystroke never floods the socket), and "stopped" after
 * TYPING_IDLE_MS without a key, or at once when the message is sent.
 */
export const TYPING_REPEAT_MS = 2_000;
export const TYPING_IDLE_MS = 3_000;

export interface TypingTimers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: TypingTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export interface TypingSignal {
  keystroke(): void;
  stop(): void;
}

export function createTypingSignal(send: (typing: boolean) => void, timers: TypingTimers = browserTimers): TypingSignal {
  let lastSent: number | null = null;
  let idle: unknown = null;
  const stop = () => {
    if (idle !== null) timers.clearTimeout(idle);
    idle = null;
    if (lastSent === null) return;
    lastSent = null;
    send(false);
  };
  return {
    keystroke() {
      const now = timers.now();
      if (lastSent === null || now - lastSent >= TYPING_REPEAT_MS) {
        lastSent = now;
        send(true);
      }
      if (idle !== null) timers.clearTimeout(idle);
      idle = timers.setTimeout(stop, TYPING_IDLE_MS);
    },
    stop,
  };
}

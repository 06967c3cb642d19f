export type TimerId = ReturnType<typeof setTimeout>;

/** Time and timers, injected so the chat's rules can be tested on a fake clock. */
export interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => TimerId;
  clearTimeout: (timer: TimerId | undefined) => void;
  setInterval: (run: () => void, ms: number) => TimerId;
  clearInterval: (timer: TimerId | undefined) => void;
}

/** The browser's clock; read at each call, so jest's fake timers replace it too. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (timer) => clearInterval(timer),
};

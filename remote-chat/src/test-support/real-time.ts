import { act } from '@testing-library/react';

/** Captured before any test installs fake timers: real network I/O needs real waiting. */
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

/** With fake timers, the time to pass after a tap for what waits for its paint to run. */
export { PAINT_WAIT_LIMIT_MS as FRAME_AFTER_TAP_MS } from '../shared/after-next-paint';

export const realDelay = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/**
 * Waits in real time (not fake time) until `check` passes: for tests that use
 * fake timers for the widget's timings while the loopback server answers over
 * real sockets.
 */
export async function waitForReal(check: () => void, timeoutMs = 4000): Promise<void> {
  const started = realNow();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (realNow() - started > timeoutMs) throw error;
    }
    await act(async () => {
      await realDelay(20);
    });
  }
}

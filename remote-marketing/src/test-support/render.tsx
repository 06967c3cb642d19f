import { renderInSite } from '@agency/tooling/test-kit';
import { Globals } from '@react-spring/web';
import { act, cleanup, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

// About.test.tsx still takes these two from here.
export { preferReducedMotion, testBrand } from '@agency/tooling/test-kit';

/** Promise hops a lazy module takes to resolve in jest (import() → require → default). */
const LAZY_RESOLUTION_HOPS = 10;

/**
 * Renders, then lets lazily loaded parts (the animation code) arrive, as they
 * do in a browser shortly after the first paint.
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  const result = renderInSite(ui);
  await settleLazyModules();
  return result;
}

/** Lets pending lazy modules resolve and render. */
export async function settleLazyModules(): Promise<void> {
  await act(async () => {
    for (let hop = 0; hop < LAZY_RESOLUTION_HOPS; hop += 1) await Promise.resolve();
  });
}

/**
 * Fake timers that also drive react-spring: its frame loop captured the real
 * requestAnimationFrame at import, so it is pointed at the faked one.
 */
export function useFakeAnimationClock(): void {
  jest.useFakeTimers();
  Globals.assign({
    requestAnimationFrame: (callback: FrameRequestCallback) => window.requestAnimationFrame(callback),
    now: () => Date.now(),
  });
}

const FRAME_MS = 16;

/**
 * Moves the fake clock forward frame by frame. React applies state set by a
 * timer when `act` ends, so one big jump would hide the frames that follow.
 */
export function advanceTime(ms: number): void {
  for (let left = ms; left > 0; left -= FRAME_MS) {
    act(() => {
      jest.advanceTimersByTime(Math.min(FRAME_MS, left));
    });
  }
}

/** Time for every running spring to finish, so react-spring's frame loop stops. */
const ANIMATION_DRAIN_MS = 5000;

/**
 * Unmounts, lets react-spring's frame loop run dry on the fake clock, then
 * restores real timers. A loop left waiting on a discarded fake frame would
 * never restart in the next test.
 */
export function restoreRealClock(): void {
  cleanup();
  act(() => {
    jest.advanceTimersByTime(ANIMATION_DRAIN_MS);
  });
  jest.useRealTimers();
}

/** jsdom has no PointerEvent; without one, pointer events carry no coordinates. */
export function installPointerEvents(): void {
  if (typeof window.PointerEvent === 'function') return;
  class JsdomPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = JsdomPointerEvent as unknown as typeof PointerEvent;
}

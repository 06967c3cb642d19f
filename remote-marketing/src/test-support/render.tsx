import type { SiteBrand } from '@agency/tooling/contracts';
import { siteTheme } from '@agency/tooling/theme';
import { Globals } from '@react-spring/web';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';

/** The shell's real brand, as the pages receive it in production. */
export const testBrand: SiteBrand = {
  name: 'Vaultline AI',
  productName: 'Vaultline AI',
  assistantName: 'Vera',
  siteUrl: 'https://vaultline.ai',
  contactEmail: 'hello@vaultline.ai',
};

/** Renders inside the theme the shell provides. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<ThemeProvider theme={siteTheme}>{ui}</ThemeProvider>);
}

/** Promise hops a lazy module takes to resolve in jest (import() → require → default). */
const LAZY_RESOLUTION_HOPS = 10;

/**
 * Renders, then lets lazily loaded parts (the animation code) arrive, as they
 * do in a browser shortly after the first paint.
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  const result = renderWithTheme(ui);
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

/** Answers the reduced-motion media query as a visitor's device would. */
export function preferReducedMotion(reduce: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

type IntersectionCallback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void;

/** An IntersectionObserver whose targets can be scrolled into view on demand. */
export function installIntersectionObserver(): { scrollAllIntoView: () => void } {
  const observers: Array<{ callback: IntersectionCallback; targets: Element[] }> = [];
  class ControlledObserver {
    private readonly record: { callback: IntersectionCallback; targets: Element[] };
    constructor(callback: IntersectionCallback) {
      this.record = { callback, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
  return {
    scrollAllIntoView: () =>
      act(() => {
        observers.forEach(({ callback, targets }) => {
          if (targets.length > 0) callback(targets.map((target) => ({ isIntersecting: true, target })));
        });
      }),
  };
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

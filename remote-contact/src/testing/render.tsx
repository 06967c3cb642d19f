import type { SiteBrand, StartProjectProps } from '@agency/tooling/contracts';
import { siteTheme } from '@agency/tooling/theme';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';

/** The brand the shell would pass; tests read names from it, never from literals. */
export const testBrand: SiteBrand = {
  name: 'Vaultline AI',
  productName: 'Vaultline AI',
  assistantName: 'Vera',
  siteUrl: 'https://vaultline.ai',
  contactEmail: 'hello@vaultline.ai',
};

export function makeProps(overrides: Partial<StartProjectProps> = {}): StartProjectProps {
  return {
    brand: testBrand,
    track: jest.fn(),
    isPopupOpen: false,
    onPopupOpenChange: jest.fn(),
    setLoading: jest.fn(),
    apiBaseUrl: '',
    ...overrides,
  };
}

/**
 * Renders inside the site theme and a fresh jotai store, as the shell would.
 * With `fakeTimers`, user-event advances jest's fake clock.
 */
export function renderInSite(
  ui: ReactElement,
  { withStore = true, fakeTimers = false } = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const content = withStore ? <Provider>{ui}</Provider> : ui;
  return { user, ...render(<ThemeProvider theme={siteTheme}>{content}</ThemeProvider>) };
}

/** A fetch stand-in answering with one JSON response. */
export function respondWith(status: number, body: unknown): jest.Mock {
  // jsdom has no fetch Response; the helper reads only these members.
  const response = { ok: status >= 200 && status < 300, status, json: async () => body };
  const fetchMock = jest.fn().mockResolvedValue(response);
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** A fetch stand-in that fails like a server that is down. */
export function failNetwork(): jest.Mock {
  const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

type IntersectionCallback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void;

/**
 * An IntersectionObserver the test drives: `scrollIntoView(el)` reports the
 * element as intersecting. Records the options it was created with.
 */
export function installIntersectionObserver() {
  const observers: Array<{ callback: IntersectionCallback; options?: IntersectionObserverInit; targets: Element[] }> = [];
  class ControlledObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [] };
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
  const original = window.IntersectionObserver;
  window.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    enterView(target: Element) {
      for (const observer of observers) {
        if (observer.targets.includes(target)) observer.callback([{ isIntersecting: true, target }]);
      }
    },
    restore() {
      window.IntersectionObserver = original;
    },
  };
}

/** Answers the reduced-motion media query as the test wants. */
export function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider as StateProvider } from 'jotai';
import { ThemeProvider } from 'styled-components';
import type { SiteBrand } from '@agency/tooling/contracts';
import { siteTheme } from '@agency/tooling/theme';

/** The shell's brand, as it hands it to this remote. */
export const testBrand: SiteBrand = {
  name: 'Vaultline AI',
  productName: 'Vaultline AI',
  assistantName: 'Vera',
  siteUrl: 'https://vaultline.ai',
  contactEmail: 'hello@vaultline.ai',
};

/** Renders with what the shell provides: the theme, and a fresh state store per test. */
export function renderWithSite(ui: ReactElement): RenderResult {
  return render(
    <StateProvider>
      <ThemeProvider theme={siteTheme}>{ui}</ThemeProvider>
    </StateProvider>,
  );
}

type IntersectionCallback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void;

/**
 * A controllable IntersectionObserver: `enterViewport()` reports every
 * observed element as intersecting, as the browser does on scroll.
 */
export function installIntersectionObserver() {
  const observers: { callback: IntersectionCallback; options?: IntersectionObserverInit; targets: Set<Element> }[] = [];
  class ControlledIntersectionObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: new Set() };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  const original = window.IntersectionObserver;
  window.IntersectionObserver = ControlledIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    options: () => observers.map((observer) => observer.options),
    enterViewport() {
      for (const observer of observers) {
        const targets = [...observer.targets];
        if (targets.length) observer.callback(targets.map((target) => ({ isIntersecting: true, target })));
      }
    },
    restore() {
      window.IntersectionObserver = original;
    },
  };
}

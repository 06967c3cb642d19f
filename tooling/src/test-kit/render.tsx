import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as StateProvider } from 'jotai';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import type { SiteBrand } from '@agency/site-kit/contracts';
import { siteTheme } from '@agency/site-kit/theme';

/** The shell's brand, as it hands it to a remote; tests read names from it, never from literals. */
export const testBrand: SiteBrand = {
  name: 'Vaultline AI',
  productName: 'Vaultline AI',
  assistantName: 'Vera',
  siteUrl: 'https://vaultline.ai',
  contactEmail: 'hello@vaultline.ai',
};

/** A brand unlike the real one, so a test proves the names come from the prop. */
export const otherBrand: SiteBrand = {
  name: 'Northwind Labs',
  productName: 'Northwind',
  assistantName: 'Nora',
  siteUrl: 'https://northwind.example',
  contactEmail: 'hello@northwind.example',
};

export interface SiteRenderOptions {
  /** A fresh jotai store per render, as each mount point gets in the shell. */
  withStore?: boolean;
  /** user-event advances jest's fake clock instead of waiting in real time. */
  fakeTimers?: boolean;
  /** How user-event advances a fake clock other than jest's own. */
  advanceTimers?: (ms: number) => void;
}

export type SiteRenderResult = RenderResult & { user: ReturnType<typeof userEvent.setup> };

/** A user-event session; with `fakeTimers`, its delays advance jest's fake clock. */
export function setupUser({ fakeTimers = false, advanceTimers }: Pick<SiteRenderOptions, 'fakeTimers' | 'advanceTimers'> = {}): ReturnType<
  typeof userEvent.setup
> {
  if (advanceTimers) return userEvent.setup({ advanceTimers });
  return userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
}

/** Renders with what the shell provides a remote: the site theme and, by default, a fresh state store. */
export function renderInSite(ui: ReactElement, { withStore = true, ...timing }: SiteRenderOptions = {}): SiteRenderResult {
  const user = setupUser(timing);
  const content = withStore ? <StateProvider>{ui}</StateProvider> : ui;
  return { user, ...render(<ThemeProvider theme={siteTheme}>{content}</ThemeProvider>) };
}

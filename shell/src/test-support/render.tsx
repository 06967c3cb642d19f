import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { siteTheme } from '@agency/site-kit/theme';
import { createAnalytics, type Analytics } from '../analytics/analytics';
import { SiteServicesProvider } from '../app/site-services';
import { effectiveConsentAtom } from '../consent/consent-state';
import { DEVELOPMENT_CONFIG, type SiteConfig } from '../remotes/site-config';

export const testConfig: SiteConfig = DEVELOPMENT_CONFIG;

/** Renders shell UI with the providers the app gives it, at `route`. */
export function renderInShell(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const store = createStore();
  const analytics: Analytics = createAnalytics(() => store.get(effectiveConsentAtom).analytics);
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={siteTheme}>
        <SiteServicesProvider services={{ config: testConfig, analytics }}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </SiteServicesProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, analytics };
}

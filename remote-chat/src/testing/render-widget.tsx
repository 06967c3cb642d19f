import type { SiteBrand, Track } from '@agency/tooling/contracts';
import { siteTheme } from '@agency/tooling/theme';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import ChatWidget from '../chat-widget/ChatWidget';

/** A brand unlike the real one, so tests prove names come from the prop. */
export const TEST_BRAND: SiteBrand = {
  name: 'Northwind Labs',
  productName: 'Northwind',
  assistantName: 'Nora',
  siteUrl: 'https://northwind.example',
  contactEmail: 'hello@northwind.example',
};

export function renderWidget(apiBaseUrl: string, options: { track?: Track; advanceTimers?: (ms: number) => void } = {}) {
  const track = options.track ?? jest.fn<void, Parameters<Track>>();
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <ThemeProvider theme={siteTheme}>
      <ChatWidget brand={TEST_BRAND} track={track} apiBaseUrl={apiBaseUrl} />
    </ThemeProvider>,
  );
  return { ...view, user, track };
}

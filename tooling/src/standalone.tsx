/**
 * Dev-only harness: renders a remote's exposed module on the remote's own dev
 * page, with what the shell would otherwise provide (theme, global style, a
 * brand, a console `track`). Never part of a production remote.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import type { SiteBrand, Track } from '@agency/site-kit/contracts';
import { GlobalStyle } from '@agency/site-kit/global-style';
import { siteTheme } from '@agency/site-kit/theme';

/** Stand-in for the shell's brand on a standalone dev page. */
export const standaloneBrand: SiteBrand = {
  name: 'Standalone Dev Agency',
  productName: 'Standalone',
  assistantName: 'Dev Assistant',
  siteUrl: 'http://localhost',
  contactEmail: 'dev@example.com',
};

export const consoleTrack: Track = (event, fields) => {
  console.info(JSON.stringify({ severity: 'D', from: 'standalone', title: event, details1: fields ?? {} }));
};

/** Renders into #root, creating it on the generated dev page that has none. */
export function renderStandalone(content: ReactNode, containerId = 'root'): void {
  let container = document.getElementById(containerId);
  if (!container) {
    container = document.createElement('div');
    container.id = containerId;
    document.body.append(container);
  }
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={siteTheme}>
        <GlobalStyle />
        {content}
      </ThemeProvider>
    </StrictMode>,
  );
}

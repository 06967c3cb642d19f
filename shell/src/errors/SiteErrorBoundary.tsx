import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { logRecord } from '@agency/site-kit/browser/log';

/** docs/product-rules.md §2/§8: the text shown when rendering crashes. */
export const RENDER_CRASH_TEXT = 'Something went wrong.';

/** Catches a render crash anywhere below, shows the fallback text and logs it as ERROR. */
export function SiteErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <p role="alert" style={{ padding: '140px 32px' }}>
          {RENDER_CRASH_TEXT}
        </p>
      }
      onError={(error, info) => logRecord('ERROR', 'shell', 'render crash', error, info.componentStack ?? undefined)}
    >
      {children}
    </ErrorBoundary>
  );
}

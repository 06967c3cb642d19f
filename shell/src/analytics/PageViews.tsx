import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { effectiveConsentAtom } from '../consent/consent-state';
import type { Analytics } from './analytics';

/**
 * One page view per route change once analytics consent is given (and one when it is given).
 * A leaf of its own that renders nothing: a consent choice re-renders it, not the page around it.
 */
export function PageViews({ analytics }: { analytics: Analytics }) {
  const { pathname } = useLocation();
  const { analytics: consented } = useAtomValue(effectiveConsentAtom);

  useEffect(() => {
    if (consented) analytics.pageView(pathname);
  }, [analytics, consented, pathname]);

  return null;
}

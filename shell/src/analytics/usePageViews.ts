import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { effectiveConsentAtom } from '../consent/consent-state';
import type { Analytics } from './analytics';

/** One page view per route change once analytics consent is given (and one when it is given). */
export function usePageViews(analytics: Analytics): void {
  const { pathname } = useLocation();
  const { analytics: consented } = useAtomValue(effectiveConsentAtom);

  useEffect(() => {
    if (consented) analytics.pageView(pathname);
  }, [analytics, consented, pathname]);
}

/**
 * Page views and custom events for the tag manager's data layer (docs/product-rules.md §7),
 * gated by analytics consent: before it, nothing is pushed or kept.
 */
import type { Track, TrackFields } from '@agency/site-kit/contracts';

/** docs/product-rules.md §7: analytics keeps the last 100 events. */
export const RECENT_EVENTS_LIMIT = 100;

export interface AnalyticsEvent extends TrackFields {
  event: string;
}

export interface Analytics {
  pageView: (pathname: string) => void;
  track: Track;
  /** The last events pushed, oldest first. */
  recentEvents: () => readonly AnalyticsEvent[];
}

export function createAnalytics(hasAnalyticsConsent: () => boolean): Analytics {
  const recent: AnalyticsEvent[] = [];

  const push = (entry: AnalyticsEvent) => {
    if (!hasAnalyticsConsent()) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(entry);
    recent.push(entry);
    if (recent.length > RECENT_EVENTS_LIMIT) recent.splice(0, recent.length - RECENT_EVENTS_LIMIT);
  };

  return {
    pageView: (pathname) => push({ event: 'pageview', page: pathname }),
    track: (event, fields = {}) => push({ ...fields, event }),
    recentEvents: () => recent,
  };
}

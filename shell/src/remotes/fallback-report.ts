/**
 * When the page falls back from a remote's version by itself, it tells the
 * site server, so the release history (`npm run remote -- status`) shows the
 * fallback beside promotes and rollbacks. At most once per remote and version
 * per page; the report never holds up or breaks the page.
 */
import type { FallbackReport } from '@agency/release/registry';

/** The site server's route for these reports (its own, not chat-server's /api). */
export const FALLBACK_REPORT_PATH = '/site/releases/fallback';

const reported = new Set<string>();

/** Sends the report in the background; `keepalive` lets it finish when the visitor leaves the page. */
export function reportFallback(report: FallbackReport): void {
  const key = `${report.remote}@${report.failedVersion}`;
  if (reported.has(key)) return;
  reported.add(key);
  if (typeof fetch !== 'function') return;
  try {
    fetch(FALLBACK_REPORT_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => {
      // Only the history misses it: the page already runs the version it fell back to.
    });
  } catch {
    // A browser that refuses the request outright: the same.
  }
}

// Fallback reports: a visitor's page that fell back from a remote's version by
// itself says so here, and the release history (`npm run remote -- status`)
// counts it beside promotes and rollbacks. Only same-site pages may report, a
// few times a minute per address, and only about a version the registry hands
// out now; repeats collapse into one history entry per remote and version.
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  FallbackRefusal,
  checkFallback,
  fallbackReportSchema,
  recordFallback,
  type FallbackReport,
  type FallbackTally,
  type Registry,
} from '@agency/release/registry';
import type { ReleaseStore } from '@agency/release/store';
import { FALLBACK_REPORT_PATH } from '../src/remotes/fallback-report.ts';

/** A report is four short fields: anything longer is not one. */
export const FALLBACK_REPORT_LIMIT_BYTES = 1024;

/** Reports one address may send per minute (a page sends at most one per remote and version). */
export const FALLBACK_REPORTS_PER_MINUTE = 20;

/** Host names that are this machine, allowed on any port (a local start, the e2e tests). */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export const FALLBACK_ERRORS = {
  host: 'Host not allowed',
  origin: 'Origin not allowed: fallback reports come from the site’s own pages',
  rate: 'Too many fallback reports from this address; try again later',
  tooLarge: `A fallback report is at most ${FALLBACK_REPORT_LIMIT_BYTES} bytes`,
  notJson: 'A fallback report is a JSON object { remote, failedVersion, servedVersion, reason }',
  unavailable: 'The fallback could not be recorded right now',
} as const;

export interface FallbackReportsOptions {
  store: ReleaseStore;
  /** The registry the site server hands out now: a report must be about a version in it. */
  current: () => Registry;
  /** The site's public origin (SITE_URL): its host may address reports, beside this machine's own names. */
  siteUrl: string;
  reportsPerMinute?: number;
  now?: () => Date;
}

type Outcome = { recorded: true } | { recorded: false; status: 400 | 503; error: string };

interface Pending {
  report: FallbackReport;
  tally: FallbackTally;
  settle: Array<(outcome: Outcome) => void>;
}

/**
 * Writes reports to the registry one batch at a time: reports that arrive
 * while a write is under way go into the next one, so many visitors falling
 * back at once cost a few registry writes, not one each.
 */
class FallbackLog {
  private pending = new Map<string, Pending>();
  private writing = false;
  private readonly store: ReleaseStore;

  constructor(store: ReleaseStore) {
    this.store = store;
  }

  record(report: FallbackReport, at: Date): Promise<Outcome> {
    return new Promise((resolve) => {
      const key = JSON.stringify([report.remote, report.failedVersion, report.servedVersion, report.reason]);
      const item = this.pending.get(key) ?? { report, tally: { count: 0, firstAt: at, lastAt: at }, settle: [] };
      item.tally.count += 1;
      item.tally.lastAt = at;
      item.settle.push(resolve);
      this.pending.set(key, item);
      this.write();
    });
  }

  private write(): void {
    if (this.writing || this.pending.size === 0) return;
    this.writing = true;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    void this.writeBatch(batch).finally(() => {
      this.writing = false;
      this.write();
    });
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    const outcomes = new Map<Pending, Outcome>();
    try {
      await this.store.updateRegistry((registry) => {
        // Checked again on the registry being written: it may have changed since the request was checked.
        outcomes.clear();
        let next = registry;
        for (const item of batch) {
          try {
            next = recordFallback(next, item.report, item.tally);
            outcomes.set(item, { recorded: true });
          } catch (error) {
            if (!(error instanceof FallbackRefusal)) throw error;
            outcomes.set(item, { recorded: false, status: 400, error: error.message });
          }
        }
        return next;
      });
    } catch (error) {
      logProblem('fallback reports could not be written to the release registry', error);
      outcomes.clear();
    }
    for (const item of batch) {
      const outcome = outcomes.get(item) ?? { recorded: false, status: 503, error: FALLBACK_ERRORS.unavailable };
      for (const settle of item.settle) settle(outcome);
    }
  }
}

function logProblem(title: string, error: unknown): void {
  console.log(
    JSON.stringify({
      severity: 'ERROR',
      from: 'site-server',
      title,
      details1: error instanceof Error ? error.message : String(error),
      timestamp: Date.now(),
    }),
  );
}

function refuse(res: Response, status: number, error: string): void {
  res.status(status).json({ success: false, error });
}

/** `name:port` → `name` (`[::1]:8000` → `[::1]`). */
function hostnameOf(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

/**
 * Only the site's own pages: the Host must be the site's or this machine's
 * (a page on a rebound DNS name is refused), and the Origin exactly the
 * request's own scheme and host (Express reads X-Forwarded-* only from a
 * trusted proxy). A request without Origin is not a page's and is refused.
 */
function sameSiteOnly(siteUrl: string): RequestHandler {
  const siteHost = new URL(siteUrl).host.toLowerCase();
  return (req, res, next) => {
    const host = (req.host ?? '').toLowerCase();
    if (!host || (host !== siteHost && !LOOPBACK_HOSTNAMES.has(hostnameOf(host)))) {
      refuse(res, 421, FALLBACK_ERRORS.host);
      return;
    }
    if (req.headers.origin !== `${req.protocol}://${host}`) {
      refuse(res, 403, FALLBACK_ERRORS.origin);
      return;
    }
    next();
  };
}

function rateLimited(reportsPerMinute: number): RequestHandler {
  const limiter = new RateLimiterMemory({ points: reportsPerMinute, duration: 60, keyPrefix: 'site:fallback-reports' });
  return (req, res, next) => {
    limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (rejection: unknown) => {
        const retryAfterSeconds = rejection instanceof RateLimiterRes ? Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) : 60;
        res.setHeader('Retry-After', String(retryAfterSeconds));
        refuse(res, 429, FALLBACK_ERRORS.rate);
      },
    );
  };
}

/** A body that is too large or not JSON: a clear 4xx, never the default error page. */
const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error.type === 'entity.too.large') refuse(res, 413, FALLBACK_ERRORS.tooLarge);
  else refuse(res, 400, FALLBACK_ERRORS.notJson);
};

/** `POST /site/releases/fallback` with `{ remote, failedVersion, servedVersion, reason }`: 202 once recorded. */
export function fallbackReports(options: FallbackReportsOptions): Router {
  const log = new FallbackLog(options.store);
  const now = options.now ?? (() => new Date());
  const router = express.Router();
  router.post(
    FALLBACK_REPORT_PATH,
    sameSiteOnly(options.siteUrl),
    rateLimited(options.reportsPerMinute ?? FALLBACK_REPORTS_PER_MINUTE),
    express.json({ limit: FALLBACK_REPORT_LIMIT_BYTES, type: () => true, strict: true }),
    (req: Request, res: Response) => {
      const parsed = fallbackReportSchema.safeParse(req.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'report'}: ${issue.message}`).join('; ');
        refuse(res, 400, `${FALLBACK_ERRORS.notJson} (${issues})`);
        return;
      }
      try {
        checkFallback(options.current(), parsed.data);
      } catch (error) {
        if (!(error instanceof FallbackRefusal)) throw error;
        refuse(res, 400, error.message);
        return;
      }
      void log.record(parsed.data, now()).then((outcome) => {
        if (outcome.recorded) res.status(202).json({ success: true });
        else refuse(res, outcome.status, outcome.error);
      });
    },
    bodyErrors,
  );
  return router;
}

/**
 * The Express application: security headers, CORS, body limits, rate
 * limits, the routes of every feature, and JSON errors.
 */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from '../logging/logger.js';
import { type RateLimit, rateLimited } from '../shared/rate-limit.js';
import type { Database } from '../storage/database.js';
import { clearMalformedSessionCookie } from './authenticate.js';
import type { ProxyTrust } from './forwarded.js';
import { corsMiddleware, type OriginCheck } from './origins.js';
import { DRAIN_LIMIT_BYTES, finishReceivingBody, stopReadingPast } from './request-body.js';

/** Largest JSON body accepted (the contact form is the largest, about 3 KB). */
export const JSON_BODY_LIMIT = '32kb';
export const JSON_BODY_LIMIT_BYTES = 32 * 1024;
export const READY_TIMEOUT_MS = 2_000;
/** HSTS for one year, sent only when the request came over TLS (directly or via the proxy). */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';
export const REST_RATE_LIMITED = 'Too many requests. Please slow down and try again shortly.';

/** The visitor's IP (X-Forwarded-For only from the trusted proxy, see `trust proxy`): the key of per-IP limits. */
export function clientIp(request: express.Request): string {
  return request.ip ?? 'unknown';
}

export interface AppDeps {
  db: Database;
  logger: Logger;
  /** Any /api call per client IP. */
  restLimit: RateLimit;
  isOriginAllowed: OriginCheck;
  routers: RequestHandler[];
  trustProxy: ProxyTrust;
}

function ready(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  return Promise.race([
    db.ping().then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-* count only from the configured proxy (the site server on this machine by default).
  app.set('trust proxy', deps.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      strictTransportSecurity: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  app.use((request, response, next) => {
    if (request.secure) response.setHeader('Strict-Transport-Security', HSTS_HEADER);
    next();
  });

  app.get('/healthz', (_request, response) => void response.json({ ok: true }));
  app.get('/readyz', async (_request, response) => {
    const ok = await ready(deps.db);
    response.status(ok ? 200 : 503).json({ ok, database: ok ? 'reachable' : 'unreachable' });
  });

  // Bodies first: nothing answers before the request was received whole, up to the drain limit (see request-body.ts).
  app.use('/api', stopReadingPast(DRAIN_LIMIT_BYTES, { success: false, error: `Request body too large (limit ${JSON_BODY_LIMIT})` }));
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT }));
  app.use(
    '/api',
    finishReceivingBody(JSON_BODY_LIMIT_BYTES, () => Object.assign(new Error('request entity too large'), { type: 'entity.too.large' })),
  );
  app.use('/api', corsMiddleware(deps.isOriginAllowed));
  app.use('/api', rateLimited(deps.restLimit, clientIp));
  app.use('/api', clearMalformedSessionCookie());
  app.use('/api', (_request, response, next) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  for (const router of deps.routers) app.use(router);
  app.use('/api', (_request, response) => void response.status(404).json({ success: false, error: 'Not found' }));

  const onError: ErrorRequestHandler = (error: { type?: string; status?: number; message?: string }, _request, response, _next) => {
    // Refused already (a body past the drain limit): the parser's error after that has nobody to tell.
    if (response.headersSent) return;
    if (error.type === 'entity.parse.failed') return void response.status(400).json({ success: false, error: 'Malformed JSON body' });
    if (error.type === 'entity.too.large')
      return void response.status(413).json({ success: false, error: `Request body too large (limit ${JSON_BODY_LIMIT})` });
    if (error.status && error.status >= 400 && error.status < 500)
      return void response.status(error.status).json({ success: false, error: error.message ?? 'Bad request' });
    deps.logger.error('http', 'request failed', error as Error);
    response.status(500).json({ success: false, error: 'Internal server error' });
  };
  app.use(onError);
  return app;
}

/**
 * CORS limited to ALLOWED_ORIGINS. Requests without Origin (same-origin GETs,
 * server-to-server, the site proxy) are allowed; so is an Origin that equals
 * the request's own host (X-Forwarded-Host only from the trusted proxy: Express's
 * `request.host` follows the app's `trust proxy`).
 */
import type { RequestHandler } from 'express';

export function createOriginCheck(allowedOrigins: readonly string[]): (origin: string | undefined, host: string | undefined) => boolean {
  const allowed = new Set(allowedOrigins);
  return (origin, host) => {
    if (!origin) return true;
    if (allowed.has(origin)) return true;
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  };
}

export const ORIGIN_NOT_ALLOWED = 'Origin not allowed';

export function corsMiddleware(isAllowed: (origin: string | undefined, host: string | undefined) => boolean): RequestHandler {
  return (request, response, next) => {
    const origin = request.headers.origin;
    const host = request.host;
    if (!isAllowed(origin, host)) {
      response.status(403).json({ success: false, error: ORIGIN_NOT_ALLOWED });
      return;
    }
    if (origin) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
      response.setHeader('Access-Control-Max-Age', '600');
      response.status(204).end();
      return;
    }
    next();
  };
}

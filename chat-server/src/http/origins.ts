/**
 * Who may call chat-server from a browser (issue 47 item 4). The Origin must
 * be exactly one of ALLOWED_ORIGINS (scheme, host and port: `https://…` for an
 * `http` site, or a trailing slash, is another origin), and the Host the
 * request names (X-Forwarded-Host only from the trusted proxy) must be on
 * ALLOWED_HOSTS, so a page on a rebound DNS name cannot reach chat-server as
 * its own origin. Requests without Origin (same-origin GETs, server-to-server,
 * the site proxy) need only an allowed Host.
 */
import type { RequestHandler } from 'express';

export interface OriginCheck {
  (origin: string | undefined, host: string | undefined): boolean;
  isHostAllowed(host: string | undefined): boolean;
}

/** The host name of a Host value without its port (`[::1]:8005` → `[::1]`). */
function hostnameOf(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}

/** `allowedHosts`: `name:port` allows that port only, a bare `name` any port. */
export function createOriginCheck(allowedOrigins: readonly string[], allowedHosts: readonly string[]): OriginCheck {
  const origins = new Set(allowedOrigins);
  const exactHosts = new Set(allowedHosts.filter((host) => hostnameOf(host) !== host));
  const anyPort = new Set(allowedHosts.filter((host) => hostnameOf(host) === host));
  const isHostAllowed = (host: string | undefined) => {
    if (!host) return false;
    const name = host.toLowerCase();
    return exactHosts.has(name) || anyPort.has(hostnameOf(name));
  };
  const check = (origin: string | undefined, host: string | undefined) =>
    isHostAllowed(host) && (origin === undefined || origins.has(origin));
  return Object.assign(check, { isHostAllowed });
}

export const ORIGIN_NOT_ALLOWED = 'Origin not allowed';
export const HOST_NOT_ALLOWED = 'Host not allowed';

export function corsMiddleware(isAllowed: OriginCheck): RequestHandler {
  return (request, response, next) => {
    const origin = request.headers.origin;
    // Express's `request.host` follows the app's `trust proxy` (X-Forwarded-Host only from the proxy).
    const host = request.host;
    if (!isAllowed.isHostAllowed(host)) {
      response.status(421).json({ success: false, error: HOST_NOT_ALLOWED });
      return;
    }
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

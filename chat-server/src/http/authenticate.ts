/**
 * REST authentication: `Authorization: Bearer <token>` or the session cookie.
 */
import { parseCookie } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { AUTH_ERRORS, type Identity } from '../identity/identity.js';
import type { Session } from '../identity/session-store.js';

export const SESSION_COOKIE = 'vl_session';
export const SESSION_COOKIE_PATH = '/api';

export function clearSessionCookie(response: Response): void {
  response.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_PATH, httpOnly: true, sameSite: 'lax' });
}

/** What `sign` produces: base64url claims, a dot, a base64url MAC. Anything else in the cookie is garbage. */
export const SESSION_TOKEN_PATTERN = /^[\w-]{1,2048}\.[\w-]{1,128}$/;

export type SessionCookie = { state: 'absent' } | { state: 'malformed' } | { state: 'present'; token: string };

/** The vl_session cookie, parsed with the `cookie` package (which never throws on bad %-escapes). */
export function readSessionCookie(header: string | undefined): SessionCookie {
  if (!header) return { state: 'absent' };
  const value = parseCookie(header)[SESSION_COOKIE];
  if (value === undefined) return { state: 'absent' };
  return SESSION_TOKEN_PATTERN.test(value) ? { state: 'present', token: value } : { state: 'malformed' };
}

export function tokenOf(request: Request): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || undefined;
  const cookie = readSessionCookie(request.headers.cookie);
  return cookie.state === 'present' ? cookie.token : undefined;
}

/**
 * A malformed vl_session (the page cannot clear an HttpOnly cookie itself) is
 * expired here; POST /api/session then sets a fresh one.
 */
export function clearMalformedSessionCookie(): RequestHandler {
  return (request, response, next) => {
    if (readSessionCookie(request.headers.cookie).state === 'malformed') clearSessionCookie(response);
    next();
  };
}

export function sessionOf(response: Response): Session {
  return response.locals.session as Session;
}

/** Requires a valid, unexpired session; 401 otherwise (the client then creates a new one). */
export function requireSession(identity: Identity): RequestHandler {
  return (request, response, next) => {
    identity
      .authenticate(tokenOf(request))
      .then((auth) => {
        if (!auth.ok) {
          response.status(401).json({ success: false, error: AUTH_ERRORS[auth.reason] });
          return;
        }
        response.locals.session = auth.session;
        next();
      })
      .catch(next);
  };
}

/** A body `userId` must be the caller's own. */
export function ownsUserId(request: Request, response: Response): boolean {
  const bodyUserId = (request.body as { userId?: unknown } | undefined)?.userId;
  if (bodyUserId === undefined || bodyUserId === sessionOf(response).userId) return true;
  response.status(403).json({ success: false, error: 'Forbidden: the userId does not match your session' });
  return false;
}

/**
 * REST authentication: `Authorization: Bearer <token>` or the session cookie.
 */
import type { Request, RequestHandler, Response } from 'express';
import { AUTH_ERRORS, type Identity } from '../identity/identity.js';
import type { Session } from '../identity/session-store.js';

export const SESSION_COOKIE = 'vl_session';
export const SESSION_COOKIE_PATH = '/api';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function tokenOf(request: Request): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || undefined;
  return readCookie(request.headers.cookie, SESSION_COOKIE);
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

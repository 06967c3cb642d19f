/**
 * The staff session cookie and the CSRF protection of the inbox API. The
 * cookie is HttpOnly, SameSite=Strict, scoped to the inbox's path (the public
 * site's requests never carry it) and Secure everywhere but on localhost.
 */
import { createHmac } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { parse as parseCookies } from 'cookie';
import { INBOX_API_PATH, type StaffUser } from '@agency/chat-protocol/inbox';
import { sessionHash, STAFF_SESSION_TTL_MS, type StaffStore } from './staff-store.js';

export const STAFF_SESSION_COOKIE = 'inbox_session';
export const CSRF_COOKIE = 'inbox_csrf';
export const NOT_SIGNED_IN = 'Sign in to the inbox first.';
export const ADMINS_ONLY = 'Only an admin can do this.';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Secure outside localhost: a browser keeps a Secure cookie only from HTTPS, which every deployment but a developer's machine has. */
function cookieOptions(request: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: INBOX_API_PATH, secure: !LOOPBACK_HOSTS.has(request.hostname) };
}

export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  const value = cookieHeader ? parseCookies(cookieHeader)[STAFF_SESSION_COOKIE] : undefined;
  return value || undefined;
}

export function setSessionCookie(request: Request, response: Response, sessionId: string): void {
  response.cookie(STAFF_SESSION_COOKIE, sessionId, { ...cookieOptions(request), maxAge: STAFF_SESSION_TTL_MS });
}

export function clearSessionCookies(request: Request, response: Response): void {
  response.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(request));
  response.clearCookie(CSRF_COOKIE, cookieOptions(request));
}

export function staffOf(response: Response): StaffUser {
  return response.locals.staff as StaffUser;
}

/** 401 without a live session of an enabled account; the person is in `response.locals.staff` after it. */
export function requireStaff(staff: StaffStore): RequestHandler {
  return (request, response, next) => {
    const sessionId = sessionIdOf(request.headers.cookie);
    (sessionId ? staff.userOfSession(sessionId) : Promise.resolve(null)).then((user) => {
      if (!user) return void response.status(401).json({ success: false, error: NOT_SIGNED_IN });
      response.locals.staff = user;
      next();
    }, next);
  };
}

export const requireAdmin: RequestHandler = (_request, response, next) => {
  if (staffOf(response).role !== 'admin') return void response.status(403).json({ success: false, error: ADMINS_ONLY });
  next();
};

/**
 * Double-submit CSRF tokens (csrf-csrf) bound to the session: a token made
 * before sign-in is good only for signing in, and one session's token is
 * worthless in another. Safe methods (GET, HEAD, OPTIONS) need none.
 */
export function createCsrf(secret: string) {
  const csrfSecret = createHmac('sha256', secret).update('sales-inbox csrf').digest('base64url');
  return doubleCsrf({
    getSecret: () => csrfSecret,
    getSessionIdentifier: (request) => {
      const sessionId = sessionIdOf(request.headers.cookie);
      return sessionId ? sessionHash(sessionId) : '';
    },
    cookieName: CSRF_COOKIE,
    cookieOptions: { httpOnly: true, sameSite: 'strict', path: INBOX_API_PATH, secure: false },
    errorConfig: { statusCode: 403, message: 'Missing or invalid CSRF token. Reload the inbox and try again.', code: 'EBADCSRFTOKEN' },
  });
}

export type Csrf = ReturnType<typeof createCsrf>;

/** A fresh token (and its cookie) for the current session, or for signing in. */
export function csrfTokenFor(csrf: Csrf, request: Request, response: Response): string {
  return csrf.generateCsrfToken(request, response, { overwrite: true, cookieOptions: cookieOptions(request) });
}

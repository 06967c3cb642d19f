/**
 * POST /api/session: issues (or refreshes) the anonymous identity and sets
 * the HttpOnly cookie that links the contact form to the visitor's chats.
 */
import { Router, type Request, type Response } from 'express';
import { clientIp } from '../http/app.js';
import { tokenOf, SESSION_COOKIE, SESSION_COOKIE_PATH } from '../http/authenticate.js';
import type { SessionResponse } from '@agency/chat-protocol';
import { type RateLimit, rateLimited } from '../shared/rate-limit.js';
import type { Identity } from './identity.js';
import { SESSION_TIMEOUT_MS, type Session } from './session-store.js';

function setSessionCookie(request: Request, response: Response, token: string): void {
  // Replaces an expiry queued for a malformed cookie earlier in this response.
  const queued = response.getHeader('Set-Cookie');
  if (Array.isArray(queued))
    response.setHeader(
      'Set-Cookie',
      queued.filter((line) => !line.startsWith(`${SESSION_COOKIE}=`)),
    );
  response.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: SESSION_COOKIE_PATH,
    secure: request.secure,
    maxAge: SESSION_TIMEOUT_MS,
  });
}

function body(session: Session, token: string): SessionResponse {
  return {
    success: true,
    data: {
      userId: session.userId,
      sessionId: session.sessionId,
      token,
      userType: 'anonymous',
      isAnonymous: true,
      createdAt: session.createdAt,
      lastActiveAt: session.lastActiveAt,
    },
  };
}

export const SESSION_RATE_LIMITED = 'Too many new sessions from this address. Please try again later.';

/** `limit` counts new identities per IP; refreshing a still-valid one is not limited. */
export function sessionRoutes(identity: Identity, limit: RateLimit): Router {
  const router = Router();
  router.post(
    '/api/session',
    async (request, response, next) => {
      const existing = await identity.authenticate(tokenOf(request));
      if (!existing.ok) return next();
      setSessionCookie(request, response, existing.token);
      response.json(body(existing.session, existing.token));
    },
    rateLimited(limit, clientIp),
    async (request, response) => {
      const { session, token } = await identity.issue();
      setSessionCookie(request, response, token);
      response.status(201).json(body(session, token));
    },
  );
  return router;
}

/**
 * The inbox's REST API under /api/inbox: sign-in and sign-out, the staff
 * accounts (admins only), the audit log (admins only) and the conversations.
 * Every route but sign-in and its CSRF token needs a staff session; every
 * state change needs the session's CSRF token.
 */
import cookieParser from 'cookie-parser';
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import {
  conversationIdSchema,
  INBOX_API_PATH,
  newStaffUserSchema,
  signInSchema,
  staffIdSchema,
  staffUserChangeSchema,
  type StaffUser,
} from '@agency/chat-protocol/inbox';
import type { Logger } from '../logging/logger.js';
import type { AuditLog } from './audit-log.js';
import type { Conversations } from './conversations.js';
import { decoyHash, verifyPassword } from './passwords.js';
import type { SignInLimits } from './sign-in-limits.js';
import {
  clearSessionCookies,
  type Csrf,
  csrfTokenFor,
  requireAdmin,
  requireStaff,
  sessionIdOf,
  setSessionCookie,
  staffOf,
} from './staff-auth.js';
import { EmailTakenError, type StaffStore } from './staff-store.js';

export const SIGN_IN_REFUSED = 'The e-mail or the password is not right.';
export const SIGN_IN_LOCKED = 'Too many failed sign-ins. Try again later.';
export const CANNOT_DISABLE_YOURSELF = 'You cannot disable your own account.';

export interface InboxRouteDeps {
  staff: StaffStore;
  audit: AuditLog;
  conversations: Conversations;
  limits: SignInLimits;
  csrf: Csrf;
  logger: Logger;
  /** Ends the live inbox connections of sessions that were ended. */
  live: {
    endSessionsOf(staffId: string): void;
    endSession(sessionId: string): void;
    releaseConversationsOf(user: StaffUser): Promise<void>;
  };
}

/** The parsed body, or a 400 already sent (undefined). */
function parse<T extends z.core.$ZodType>(schema: T, input: unknown, response: Response): z.infer<T> | undefined {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
  response.status(400).json({ success: false, error: `Invalid request: ${summary}`, issues });
  return undefined;
}

function clientIp(request: Request): string {
  return request.ip ?? 'unknown';
}

export function inboxRoutes(deps: InboxRouteDeps): Router {
  const { staff, audit, conversations, limits, csrf } = deps;
  const api = express.Router();
  api.use(cookieParser());
  api.use(csrf.doubleCsrfProtection);

  api.get('/csrf-token', (request, response) => {
    response.json({ csrfToken: csrfTokenFor(csrf, request, response) });
  });

  api.post('/sign-in', async (request, response) => {
    const body = parse(signInSchema, request.body, response);
    if (!body) return;
    const ip = clientIp(request);
    const lockout = await limits.check(body.email, ip);
    if (lockout.locked) {
      response.setHeader('Retry-After', String(lockout.retryAfterSeconds));
      return void response.status(429).json({ success: false, error: SIGN_IN_LOCKED });
    }
    const account = await staff.credentialsOf(body.email);
    const passwordOk = await verifyPassword(body.password, account?.passwordHash ?? (await decoyHash()));
    if (!account || !passwordOk || account.user.disabled) {
      await limits.failed(body.email, ip);
      await audit.record(account?.user ?? null, 'sign_in_refused', body.email);
      return void response.status(401).json({ success: false, error: SIGN_IN_REFUSED });
    }
    await limits.succeeded(body.email);
    // Sessions that ran out are removed as new ones start: the table holds only live sessions and the recent past.
    await staff.deleteExpiredSessions();
    const { sessionId } = await staff.startSession(account.user.staffId);
    await audit.record(account.user, 'sign_in');
    setSessionCookie(request, response, sessionId);
    response.json({ user: account.user });
  });

  const signedIn = requireStaff(staff);

  api.get('/session', signedIn, (request, response) => {
    response.json({ user: staffOf(response), csrfToken: csrfTokenFor(csrf, request, response) });
  });

  api.post('/sign-out', signedIn, async (request, response) => {
    const sessionId = sessionIdOf(request.headers.cookie)!;
    const { signedInElsewhere } = await staff.endSession(sessionId);
    await audit.record(staffOf(response), 'sign_out');
    deps.live.endSession(sessionId);
    // Nobody signed out answers a visitor: their conversations go back to the assistant.
    if (!signedInElsewhere) await deps.live.releaseConversationsOf(staffOf(response));
    clearSessionCookies(request, response);
    response.status(204).end();
  });

  api.post('/sign-out-everywhere', signedIn, async (request, response) => {
    const user = staffOf(response);
    await staff.endAllSessions(user.staffId);
    await audit.record(user, 'sign_out_everywhere');
    deps.live.endSessionsOf(user.staffId);
    await deps.live.releaseConversationsOf(user);
    clearSessionCookies(request, response);
    response.status(204).end();
  });

  api.get('/users', signedIn, requireAdmin, async (_request, response) => {
    response.json({ users: await staff.users() });
  });

  api.post('/users', signedIn, requireAdmin, async (request, response) => {
    const body = parse(newStaffUserSchema, request.body, response);
    if (!body) return;
    try {
      const user = await staff.addUser(body);
      await audit.record(staffOf(response), 'user_added', `${user.email} (${user.role})`);
      response.status(201).json({ user });
    } catch (error) {
      if (error instanceof EmailTakenError) return void response.status(409).json({ success: false, error: error.message });
      throw error;
    }
  });

  api.patch('/users/:staffId', signedIn, requireAdmin, async (request, response) => {
    const staffId = parse(staffIdSchema, request.params.staffId, response);
    const body = staffId === undefined ? undefined : parse(staffUserChangeSchema, request.body, response);
    if (!staffId || !body) return;
    const actor = staffOf(response);
    if (staffId === actor.staffId && body.disabled)
      return void response.status(400).json({ success: false, error: CANNOT_DISABLE_YOURSELF });
    const user = await staff.setDisabled(staffId, body.disabled);
    if (!user) return void response.status(404).json({ success: false, error: 'No such staff account.' });
    await audit.record(actor, body.disabled ? 'user_disabled' : 'user_enabled', user.email);
    if (body.disabled) {
      deps.live.endSessionsOf(user.staffId);
      await deps.live.releaseConversationsOf(user);
    }
    response.json({ user });
  });

  api.get('/audit', signedIn, requireAdmin, async (request, response) => {
    const before = request.query.before === undefined ? undefined : Number(request.query.before);
    if (before !== undefined && !Number.isSafeInteger(before)) {
      return void response.status(400).json({ success: false, error: 'Invalid request: before must be an audit id' });
    }
    response.json({ entries: await audit.entries(before) });
  });

  api.get('/conversations', signedIn, async (_request, response) => {
    response.json({ conversations: await conversations.list() });
  });

  api.get('/conversations/:conversationId', signedIn, async (request, response) => {
    const conversationId = parse(conversationIdSchema, request.params.conversationId, response);
    if (!conversationId) return;
    const detail = await conversations.detail(conversationId);
    if (!detail) return void response.status(404).json({ success: false, error: 'No such conversation.' });
    await audit.record(staffOf(response), 'conversation_opened', conversationId);
    response.json(detail);
  });

  // Nothing else under the inbox's path answers, signed in or not.
  api.use(signedIn, (_request, response) => void response.status(404).json({ success: false, error: 'Not found' }));

  const router = express.Router();
  router.use(INBOX_API_PATH, api);
  return router;
}

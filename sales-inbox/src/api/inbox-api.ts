/**
 * The inbox's REST calls to chat-server (same origin: the inbox's server
 * proxies /api/inbox). Cookies carry the session; every state change sends
 * the session's CSRF token. Answers are parsed with the protocol's schemas.
 */
import {
  type AuditEntry,
  auditEntryListSchema,
  CSRF_HEADER,
  csrfTokenResponseSchema,
  INBOX_API_PATH,
  type NewStaffUser,
  type StaffSession,
  staffSessionSchema,
  type StaffUser,
  staffUserListSchema,
  staffUserSchema,
} from '@agency/chat-protocol/inbox';

/** One field chat-server refused in a 400 (`path` is the field's name, e.g. `password`). */
export interface RequestIssue {
  path: string;
  message: string;
}

/** A refusal, in the words chat-server gave (and, for a 400, each field it refused). */
export class InboxApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: readonly RequestIssue[] = [],
  ) {
    super(message);
  }
}

/** What to tell the person about a failure: chat-server's words, else `fallback`. */
export const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The staff accounts (admins only). */
export interface TeamApi {
  listUsers(): Promise<StaffUser[]>;
  /** Rejects with an InboxApiError: 400 with `issues` per field, 409 when the e-mail is taken. */
  addUser(user: NewStaffUser): Promise<StaffUser>;
  setDisabled(staffId: string, disabled: boolean): Promise<StaffUser>;
}

/** The audit log (admins only): read-only, newest first, a page at a time. */
export interface AuditApi {
  /** The page after the entry `before` (an audit id), or the newest page. An empty page: nothing older. */
  auditEntries(before?: number): Promise<AuditEntry[]>;
}

export interface InboxApi extends TeamApi, AuditApi {
  /** The signed-in session, or null when there is none. */
  currentSession(): Promise<StaffSession | null>;
  signIn(email: string, password: string): Promise<StaffSession>;
  signOut(): Promise<void>;
  signOutEverywhere(): Promise<void>;
}

const isIssue = (value: unknown): value is RequestIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RequestIssue).path === 'string' &&
  typeof (value as RequestIssue).message === 'string';

async function errorOf(response: Response): Promise<InboxApiError> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; issues?: unknown };
  const issues = Array.isArray(body.issues) ? body.issues.filter(isIssue) : [];
  return new InboxApiError(response.status, typeof body.error === 'string' ? body.error : `The inbox answered ${response.status}.`, issues);
}

/** The body of a successful answer, or the refusal thrown. */
async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as Record<string, unknown>;
}

/** The API at `baseUrl` (empty: the page's own origin), over `send` (the browser's fetch unless a test gives its own). */
export function createInboxApi(baseUrl = '', send: typeof fetch = (input, init) => fetch(input, init)): InboxApi {
  let csrfToken: string | undefined;

  const call = (method: string, route: string, body?: unknown) =>
    send(`${baseUrl}${INBOX_API_PATH}${route}`, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(method !== 'GET' && csrfToken && { [CSRF_HEADER]: csrfToken }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const currentSession = async (): Promise<StaffSession | null> => {
    const response = await call('GET', '/session');
    if (response.status === 401) return null;
    if (!response.ok) throw await errorOf(response);
    const session = staffSessionSchema.parse(await response.json());
    csrfToken = session.csrfToken;
    return session;
  };

  return {
    currentSession,
    async signIn(email, password) {
      const token = await call('GET', '/csrf-token');
      if (!token.ok) throw await errorOf(token);
      csrfToken = csrfTokenResponseSchema.parse(await token.json()).csrfToken;
      const response = await call('POST', '/sign-in', { email, password });
      if (!response.ok) throw await errorOf(response);
      const session = await currentSession();
      if (!session) throw new InboxApiError(401, 'The session did not start. Try again.');
      return session;
    },
    async signOut() {
      const response = await call('POST', '/sign-out');
      if (!response.ok && response.status !== 401) throw await errorOf(response);
      csrfToken = undefined;
    },
    async signOutEverywhere() {
      const response = await call('POST', '/sign-out-everywhere');
      if (!response.ok && response.status !== 401) throw await errorOf(response);
      csrfToken = undefined;
    },
    async listUsers() {
      return staffUserListSchema.parse((await bodyOf(await call('GET', '/users'))).users);
    },
    async addUser(user) {
      return staffUserSchema.parse((await bodyOf(await call('POST', '/users', user))).user);
    },
    async setDisabled(staffId, disabled) {
      const route = `/users/${encodeURIComponent(staffId)}`;
      return staffUserSchema.parse((await bodyOf(await call('PATCH', route, { disabled }))).user);
    },
    async auditEntries(before) {
      const query = before === undefined ? '' : `?before=${before}`;
      return auditEntryListSchema.parse((await bodyOf(await call('GET', `/audit${query}`))).entries);
    },
  };
}

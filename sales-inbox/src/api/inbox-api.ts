/**
 * The inbox's REST calls to chat-server (same origin: the inbox's server
 * proxies /api/inbox). Cookies carry the session; every state change sends
 * the session's CSRF token. Answers are parsed with the protocol's schemas.
 */
import { CSRF_HEADER, csrfTokenResponseSchema, INBOX_API_PATH, type StaffSession, staffSessionSchema } from '@agency/chat-protocol/inbox';

/** A refusal, in the words chat-server gave. */
export class InboxApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface InboxApi {
  /** The signed-in session, or null when there is none. */
  currentSession(): Promise<StaffSession | null>;
  signIn(email: string, password: string): Promise<StaffSession>;
  signOut(): Promise<void>;
  signOutEverywhere(): Promise<void>;
}

async function errorOf(response: Response): Promise<InboxApiError> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  return new InboxApiError(response.status, typeof body.error === 'string' ? body.error : `The inbox answered ${response.status}.`);
}

/** The API at `baseUrl` (empty: the page's own origin). */
export function createInboxApi(baseUrl = ''): InboxApi {
  let csrfToken: string | undefined;

  const call = (method: string, route: string, body?: unknown) =>
    fetch(`${baseUrl}${INBOX_API_PATH}${route}`, {
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
  };
}

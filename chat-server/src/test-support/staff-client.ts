/**
 * A member of staff's browser, for tests: keeps the inbox's cookies (as a
 * browser would for the inbox's path) and sends the CSRF token it was given.
 */
import { request as httpRequest } from 'node:http';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { type ConversationSummary, CSRF_HEADER, INBOX_API_PATH, INBOX_NAMESPACE } from '@agency/chat-protocol/inbox';

export interface StaffResponse {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

export class StaffClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<StaffResponse> {
    const response = await plainRequest(method, `${this.baseUrl}${INBOX_API_PATH}${route}`, body, {
      ...(this.cookies.size > 0 && { Cookie: this.cookieHeader() }),
      ...(this.csrfToken && { [CSRF_HEADER]: this.csrfToken }),
      ...headers,
    });
    for (const line of response.setCookies) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      // A cleared cookie comes back empty and already expired.
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The token that signing in needs (bound to no session yet). */
  async fetchSignInToken(): Promise<void> {
    const { body } = await this.request('GET', '/csrf-token');
    this.csrfToken = body.csrfToken as string;
  }

  /** Signs in and takes the session's CSRF token, as the inbox app does. */
  async signIn(email: string, password: string): Promise<StaffResponse> {
    await this.fetchSignInToken();
    const response = await this.request('POST', '/sign-in', { email, password });
    if (response.status === 200) {
      const session = await this.request('GET', '/session');
      this.csrfToken = session.body.csrfToken as string;
    }
    return response;
  }

  /** Connects to the inbox namespace with this browser's cookies; rejects with the refusal. `list`: the list sent on connection. */
  connect(extra: { auth?: Record<string, string> } = {}): Promise<{ socket: Socket; list: Promise<ConversationSummary[]> }> {
    const socket = connectSocket(`${this.baseUrl}${INBOX_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: extra.auth,
      extraHeaders: this.cookies.size > 0 ? { Cookie: this.cookieHeader() } : {},
    });
    // Listening before the connection is made: the list may arrive in the same read as the connection.
    const list = new Promise<ConversationSummary[]>((resolve) => socket.once('conversations', resolve));
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve({ socket, list }));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
  }
}

/** The next `event` the socket receives whose payload matches. */
export function nextEvent<T>(socket: Socket, event: string, matches: (payload: T) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`timed out waiting for ${event}`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/**
 * One HTTP request on a connection of its own: a kept-alive connection that
 * the server closes as idle while the next request is sent would reset it.
 */
export function plainRequest(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<StaffResponse> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, agent: false, headers: { ...(payload !== undefined && { 'Content-Type': 'application/json' }), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const setCookie = response.headers['set-cookie'] ?? [];
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            setCookies: setCookie,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A new visitor's session token (POST /api/session), on a connection of its own. */
export async function visitorToken(baseUrl: string): Promise<{ userId: string; token: string }> {
  const { status, body } = await plainRequest('POST', `${baseUrl}/api/session`);
  if (status < 200 || status > 299) throw new Error(`session failed: ${status}`);
  return body.data as { userId: string; token: string };
}

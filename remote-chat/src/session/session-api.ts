import type { SessionResponse } from '@agency/chat-protocol';
import { isRecord, postJson } from '../shared/http';
import type { VisitorSession } from './session-storage';

export const SESSION_PATH = '/api/session';

function toVisitorSession(body: unknown): VisitorSession | null {
  if (!isRecord(body) || body.success !== true || !isRecord(body.data)) return null;
  const data = body.data as Partial<SessionResponse['data']>;
  if (typeof data.userId !== 'string' || typeof data.sessionId !== 'string' || typeof data.token !== 'string') return null;
  return {
    userId: data.userId,
    sessionId: data.sessionId,
    token: data.token,
    userType: 'anonymous',
    isAnonymous: true,
    createdAt: typeof data.createdAt === 'number' ? data.createdAt : Date.now(),
    lastActiveAt: typeof data.lastActiveAt === 'number' ? data.lastActiveAt : Date.now(),
  };
}

/**
 * Gets the visitor's identity from chat-server: refreshes the stored one when
 * there is one, and starts a new anonymous session when there is none or the
 * server says it expired (401). Null when chat-server cannot be reached.
 */
export async function obtainSession(apiBaseUrl: string, stored: VisitorSession | null): Promise<VisitorSession | null> {
  const url = `${apiBaseUrl}${SESSION_PATH}`;
  if (stored) {
    const refreshed = await postJson(url, {}, stored.token);
    if (refreshed.status !== 401 && refreshed.status !== 403) return toVisitorSession(refreshed.body);
  }
  const created = await postJson(url, {});
  return toVisitorSession(created.body);
}

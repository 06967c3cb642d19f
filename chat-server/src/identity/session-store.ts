/**
 * Anonymous sessions (docs/product-rules.md §3 Session, §4: expire after 24 h of inactivity).
 */
import { SESSION_TIMEOUT_MS } from '@agency/chat-protocol';
import type { Database } from '../storage/database.js';
import { newSessionId, newUserId } from './ids.js';

export { SESSION_TIMEOUT_MS };
/** lastActiveAt is written at most this often per session, not on every packet. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface Session {
  userId: string;
  sessionId: string;
  createdAt: number;
  lastActiveAt: number;
}

interface SessionRow {
  user_id: string;
  session_id: string;
  created_at: string | number;
  last_active_at: string | number;
}

function toSession(row: SessionRow): Session {
  return { userId: row.user_id, sessionId: row.session_id, createdAt: Number(row.created_at), lastActiveAt: Number(row.last_active_at) };
}

export type SessionLookup = { status: 'active'; session: Session } | { status: 'expired' } | { status: 'unknown' };

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  async create(): Promise<Session> {
    const now = this.clock();
    const session: Session = { userId: newUserId(now), sessionId: newSessionId(), createdAt: now, lastActiveAt: now };
    await this.db.query('insert into sessions (session_id, user_id, created_at, last_active_at) values ($1, $2, $3, $4)', [
      session.sessionId,
      session.userId,
      session.createdAt,
      session.lastActiveAt,
    ]);
    return session;
  }

  /** Finds the session and, when still active, records the activity. */
  async touch(sessionId: string, userId: string): Promise<SessionLookup> {
    const rows = await this.db.query<SessionRow>('select * from sessions where session_id = $1 and user_id = $2', [sessionId, userId]);
    const row = rows[0];
    if (!row) return { status: 'unknown' };
    const session = toSession(row);
    const now = this.clock();
    if (now - session.lastActiveAt > SESSION_TIMEOUT_MS) return { status: 'expired' };
    if (now - session.lastActiveAt < SESSION_TOUCH_INTERVAL_MS) return { status: 'active', session };
    await this.db.query('update sessions set last_active_at = $1 where session_id = $2', [now, sessionId]);
    return { status: 'active', session: { ...session, lastActiveAt: now } };
  }

  /** Removes sessions idle for longer than the timeout (hourly cleanup). */
  async deleteExpired(): Promise<number> {
    const rows = await this.db.query<{ session_id: string }>('delete from sessions where last_active_at < $1 returning session_id', [
      this.clock() - SESSION_TIMEOUT_MS,
    ]);
    return rows.length;
  }

  async deleteUser(userId: string): Promise<void> {
    await this.db.query('delete from sessions where user_id = $1', [userId]);
  }
}

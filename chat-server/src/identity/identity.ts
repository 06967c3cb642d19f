/**
 * Resolves a token to the visitor it was issued to (REST, cookie and socket).
 */
import type { Session, SessionStore } from './session-store.js';
import { sign, verify } from './token.js';

export type Authentication = { ok: true; session: Session; token: string } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export const AUTH_ERRORS = {
  missing: 'Authentication required',
  invalid: 'Invalid session token',
  expired: 'Session expired',
} as const;

export class Identity {
  constructor(
    private readonly sessions: SessionStore,
    private readonly secret: string,
  ) {}

  async issue(): Promise<{ session: Session; token: string }> {
    const session = await this.sessions.create();
    return { session, token: sign(session, this.secret) };
  }

  async authenticate(token: string | undefined): Promise<Authentication> {
    if (!token) return { ok: false, reason: 'missing' };
    const claims = verify(token, this.secret);
    if (!claims) return { ok: false, reason: 'invalid' };
    const lookup = await this.sessions.touch(claims.sessionId, claims.userId);
    if (lookup.status === 'active') return { ok: true, session: lookup.session, token };
    // A signed token whose session row is gone was expired and cleaned up, or deleted on request.
    return { ok: false, reason: 'expired' };
  }
}

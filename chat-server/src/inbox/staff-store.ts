/**
 * Staff accounts and their sessions. A session id is random and only its
 * SHA-256 is stored, so a copy of the database opens no session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { NewStaffUser, StaffRole, StaffUser } from '@agency/chat-protocol/inbox';
import type { Database } from '../storage/database.js';
import { hashPassword } from './passwords.js';

/** A session lasts this long from sign-in, whatever happens in it. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

interface StaffRow {
  staff_id: string;
  email: string;
  display_name: string;
  role: StaffRole;
  password_hash: string;
  disabled: boolean;
  created_at: string | number;
}

function toStaffUser(row: StaffRow): StaffUser {
  return {
    staffId: row.staff_id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    disabled: row.disabled,
    createdAt: Number(row.created_at),
  };
}

export function sessionHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A staff account with the e-mail ${email} already exists.`);
  }
}

/** Postgres' unique_violation. */
const UNIQUE_VIOLATION = '23505';

export class StaffStore {
  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  async addUser(user: NewStaffUser): Promise<StaffUser> {
    const passwordHash = await hashPassword(user.password);
    try {
      const [row] = await this.db.query<StaffRow>(
        `insert into staff_users (staff_id, email, display_name, role, password_hash, created_at)
         values ($1, $2, $3, $4, $5, $6) returning *`,
        [`staff_${randomBytes(12).toString('base64url')}`, user.email, user.displayName, user.role, passwordHash, this.clock()],
      );
      return toStaffUser(row!);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError(user.email);
      throw error;
    }
  }

  /** The account and its password hash, for sign-in. */
  async credentialsOf(email: string): Promise<{ user: StaffUser; passwordHash: string } | null> {
    const [row] = await this.db.query<StaffRow>('select * from staff_users where email = $1', [email]);
    return row ? { user: toStaffUser(row), passwordHash: row.password_hash } : null;
  }

  async users(): Promise<StaffUser[]> {
    const rows = await this.db.query<StaffRow>('select * from staff_users order by created_at, email');
    return rows.map(toStaffUser);
  }

  /** Disabling also ends every session of the account. Null for an unknown id. */
  async setDisabled(staffId: string, disabled: boolean): Promise<StaffUser | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<StaffRow>('update staff_users set disabled = $2 where staff_id = $1 returning *', [staffId, disabled]);
      if (row && disabled) await tx.query('delete from staff_sessions where staff_id = $1', [staffId]);
      return row ? toStaffUser(row) : null;
    });
  }

  /** A new session; the returned id goes into the cookie and is never stored. */
  async startSession(staffId: string): Promise<{ sessionId: string; expiresAt: number }> {
    const sessionId = randomBytes(32).toString('base64url');
    const now = this.clock();
    const expiresAt = now + STAFF_SESSION_TTL_MS;
    await this.db.query('insert into staff_sessions (session_hash, staff_id, created_at, expires_at) values ($1, $2, $3, $4)', [
      sessionHash(sessionId),
      staffId,
      now,
      expiresAt,
    ]);
    return { sessionId, expiresAt };
  }

  /** The signed-in person of a session id, or null (unknown, expired, or the account is disabled). */
  async userOfSession(sessionId: string): Promise<StaffUser | null> {
    const [row] = await this.db.query<StaffRow>(
      `select u.* from staff_sessions s join staff_users u on u.staff_id = s.staff_id
        where s.session_hash = $1 and s.expires_at > $2 and not u.disabled`,
      [sessionHash(sessionId), this.clock()],
    );
    return row ? toStaffUser(row) : null;
  }

  /** Ends one session; resolves whether the person is still signed in elsewhere. */
  async endSession(sessionId: string): Promise<{ signedInElsewhere: boolean }> {
    const [row] = await this.db.query<{ remaining: string | number }>(
      `with ended as (delete from staff_sessions where session_hash = $1 returning staff_id)
       select count(*) as remaining from staff_sessions s, ended
        where s.staff_id = ended.staff_id and s.session_hash <> $1 and s.expires_at > $2`,
      [sessionHash(sessionId), this.clock()],
    );
    return { signedInElsewhere: Number(row?.remaining ?? 0) > 0 };
  }

  async endAllSessions(staffId: string): Promise<number> {
    const rows = await this.db.query<{ session_hash: string }>('delete from staff_sessions where staff_id = $1 returning session_hash', [
      staffId,
    ]);
    return rows.length;
  }

  async deleteExpiredSessions(): Promise<number> {
    const rows = await this.db.query<{ session_hash: string }>('delete from staff_sessions where expires_at <= $1 returning session_hash', [
      this.clock(),
    ]);
    return rows.length;
  }
}

/**
 * Who did what, when. Append-only: this module only inserts and reads, and a
 * trigger (migrations 4 and 7) refuses any update or delete of a row but one:
 * the conversation an entry names is forgotten once its visitor is erased.
 */
import type { AuditEntry, StaffUser } from '@agency/chat-protocol/inbox';
import type { Database, Queryable } from '../storage/database.js';

/** What an entry names instead of an erased visitor's conversation: that the access happened stays known. */
export const ERASED_TARGET = 'erased visitor';

/** The entries naming a conversation of `userId` (`<user id>~<chat id>`) forget it. */
export async function forgetVisitorInAudit(db: Queryable, userId: string): Promise<void> {
  await db.query(`update staff_audit_log set target = $2 where starts_with(target, $1 || '~')`, [userId, ERASED_TARGET]);
}

/** The entries naming a conversation that no longer exists (retention removed it) forget it. */
export async function forgetGoneConversationsInAudit(db: Queryable): Promise<number> {
  const rows = await db.query(
    `update staff_audit_log a set target = $1
      where a.target like '%~%' and not exists (
        select 1 from chats c where c.user_id = split_part(a.target, '~', 1) and c.chat_id = split_part(a.target, '~', 2)
      ) returning 1`,
    [ERASED_TARGET],
  );
  return rows.length;
}

export type AuditAction =
  | 'sign_in'
  | 'sign_in_refused'
  | 'sign_out'
  | 'sign_out_everywhere'
  | 'user_added'
  | 'user_disabled'
  | 'user_enabled'
  | 'conversation_opened'
  | 'conversation_taken_over'
  | 'conversation_handed_back'
  | 'agent_message';

/** Entries an admin reads at once, newest first. */
export const AUDIT_PAGE_SIZE = 200;

interface AuditRow {
  audit_id: string | number;
  at: string | number;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target: string | null;
}

export class AuditLog {
  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  async record(actor: Pick<StaffUser, 'staffId' | 'email'> | null, action: AuditAction, target: string | null = null): Promise<void> {
    await this.db.query('insert into staff_audit_log (at, actor_id, actor_email, action, target) values ($1, $2, $3, $4, $5)', [
      this.clock(),
      actor?.staffId ?? null,
      actor?.email ?? null,
      action,
      target,
    ]);
  }

  /** Newest first; `before` (an audit id) reads the page after a previous one. */
  async entries(before?: number): Promise<AuditEntry[]> {
    const rows = await this.db.query<AuditRow>(
      'select * from staff_audit_log where ($1::bigint is null or audit_id < $1) order by audit_id desc limit $2',
      [before ?? null, AUDIT_PAGE_SIZE],
    );
    return rows.map((row) => ({
      auditId: Number(row.audit_id),
      at: Number(row.at),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      target: row.target,
    }));
  }
}

/**
 * The lead outbox: one row per hand-over the webhook has not accepted yet.
 * The row holds the exact body, so every attempt (on any node, after any
 * restart) sends the same bytes under the same idempotency key. A delivered
 * row is deleted; deleting a lead (data rights, retention) deletes its rows.
 */
import { randomBase36 } from '../identity/ids.js';
import type { Database } from '../storage/database.js';

export interface OutboxEntry {
  deliveryId: string;
  leadId: string;
  event: string;
  body: string;
  attempts: number;
}

interface OutboxRow {
  delivery_id: string;
  lead_id: string;
  event: string;
  body: string;
  attempts: number;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return { deliveryId: row.delivery_id, leadId: row.lead_id, event: row.event, body: row.body, attempts: row.attempts };
}

/** Rows taken by one sweep, oldest first. */
export const OUTBOX_BATCH_SIZE = 100;

export function newDeliveryId(): string {
  return `dlv_${Date.now().toString(36)}_${randomBase36(12)}`;
}

export class LeadOutbox {
  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Adds a pending delivery, claimed by the caller for `leaseMs` (it tries it at once);
   * null when the lead is gone (its visitor was erased meanwhile).
   */
  async add(entry: Omit<OutboxEntry, 'attempts'>, leaseMs: number): Promise<OutboxEntry | null> {
    const now = this.clock();
    const rows = await this.db.query(
      `insert into lead_outbox (delivery_id, lead_id, event, body, created_at, next_attempt_at)
       select $1::text, $2::text, $3::text, $4::text, $5::bigint, $6::bigint
        where exists (select from leads where lead_id = $2 for share)
       returning delivery_id`,
      [entry.deliveryId, entry.leadId, entry.event, entry.body, now, now + leaseMs],
    );
    return rows.length === 0 ? null : { ...entry, attempts: 0 };
  }

  /**
   * Claims the due deliveries for `leaseMs`, so another node sweeping at the
   * same time skips them (a node dying mid-delivery only delays them).
   */
  async claimDue(leaseMs: number): Promise<OutboxEntry[]> {
    const now = this.clock();
    const rows = await this.db.query<OutboxRow>(
      `update lead_outbox set next_attempt_at = $2
       where delivery_id in (select delivery_id from lead_outbox where next_attempt_at <= $1 order by created_at limit ${OUTBOX_BATCH_SIZE} for update skip locked)
       returning delivery_id, lead_id, event, body, attempts`,
      [now, now + leaseMs],
    );
    return rows.map(toEntry);
  }

  async delivered(deliveryId: string): Promise<void> {
    await this.db.query('delete from lead_outbox where delivery_id = $1', [deliveryId]);
  }

  /** Records a failed attempt; the delivery is due again at `retryAt`. */
  async failed(deliveryId: string, error: string, retryAt: number): Promise<number> {
    const rows = await this.db.query<{ attempts: number }>(
      'update lead_outbox set attempts = attempts + 1, last_error = $2, next_attempt_at = $3 where delivery_id = $1 returning attempts',
      [deliveryId, error.slice(0, 500), retryAt],
    );
    return rows[0]?.attempts ?? 0;
  }

  /** Gives a claimed delivery back (shutdown): due at once for the next sweep or start. */
  async release(deliveryId: string): Promise<void> {
    await this.db.query('update lead_outbox set next_attempt_at = $2 where delivery_id = $1', [deliveryId, this.clock()]);
  }

  async pending(): Promise<number> {
    const rows = await this.db.query<{ count: string | number }>('select count(*) as count from lead_outbox');
    return Number(rows[0]?.count ?? 0);
  }
}

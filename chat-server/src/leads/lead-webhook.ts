/**
 * Hands leads to sales: a JSON POST to LEAD_WEBHOOK_URL, signed with
 * HMAC-SHA256 (header X-Vaultline-Signature: sha256=<hex> over
 * "<timestamp>.<body>", timestamp in X-Vaultline-Timestamp), with an
 * Idempotency-Key header (also `idempotencyKey` in the body) the receiver can
 * drop repeats by. Every hand-over is written to the outbox first, tried at
 * once with exponential back-off, and otherwise by the sweep at start-up and
 * every hour, until the receiver accepts it: at-least-once delivery.
 * Delivery runs in the background and never blocks a visitor.
 */
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logging/logger.js';
import type { LeadOutbox, OutboxEntry } from './lead-outbox.js';
import { newDeliveryId } from './lead-outbox.js';
import type { LeadRecord, LeadStore } from './lead-store.js';

export const WEBHOOK_SIGNATURE_HEADER = 'X-Vaultline-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Vaultline-Timestamp';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Attempts right after a lead is recorded; the sweep then tries once per run. */
export const WEBHOOK_ATTEMPTS = 5;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries still pending are retried this often (and at start-up). */
export const OUTBOX_SWEEP_INTERVAL_MS = 60 * 60_000;
/** A node trying a delivery holds it this long, so other nodes' sweeps leave it alone. */
export const OUTBOX_CLAIM_MS = 10 * 60_000;

/** `lead.handover_requested`: the visitor just asked for a person (the lead's `handoverRequested` is set). */
export type LeadEvent = 'lead.qualified' | 'lead.contact_form' | 'lead.handover_requested' | 'lead.updated';

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookOptions {
  url: string;
  secret: string;
  leads: LeadStore;
  outbox: LeadOutbox;
  logger: Logger;
  backoffMs?: (attempt: number) => number;
  clock?: () => number;
}

export class LeadWebhook {
  private readonly pending = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private readonly clock: () => number;

  constructor(private readonly options: WebhookOptions) {
    this.clock = options.clock ?? Date.now;
  }

  /** Writes the hand-over to the outbox (durable once this resolves), then tries it in the background. */
  async notify(lead: LeadRecord, event: LeadEvent): Promise<void> {
    const deliveryId = newDeliveryId();
    const body = JSON.stringify({ event, sentAt: new Date(this.clock()).toISOString(), idempotencyKey: deliveryId, lead });
    const entry = await this.options.outbox.add({ deliveryId, leadId: lead.leadId, event, body }, OUTBOX_CLAIM_MS);
    if (!entry) return;
    this.track(this.deliver(entry, WEBHOOK_ATTEMPTS));
  }

  /** One attempt for every due delivery (start-up, hourly). */
  sweep(): Promise<void> {
    const run = this.options.outbox.claimDue(OUTBOX_CLAIM_MS).then(async (entries) => {
      if (entries.length > 0) this.options.logger.info('webhook', 'outbox sweep', { due: entries.length });
      await Promise.all(entries.map((entry) => this.deliver(entry, 1)));
    });
    const tracked = run.catch((error: unknown) => this.options.logger.error('webhook', 'outbox sweep failed', error));
    this.track(tracked);
    return tracked;
  }

  private track(delivery: Promise<void>): void {
    const settled = delivery.finally(() => this.pending.delete(settled));
    this.pending.add(settled);
  }

  private async deliver(entry: OutboxEntry, attempts: number): Promise<void> {
    const backoff = this.options.backoffMs ?? ((attempt: number) => 1000 * 2 ** (attempt - 1));
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (this.stopping.signal.aborted) return this.options.outbox.release(entry.deliveryId);
      const failure = await this.attempt(entry, entry.attempts + attempt);
      if (failure === null) return;
      if (this.stopping.signal.aborted) return this.options.outbox.release(entry.deliveryId);
      const last = attempt === attempts;
      // After the last attempt the delivery is due for the next sweep; until then this node holds it.
      await this.options.outbox.failed(entry.deliveryId, failure, this.clock() + (last ? 0 : OUTBOX_CLAIM_MS));
      if (last) return;
      try {
        await sleep(backoff(attempt), undefined, { signal: this.stopping.signal });
      } catch {
        return this.options.outbox.release(entry.deliveryId);
      }
    }
  }

  /** null when the receiver accepted the delivery, else why not. */
  private async attempt(entry: OutboxEntry, attemptNumber: number): Promise<string | null> {
    const { leadId, deliveryId } = entry;
    const timestamp = String(this.clock());
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: deliveryId,
          [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(this.options.secret, timestamp, entry.body),
        },
        body: entry.body,
        signal: AbortSignal.any([AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), this.stopping.signal]),
      });
      if (response.ok) {
        await this.options.outbox.delivered(deliveryId);
        await this.options.leads.markDelivered(leadId, attemptNumber);
        this.options.logger.info('webhook', 'lead delivered', { leadId, deliveryId, attempt: attemptNumber });
        return null;
      }
      this.options.logger.error('webhook', 'lead delivery refused', {
        leadId,
        deliveryId,
        attempt: attemptNumber,
        status: response.status,
      });
      return `HTTP ${response.status}`;
    } catch (error) {
      this.options.logger.error('webhook', 'lead delivery failed', { leadId, deliveryId, attempt: attemptNumber }, error);
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Lets running deliveries finish (tests). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Shutdown: stops waiting and sending; what is not delivered stays in the outbox for the next start. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.settle();
  }
}

/**
 * Hands leads to sales: a JSON POST to LEAD_WEBHOOK_URL, signed with
 * HMAC-SHA256 (header X-Vaultline-Signature: sha256=<hex> over
 * "<timestamp>.<body>", timestamp in X-Vaultline-Timestamp), retried with
 * exponential back-off. Delivery runs in the background and never blocks a visitor.
 */
import { createHmac } from 'node:crypto';
import type { Logger } from '../logging/logger.js';
import type { LeadRecord, LeadStore } from './lead-store.js';

export const WEBHOOK_SIGNATURE_HEADER = 'X-Vaultline-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Vaultline-Timestamp';
export const WEBHOOK_ATTEMPTS = 5;
export const WEBHOOK_TIMEOUT_MS = 10_000;

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookOptions {
  url: string;
  secret: string;
  leads: LeadStore;
  logger: Logger;
  backoffMs?: (attempt: number) => number;
}

export class LeadWebhook {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: WebhookOptions) {}

  notify(lead: LeadRecord, event: 'lead.qualified' | 'lead.contact_form' | 'lead.updated'): void {
    const delivery = this.deliver(lead, event).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  private async deliver(lead: LeadRecord, event: string): Promise<void> {
    const body = JSON.stringify({ event, sentAt: new Date().toISOString(), lead });
    const backoff = this.options.backoffMs ?? ((attempt: number) => 1000 * 2 ** (attempt - 1));
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt += 1) {
      const timestamp = String(Date.now());
      try {
        const response = await fetch(this.options.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(this.options.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        if (response.ok) {
          await this.options.leads.markDelivered(lead.leadId, attempt);
          this.options.logger.info('webhook', 'lead delivered', { leadId: lead.leadId, attempt });
          return;
        }
        this.options.logger.error('webhook', 'lead delivery refused', { leadId: lead.leadId, attempt, status: response.status });
      } catch (error) {
        this.options.logger.error('webhook', 'lead delivery failed', { leadId: lead.leadId, attempt }, error);
      }
      if (attempt < WEBHOOK_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, backoff(attempt)));
    }
  }

  /** Lets running deliveries finish (shutdown, tests). */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

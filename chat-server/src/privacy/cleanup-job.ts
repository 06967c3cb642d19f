/**
 * The hourly cleanup (docs/product-rules.md §4, issue 8): expired sessions, and chats and
 * leads older than RETENTION_DAYS; the audit log forgets the conversations removed.
 */
import type { ChatStore } from '../chat/chat-store.js';
import type { SessionStore } from '../identity/session-store.js';
import type { LeadStore } from '../leads/lead-store.js';
import type { Logger } from '../logging/logger.js';
import type { Scheduler } from '../shared/scheduler.js';
import type { Queryable } from '../storage/database.js';
import { forgetGoneConversationsInAudit } from '../inbox/audit-log.js';

export const CLEANUP_INTERVAL_MS = 60 * 60_000;
export const DAY_MS = 86_400_000;

export interface CleanupResult {
  sessions: number;
  chats: number;
  leads: number;
  /** Audit entries that no longer name a conversation retention removed. */
  auditEntriesForgotten: number;
}

export async function runCleanup(deps: {
  db: Queryable;
  sessions: SessionStore;
  chats: ChatStore;
  leads: LeadStore;
  retentionDays: number;
  now?: number;
}): Promise<CleanupResult> {
  const cutoff = (deps.now ?? Date.now()) - deps.retentionDays * DAY_MS;
  return {
    sessions: await deps.sessions.deleteExpired(),
    // A chat's messages and bookings go with it.
    chats: await deps.chats.deleteOlderThan(cutoff),
    leads: await deps.leads.deleteOlderThan(cutoff),
    auditEntriesForgotten: await forgetGoneConversationsInAudit(deps.db),
  };
}

export function scheduleCleanup(deps: Parameters<typeof runCleanup>[0] & { logger: Logger; scheduler: Scheduler }): () => void {
  const run = () =>
    runCleanup(deps)
      .then((result) => deps.logger.info('cleanup', 'retention cleanup done', { ...result, retentionDays: deps.retentionDays }))
      .catch((error: unknown) => deps.logger.error('cleanup', 'retention cleanup failed', error));
  void run();
  return deps.scheduler.every(CLEANUP_INTERVAL_MS, () => void run());
}

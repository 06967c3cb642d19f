/**
 * GET /api/privacy/export?format=json|markdown and DELETE /api/privacy/data,
 * both for the authenticated visitor only.
 */
import { Router } from 'express';
import { dataExportQuerySchema, type PrivacySettingsResponse } from '@agency/chat-protocol';
import type { Knowledge } from '../assistant/knowledge.js';
import type { ChatStore } from '../chat/chat-store.js';
import { clearSessionCookie, requireSession, sessionOf } from '../http/authenticate.js';
import { validationError } from '../http/validation.js';
import type { Identity } from '../identity/identity.js';
import { SESSION_TIMEOUT_MS } from '../identity/session-store.js';
import type { LeadStore } from '../leads/lead-store.js';
import type { Logger } from '../logging/logger.js';
import type { Database } from '../storage/database.js';
import { deleteUserData, exportAsMarkdown, exportUserData } from './data-rights.js';
import type { BookingStore } from '../booking/booking-store.js';

export interface PrivacyDeps {
  identity: Identity;
  db: Database;
  chats: ChatStore;
  leads: LeadStore;
  bookings: BookingStore;
  knowledge: Knowledge;
  logger: Logger;
  /** Ends the visitor's chat turns running on this node, without writing anything; resolves once they have ended. */
  endVisitorTurns: (userId: string) => Promise<void>;
  /** Closes the visitor's open sockets after deletion. */
  onVisitorDeleted: (userId: string) => void;
  retentionDays: number;
}

export function privacyRoutes(deps: PrivacyDeps): Router {
  const router = Router();
  // Public: the privacy policy states the figures from the same settings the server applies.
  router.get('/api/privacy/settings', (_request, response) => {
    const body: PrivacySettingsResponse = {
      success: true,
      data: { retentionDays: deps.retentionDays, sessionTimeoutHours: SESSION_TIMEOUT_MS / 3_600_000 },
    };
    response.json(body);
  });
  router.get('/api/privacy/export', requireSession(deps.identity), async (request, response) => {
    const query = dataExportQuerySchema.safeParse(request.query);
    if (!query.success) return void response.status(400).json(validationError(query.error, 'Invalid export format'));
    const { userId } = sessionOf(response);
    const data = await exportUserData(userId, deps);
    const date = data.exportedAt.slice(0, 10);
    response.setHeader('Cache-Control', 'no-store');
    if (query.data.format === 'markdown') {
      response.setHeader('Content-Disposition', `attachment; filename="conversations-${date}.md"`);
      response.type('text/markdown; charset=utf-8').send(exportAsMarkdown(data, deps.knowledge.agencyName, deps.knowledge.assistantName));
      return;
    }
    response.setHeader('Content-Disposition', `attachment; filename="conversations-${date}.json"`);
    response.json({ success: true, data });
  });
  router.delete('/api/privacy/data', requireSession(deps.identity), async (_request, response) => {
    const { userId } = sessionOf(response);
    // Erasure wins over a reply still streaming: it ends first, and a turn on another node finds no visitor to write for.
    await deps.endVisitorTurns(userId);
    const result = await deleteUserData(deps.db, userId);
    clearSessionCookie(response);
    deps.onVisitorDeleted(userId);
    deps.logger.info('privacy', 'visitor data deleted', { ...result });
    response.json({ success: true, data: result });
  });
  return router;
}

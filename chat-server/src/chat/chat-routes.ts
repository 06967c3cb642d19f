/**
 * POST /api/chat/list and /api/chat/load (docs/product-rules.md §7), the caller's chats only.
 */
import { Router } from 'express';
import { ownsUserId, requireSession, sessionOf } from '../http/authenticate.js';
import { validationError } from '../http/validation.js';
import type { Identity } from '../identity/identity.js';
import {
  CHAT_LIST_LIMIT,
  chatListRequestSchema,
  chatLoadRequestSchema,
  type ChatListResponse,
  type ChatLoadResponse,
} from '@agency/chat-protocol';
import type { ChatStore } from './chat-store.js';

export function chatRoutes(identity: Identity, store: ChatStore): Router {
  const router = Router();
  router.post('/api/chat/list', requireSession(identity), async (request, response) => {
    const parsed = chatListRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return void response.status(400).json(validationError(parsed.error));
    if (!ownsUserId(request, response)) return;
    const chats = await store.listChats(sessionOf(response).userId, CHAT_LIST_LIMIT);
    const body: ChatListResponse = { success: true, data: chats.map(({ chatId }) => ({ chatId })) };
    response.json(body);
  });
  router.post('/api/chat/load', requireSession(identity), async (request, response) => {
    const parsed = chatLoadRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return void response.status(400).json(validationError(parsed.error));
    if (!ownsUserId(request, response)) return;
    const entries = await store.messages(sessionOf(response).userId, parsed.data.chatId);
    const body: ChatLoadResponse = { success: true, data: { entries } };
    response.json(body);
  });
  return router;
}

/**
 * POST /api/chat/list and /api/chat/load (docs/product-rules.md §7), the caller's chats only.
 */
import { Router } from 'express';
import { z } from 'zod';
import { ownsUserId, requireSession, sessionOf } from '../http/authenticate.js';
import { validationError } from '../http/validation.js';
import type { Identity } from '../identity/identity.js';
import { idSchema, type ChatListResponse, type ChatLoadResponse } from '../protocol/index.js';
import type { ChatStore } from './chat-store.js';

const listSchema = z.object({ userId: idSchema.optional() });
const loadSchema = z.object({ userId: idSchema.optional(), chatId: idSchema });

/** docs/product-rules.md §9: the chat history cap. */
export const CHAT_LIST_LIMIT = 50;

export function chatRoutes(identity: Identity, store: ChatStore): Router {
  const router = Router();
  router.post('/api/chat/list', requireSession(identity), async (request, response) => {
    const parsed = listSchema.safeParse(request.body ?? {});
    if (!parsed.success) return void response.status(400).json(validationError(parsed.error));
    if (!ownsUserId(request, response)) return;
    const chats = await store.listChats(sessionOf(response).userId, CHAT_LIST_LIMIT);
    const body: ChatListResponse = { success: true, data: chats.map(({ chatId }) => ({ chatId })) };
    response.json(body);
  });
  router.post('/api/chat/load', requireSession(identity), async (request, response) => {
    const parsed = loadSchema.safeParse(request.body ?? {});
    if (!parsed.success) return void response.status(400).json(validationError(parsed.error));
    if (!ownsUserId(request, response)) return;
    const entries = await store.messages(sessionOf(response).userId, parsed.data.chatId);
    const body: ChatLoadResponse = { success: true, data: { entries } };
    response.json(body);
  });
  return router;
}

import {
  chatListResponseSchema,
  chatLoadResponseSchema,
  sessionResponseSchema,
  type ChatListRequest,
  type ChatLoadRequest,
  type ChatMessage,
} from '@agency/chat-protocol';
import { fetchJson, type JsonResponse } from '@agency/site-kit/browser/fetch-json';
import { CHAT_TIMING } from '../shared/chat-rules';
import type { VisitorSession } from './visitor-storage';

/** chat-server's REST side as the chat uses it; every answer is parsed with the protocol's schemas. */
export const CHAT_PATHS = { session: '/api/session', list: '/api/chat/list', load: '/api/chat/load' } as const;

/** A POST to chat-server; null when no answer came (offline, server down, timeout). */
async function post(url: string, body: unknown, token?: string): Promise<JsonResponse | null> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  return fetchJson(url, { method: 'POST', body, headers, timeoutMs: CHAT_TIMING.socketTimeoutMs }).catch(() => null);
}

/**
 * The visitor's identity from chat-server: the stored one refreshed when there is one, a new
 * anonymous session when there is none or the server refuses it (401/403). Null when
 * chat-server cannot be reached or answers something else.
 */
export async function obtainSession(apiBaseUrl: string, stored: VisitorSession | null): Promise<VisitorSession | null> {
  const url = `${apiBaseUrl}${CHAT_PATHS.session}`;
  let answer = stored ? await post(url, {}, stored.token) : null;
  if (stored && !answer) return null;
  if (!answer || answer.status === 401 || answer.status === 403) answer = await post(url, {});
  return sessionResponseSchema.safeParse(answer?.body).data?.data ?? null;
}

/** POST /api/chat/list: the visitor's chat ids, newest first; any failure gives an empty list (docs/product-rules.md §8). */
export async function listChats(apiBaseUrl: string, session: VisitorSession): Promise<string[]> {
  const request: ChatListRequest = { userId: session.userId };
  const answer = await post(`${apiBaseUrl}${CHAT_PATHS.list}`, request, session.token);
  const parsed = chatListResponseSchema.safeParse(answer?.body).data;
  return parsed?.success ? parsed.data.map((item) => item.chatId) : [];
}

/** POST /api/chat/load: one chat's stored messages; any failure gives an empty list (docs/product-rules.md §8). */
export async function loadChat(apiBaseUrl: string, session: VisitorSession, chatId: string): Promise<ChatMessage[]> {
  const request: ChatLoadRequest = { userId: session.userId, chatId };
  const answer = await post(`${apiBaseUrl}${CHAT_PATHS.load}`, request, session.token);
  const parsed = chatLoadResponseSchema.safeParse(answer?.body).data;
  return parsed?.success ? parsed.data.entries : [];
}

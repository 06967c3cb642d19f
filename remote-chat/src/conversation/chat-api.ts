import type { ChatMessage } from '@agency/chat-protocol';
import { isRecord, postJson } from '../shared/http';

export const CHAT_PATHS = { list: '/api/chat/list', load: '/api/chat/load' } as const;

interface Caller {
  userId: string;
  token: string;
}

function isChatMessage(value: unknown): value is ChatMessage {
  return (
    isRecord(value) &&
    typeof value.messageId === 'string' &&
    typeof value.chatId === 'string' &&
    (value.role === 'user' || value.role === 'assistant' || value.role === 'system') &&
    typeof value.content === 'string' &&
    typeof value.timestamp === 'number'
  );
}

/** POST /api/chat/list: the visitor's chat ids, newest first. Any failure gives an empty list (docs/product-rules.md §8). */
export async function listChats(apiBaseUrl: string, caller: Caller): Promise<string[]> {
  const { body } = await postJson(`${apiBaseUrl}${CHAT_PATHS.list}`, { userId: caller.userId }, caller.token);
  if (!isRecord(body) || body.success !== true || !Array.isArray(body.data)) return [];
  return body.data.flatMap((item: unknown) => (isRecord(item) && typeof item.chatId === 'string' ? [item.chatId] : []));
}

/** POST /api/chat/load: one chat's stored messages. Any failure gives an empty list (docs/product-rules.md §8). */
export async function loadChat(apiBaseUrl: string, caller: Caller, chatId: string): Promise<ChatMessage[]> {
  const { body } = await postJson(`${apiBaseUrl}${CHAT_PATHS.load}`, { userId: caller.userId, chatId }, caller.token);
  if (!isRecord(body) || body.success !== true || !isRecord(body.data) || !Array.isArray(body.data.entries)) return [];
  return body.data.entries.filter(isChatMessage);
}

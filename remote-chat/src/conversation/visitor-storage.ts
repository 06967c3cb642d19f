import { idListSchema, storedVisitorSchema, type SessionResponse } from '@agency/chat-protocol';
import { readStored, readStoredJson, removeStored, writeStored, writeStoredJson } from '@agency/site-kit/browser/storage';
import { CHAT_LIMITS, CHAT_TIMING, STORAGE_KEYS } from '../shared/chat-rules';

/** The visitor's anonymous identity, issued and signed by chat-server (docs/product-rules.md §3 session). */
export type VisitorSession = SessionResponse['data'];

/** Stored data that fails to parse counts as absent (docs/product-rules.md §5). */
const isValid =
  <T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }) =>
  (value: unknown): value is T =>
    schema.safeParse(value).success;

export function loadStoredSession(): VisitorSession | null {
  const record = readStoredJson(STORAGE_KEYS.userRecord, isValid(storedVisitorSchema));
  const sessionId = readStored(STORAGE_KEYS.sessionId);
  return record && sessionId ? { ...record, sessionId } : null;
}

export function storeSession({ sessionId, ...record }: VisitorSession): void {
  writeStoredJson(STORAGE_KEYS.userRecord, record);
  writeStored(STORAGE_KEYS.sessionId, sessionId);
}

/** Forgets the visitor on this device: identity, active chat and chat list. */
export function clearStoredVisitor(): void {
  Object.values(STORAGE_KEYS).forEach(removeStored);
}

export function isSessionExpired(session: VisitorSession, now: number): boolean {
  return now - session.lastActiveAt > CHAT_TIMING.sessionTimeoutMs;
}

export function loadActiveChatId(): string | null {
  return readStored(STORAGE_KEYS.activeChatId) || null;
}

export function storeActiveChatId(chatId: string): void {
  writeStored(STORAGE_KEYS.activeChatId, chatId);
}

export function loadChatIdList(): string[] {
  return readStoredJson(STORAGE_KEYS.chatIdList, isValid(idListSchema)) ?? [];
}

export function storeChatIdList(chatIds: string[]): void {
  writeStoredJson(STORAGE_KEYS.chatIdList, chatIds);
}

/** Newest first, no duplicates, at most 50 ids (docs/product-rules.md §5). `newer` wins its position over `older`. */
export function mergeChatIds(newer: readonly string[], older: readonly string[]): string[] {
  return [...new Set([...newer, ...older])].slice(0, CHAT_LIMITS.chatHistoryCap);
}

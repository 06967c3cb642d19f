import { CHAT_LIMITS, CHAT_TIMING } from '../shared/chat-rules';
import { isRecord } from '../shared/http';
import { readStored, readStoredJson, removeStored, writeStored } from '@agency/tooling/browser/storage';

/**
 * Local storage keys (docs/product-rules.md §7): user id record, session id, active chat id,
 * chat id list. The consent record belongs to the shell.
 */
export const SESSION_KEYS = {
  userRecord: 'chat_user',
  sessionId: 'chat_session_id',
  activeChatId: 'chat_active_chat_id',
  chatIdList: 'chat_history',
} as const;

/** The visitor's anonymous identity, issued and signed by chat-server (docs/product-rules.md §3 session). */
export interface VisitorSession {
  userId: string;
  sessionId: string;
  /** Bearer token for REST calls and the socket handshake. */
  token: string;
  userType: 'anonymous';
  isAnonymous: true;
  createdAt: number;
  lastActiveAt: number;
}

type UserRecord = Omit<VisitorSession, 'sessionId'>;

function isUserRecord(value: unknown): value is UserRecord {
  return (
    isRecord(value) &&
    typeof value.userId === 'string' &&
    value.userId !== '' &&
    typeof value.token === 'string' &&
    value.token !== '' &&
    value.userType === 'anonymous' &&
    value.isAnonymous === true &&
    typeof value.createdAt === 'number' &&
    typeof value.lastActiveAt === 'number'
  );
}

function isChatIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '');
}

export function loadStoredSession(): VisitorSession | null {
  const record = readStoredJson(SESSION_KEYS.userRecord, isUserRecord);
  const sessionId = readStored(SESSION_KEYS.sessionId);
  if (!record || !sessionId) return null;
  return { ...record, sessionId };
}

export function storeSession(session: VisitorSession): void {
  const { sessionId, ...record } = session;
  writeStored(SESSION_KEYS.userRecord, JSON.stringify(record));
  writeStored(SESSION_KEYS.sessionId, sessionId);
}

/** Forgets the visitor entirely: identity, active chat and chat list. */
export function clearStoredSession(): void {
  Object.values(SESSION_KEYS).forEach(removeStored);
}

export function isSessionExpired(session: VisitorSession, now: number): boolean {
  return now - session.lastActiveAt > CHAT_TIMING.sessionTimeoutMs;
}

export function loadActiveChatId(): string | null {
  const value = readStored(SESSION_KEYS.activeChatId);
  return value ? value : null;
}

export function storeActiveChatId(chatId: string): void {
  writeStored(SESSION_KEYS.activeChatId, chatId);
}

/** The stored chat id list; unparsable data gives the default, an empty list (docs/product-rules.md §5). */
export function loadChatIdList(): string[] {
  return readStoredJson(SESSION_KEYS.chatIdList, isChatIdList) ?? [];
}

export function storeChatIdList(chatIds: string[]): void {
  writeStored(SESSION_KEYS.chatIdList, JSON.stringify(chatIds));
}

/** Newest first, no duplicates, at most 50 ids (docs/product-rules.md §5). `newer` wins its position over `older`. */
export function mergeChatIds(newer: readonly string[], older: readonly string[]): string[] {
  return [...new Set([...newer, ...older])].slice(0, CHAT_LIMITS.chatHistoryCap);
}

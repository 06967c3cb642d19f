/**
 * Identifiers. docs/product-rules.md §6: an anonymous user id whose random part has 9 characters.
 */
import { randomBytes, randomFillSync, randomInt } from 'node:crypto';

export const USER_ID_RANDOM_LENGTH = 9;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export function randomBase36(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** `anon_<base36 time>_<9 random characters>`. */
export function newUserId(now = Date.now()): string {
  return `anon_${now.toString(36)}_${randomBase36(USER_ID_RANDOM_LENGTH)}`;
}

export function newSessionId(): string {
  return `sess_${randomBytes(16).toString('base64url')}`;
}

/** Random bytes for message ids, filled 256 ids at a time: one call per message cost as much as the rest of its first chunk. */
const messageIdPool = Buffer.alloc(12 * 256);
let messageIdOffset = messageIdPool.length;

export function newMessageId(): string {
  if (messageIdOffset === messageIdPool.length) {
    randomFillSync(messageIdPool);
    messageIdOffset = 0;
  }
  messageIdOffset += 12;
  return `msg_${messageIdPool.toString('base64url', messageIdOffset - 12, messageIdOffset)}`;
}

export function newLeadId(): string {
  return `lead_${randomBytes(12).toString('base64url')}`;
}

export const USER_ID_PATTERN = /^anon_[0-9a-z]+_[0-9a-z]{9}$/;

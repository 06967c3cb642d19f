/**
 * The numbers both sides of the wire agree on (docs/product-rules.md §5, §7, §9).
 * chat-server enforces them; the remotes show them to the visitor before the
 * server would refuse.
 */

/** Longest visitor chat message, in characters (`send_message` payload `message`). */
export const MAX_MESSAGE_LENGTH = 4000;

/** POST /api/chat/list answers at most this many chats, newest first; the client keeps as many ids. */
export const CHAT_LIST_LIMIT = 50;

/** A visitor's session expires after 24 h without activity. */
export const SESSION_TIMEOUT_MS = 24 * 60 * 60 * 1000;

/** Longest chat, user or message id the server accepts. */
export const ID_MAX_LENGTH = 128;

/** Longest `systemPrompt` accepted (and ignored) in a chat payload. */
export const SYSTEM_PROMPT_MAX_LENGTH = 20_000;

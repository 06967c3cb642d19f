/**
 * Every number and timing of the chat (docs/product-rules.md §2, §4, §5, §9), defined once.
 * The limits chat-server enforces too come from the protocol (@agency/chat-protocol).
 */
import { CHAT_LIST_LIMIT, SESSION_TIMEOUT_MS } from '@agency/chat-protocol/limits';

export const CHAT_TIMING = {
  /** The launcher appears after 1 s. */
  launcherDelayMs: 1000,
  /**
   * One pulse of the launcher. It pulses twice when it appears and twice when an
   * unread message arrives, never on and on: WCAG 2.2.2 allows motion that starts by
   * itself for at most 5 s, and a pulse that never ends kept the page busy while idle.
   */
  launcherPulseMs: 2000,
  launcherPulses: 2,
  /**
   * A returning visitor's conversation (session, socket) starts once the loaded page is idle,
   * at the latest this long after the load event; anyone else's only when they open the window.
   */
  conversationIdleTimeoutMs: 10_000,
  /** On opening, the input is focused after 300 ms. */
  inputFocusDelayMs: 300,
  /**
   * A person from the team repeats "typing" every 2 s while they type (sales-inbox's typing signal):
   * without it for this long, they are no longer shown as typing (their connection may have gone).
   */
  personTypingExpiryMs: 6_000,
  /** The streaming reply is shown throttled at 100 ms. */
  streamThrottleMs: 100,
  /** A code block's copy button confirms for 3 s. */
  copyConfirmMs: 3000,
  /** The message area's scroll handler runs at most every 100 ms. */
  scrollThrottleMs: 100,
  /** A socket connect attempt fails with 'Connection timeout' after 10 s (then socket.io retries). */
  connectWaitMs: 10_000,
  /** Socket acknowledgements and REST calls to chat-server give up after 20 s. */
  socketTimeoutMs: 20_000,
  /** A session expires after 24 h of inactivity. */
  sessionTimeoutMs: SESSION_TIMEOUT_MS,
  /** The session expiry check runs every hour. */
  sessionCheckIntervalMs: 3_600_000,
  /** The visitor counts as no longer typing after this pause. */
  typingIdleMs: 2000,
} as const;

export const CHAT_LIMITS = {
  /** At most 5 reconnect attempts, then disconnected. */
  maxReconnectAttempts: 5,
  maxQuickReplies: 4,
  /** The chat id list keeps at most 50 ids. */
  chatHistoryCap: CHAT_LIST_LIMIT,
  /** Auto-scroll when within 150 px of the bottom… */
  autoScrollNearPx: 150,
  /** …or when there are 2 or fewer messages. */
  autoScrollMaxMessages: 2,
  /** The input grows to at most 100 px (the stylesheet caps it at 120 px). */
  inputMaxHeightPx: 100,
  inputStylesheetMaxHeightPx: 120,
  /** The unread badge shows '9+' above 9. */
  unreadBadgeMax: 9,
  /** Analytics keeps the last 100 events. */
  analyticsEventCap: 100,
  /** Logged message content is truncated to 100 characters. */
  logContentMax: 100,
  /** The composer counts the characters left once this few remain before MAX_MESSAGE_LENGTH (@agency/chat-protocol). */
  charactersLeftFrom: 200,
} as const;

/**
 * Local storage keys (docs/product-rules.md §7): user id record, session id, active chat id,
 * chat id list. They exist only once the visitor has opened the chat. The consent record
 * belongs to the shell.
 */
export const STORAGE_KEYS = {
  userRecord: 'chat_user',
  sessionId: 'chat_session_id',
  activeChatId: 'chat_active_chat_id',
  chatIdList: 'chat_history',
} as const;

/** Where the offline notice sends the visitor: the heading of the start-project section below every page (remote-contact). */
export const START_PROJECT_HREF = '#start-project-title';

/**
 * Window geometry (docs/product-rules.md §2): 450×600 on desktop, above the launcher; under
 * 640 px nearly full width, its bottom offset leaving the launcher visible.
 */
export const WINDOW_SIZE = {
  widthPx: 450,
  heightPx: 600,
  edgeOffsetPx: 24,
  launcherSizePx: 56,
  launcherGapPx: 16,
  mobileEdgeOffsetPx: 16,
  mobileInsetPx: 8,
  mobileBottomOffsetPx: 88,
} as const;

/** Desktop: the window's bottom edge sits above the launcher. */
export const WINDOW_BOTTOM_PX = WINDOW_SIZE.edgeOffsetPx + WINDOW_SIZE.launcherSizePx + WINDOW_SIZE.launcherGapPx;

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
   * The conversation (session, socket) starts when the visitor reaches for the
   * launcher, or once the loaded page is idle, at the latest this long after
   * the load event: never while the page itself is still being built.
   */
  conversationIdleTimeoutMs: 10_000,
  /**
   * After a reconnect, a reply that is neither stored nor streaming again
   * within this time is given up: the server that wrote it has gone.
   */
  interruptedReplyGraceMs: 8000,
  /** On opening, the input is focused after 300 ms. */
  inputFocusDelayMs: 300,
  /** The streaming reply is shown throttled at 100 ms. */
  streamThrottleMs: 100,
  /** A code block's copy button confirms for 3 s. */
  copyConfirmMs: 3000,
  /** The message area's scroll handler runs at most every 100 ms. */
  scrollThrottleMs: 100,
  /** The socket connect attempt fails with 'Connection timeout' after 10 s. */
  connectWaitMs: 10_000,
  /** Socket timeout: connect handshake and acknowledgements. */
  socketTimeoutMs: 20_000,
  /** A session expires after 24 h of inactivity. */
  sessionTimeoutMs: SESSION_TIMEOUT_MS,
  /** The session expiry check runs every hour. */
  sessionCheckIntervalMs: 3_600_000,
  /** The visitor counts as no longer typing after this pause. */
  typingIdleMs: 2000,
  /** Waits between attempts to obtain a session while chat-server is unreachable. */
  sessionRetryDelaysMs: [2000, 5000, 10_000, 30_000],
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

/** docs/product-rules.md §9 lead score, reading B (the chat window). */
export const LEAD_SCORE_B = {
  messagesForFull: 10,
  messagesWeight: 30,
  averageLengthForFull: 100,
  averageLengthWeight: 30,
  pointsPerNeed: 10,
  needsCap: 40,
} as const;

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

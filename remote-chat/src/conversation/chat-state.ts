import type { Booking, BookingOffer, ChatMessage, ConversationPhase, LeadStage, MessageAuthor, QuickReply } from '@agency/chat-protocol';
import { CHAT_LIMITS } from '../shared/chat-rules';
import { CHAT_TEXT } from '../shared/content';
import { newMessageId } from '../shared/ids';

/**
 * docs/product-rules.md chat connection states. 'disconnected' is the end of trying: the connect
 * wait and 5 reconnect attempts failed (or no session could be had); the window says the
 * assistant is offline until the visitor retries.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** The user's sent text, shown until the server echoes it as a stored message (docs/product-rules.md §4). */
export interface PendingMessage {
  /** The id the window gave it, replaced by chat-server's own once the send is acknowledged. */
  messageId: string;
  /** The row's key from the tap on, kept once stored, so the row is never redrawn (nor announced again). */
  rowKey: string;
  content: string;
  timestamp: number;
}

/**
 * chat-server's latest reading of the conversation (CHAT_STATUS 'analysis'): the one lead score
 * (reading A) and the phase derived from it, shown together in the status line.
 */
export interface ConversationAnalysis {
  phase: ConversationPhase;
  leadScore: number;
  stage: LeadStage | null;
  quickReplies: QuickReply[];
  /** Free consultation times chat-server offers with this analysis; null when it offers none (e.g. once booked). */
  bookingOffer: BookingOffer | null;
}

/** What the polite status region announces (once per reply, never per chunk). */
export type ReplyAnnouncement = 'none' | 'responding' | 'complete';

/** docs/product-rules.md §3 chat state, plus what the window shows around it. */
export interface ChatState {
  connection: ConnectionStatus;
  connectionError: string | null;
  userId: string | null;
  activeChatId: string | null;
  chatHistory: string[];
  /** User and assistant messages, and the notices that a person from the team joined or left: the window shows nothing else. */
  messages: ChatMessage[];
  pending: PendingMessage | null;
  /** The row key of each of the visitor's messages that was pending in this window, by its stored id. */
  rowKeys: Readonly<Record<string, string>>;
  isHistoryLoading: boolean;
  isLoading: boolean;
  isStreaming: boolean;
  streamingMessageId: string | null;
  /** The streaming reply as displayed (updated at most every 100 ms). */
  streamingMessage: string;
  streamingStartedAt: number;
  assistantTyping: boolean;
  /** The person from the team who is typing in this chat, if one is. */
  personTyping: MessageAuthor | null;
  analysis: ConversationAnalysis;
  announcement: ReplyAnnouncement;
  isWindowOpen: boolean;
  /** Assistant messages that arrived while the window was closed. */
  unread: number;
  /**
   * The visitor's latest message has failed and the window said so. A message chat-server cannot
   * store is both refused (the ack) and ends its reply with an error: one error is shown.
   */
  turnFailed: boolean;
  /** The consultation the visitor booked in the active chat from this window. */
  booking: Booking | null;
}

export const INITIAL_ANALYSIS: ConversationAnalysis = { phase: 'welcome', leadScore: 0, stage: null, quickReplies: [], bookingOffer: null };

export const initialChatState: ChatState = {
  connection: 'connecting',
  connectionError: null,
  userId: null,
  activeChatId: null,
  chatHistory: [],
  messages: [],
  pending: null,
  rowKeys: {},
  isHistoryLoading: false,
  isLoading: false,
  isStreaming: false,
  streamingMessageId: null,
  streamingMessage: '',
  streamingStartedAt: 0,
  assistantTyping: false,
  personTyping: null,
  analysis: INITIAL_ANALYSIS,
  announcement: 'none',
  isWindowOpen: false,
  unread: 0,
  turnFailed: false,
  booking: null,
};

export type ChatAction =
  | { type: 'connection'; status: ConnectionStatus; error: string | null }
  | { type: 'identity'; userId: string | null }
  | { type: 'chatHistory'; chatIds: string[] }
  | { type: 'chatActivated'; chatId: string }
  | { type: 'historyLoading' }
  | { type: 'historyLoaded'; chatId: string; entries: ChatMessage[] }
  | { type: 'sent'; pending: PendingMessage }
  | { type: 'sendAcknowledged'; clientMessageId: string; messageId: string }
  | { type: 'sendFailed'; timestamp: number }
  | { type: 'messageStored'; message: ChatMessage }
  | { type: 'streamProgress'; messageId: string; text: string; at: number }
  | { type: 'streamEnded'; message: ChatMessage }
  | { type: 'replyFailed'; timestamp: number; error: string }
  | { type: 'replyInterrupted'; timestamp: number; partial: ChatMessage | null }
  | { type: 'replyIdle' }
  | { type: 'analysis'; chatId: string; analysis: ConversationAnalysis }
  /** chat-server's answer to a booking that failed: the times free now. */
  | { type: 'bookingOffered'; chatId: string; offer: BookingOffer }
  | { type: 'booked'; booking: Booking }
  | { type: 'assistantTyping'; isTyping: boolean }
  | { type: 'personTyping'; chatId: string | undefined; author: MessageAuthor; isTyping: boolean }
  | { type: 'windowOpen'; open: boolean }
  | { type: 'reset' };

const isShownRole = (message: ChatMessage) =>
  message.role === 'user' || message.role === 'assistant' || (message.role === 'system' && message.notice !== undefined);

/** The person from the team answering this chat instead of the assistant: the latest notice says who joined, or that they left. */
export function personInChat(state: Pick<ChatState, 'messages'>): MessageAuthor | null {
  const notice = state.messages.findLast((message) => message.notice !== undefined);
  return notice?.notice === 'person_joined' ? (notice.author ?? null) : null;
}

/** Adds or replaces a message by id, keeping time order. */
function upsert(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((item) => item.messageId === message.messageId);
  if (index === -1) return [...messages, message];
  return messages.map((item, i) => (i === index ? message : item));
}

function errorReply(timestamp: number, chatId: string, content: string = CHAT_TEXT.sendError, messageId = newMessageId()): ChatMessage {
  return { messageId, chatId, role: 'assistant', content, timestamp };
}

/** The id of the notice that a reply was cut off: the stored reply of that id replaces the notice. */
const interruptionNoticeId = (replyId: string) => `${replyId}:interrupted`;

function withUnread(state: ChatState, added: number): number {
  return state.isWindowOpen ? 0 : state.unread + added;
}

const replyFinished = {
  isLoading: false,
  isStreaming: false,
  streamingMessageId: null,
  streamingMessage: '',
  assistantTyping: false,
  announcement: 'complete',
} as const;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'connection':
      return { ...state, connection: action.status, connectionError: action.error };
    case 'identity':
      return { ...state, userId: action.userId };
    case 'chatHistory':
      return { ...state, chatHistory: action.chatIds };
    case 'chatActivated':
      return {
        ...state,
        ...replyFinished,
        announcement: 'none',
        activeChatId: action.chatId,
        personTyping: null,
        messages: [],
        pending: null,
        rowKeys: {},
        analysis: INITIAL_ANALYSIS,
        booking: null,
      };
    case 'historyLoading':
      return { ...state, isHistoryLoading: true };
    case 'historyLoaded':
      return reduceHistoryLoaded(state, action.chatId, action.entries);
    case 'sent': {
      // A person answers in their own time: the window does not wait for a reply of the assistant.
      const awaitsAssistant = personInChat(state) === null;
      return {
        ...state,
        pending: action.pending,
        isLoading: awaitsAssistant,
        announcement: awaitsAssistant ? 'responding' : 'none',
        turnFailed: false,
      };
    }
    case 'sendAcknowledged':
      // chat-server stores the message under its own id; the echo carries that id.
      if (state.pending?.messageId !== action.clientMessageId) return state;
      return { ...state, pending: { ...state.pending, messageId: action.messageId } };
    case 'sendFailed': {
      const { activeChatId, pending } = state;
      if (!activeChatId) return state;
      const unsent: ChatMessage[] = pending
        ? [{ messageId: pending.messageId, chatId: activeChatId, role: 'user', content: pending.content, timestamp: pending.timestamp }]
        : [];
      // The failed reply's error is already the last message: the unsent message goes before it.
      const messages = state.turnFailed
        ? [...state.messages.slice(0, -1), ...unsent, ...state.messages.slice(-1)]
        : [...state.messages, ...unsent, errorReply(action.timestamp, activeChatId)];
      const rowKeys = pending ? rowKeysKeeping(pending, pending.messageId, state.rowKeys) : state.rowKeys;
      return { ...state, ...replyFinished, announcement: 'none', pending: null, rowKeys, messages, turnFailed: true };
    }
    case 'messageStored':
      return reduceMessageStored(state, action.message);
    case 'streamProgress':
      return {
        ...state,
        isStreaming: true,
        isLoading: true,
        assistantTyping: false,
        streamingMessageId: action.messageId,
        streamingMessage: action.text,
        streamingStartedAt: state.streamingMessageId === action.messageId ? state.streamingStartedAt : action.at,
      };
    case 'streamEnded':
      return {
        ...state,
        ...replyFinished,
        messages: upsert(state.messages, action.message),
        unread: withUnread(state, 1),
      };
    case 'replyFailed':
      if (!state.activeChatId) return state;
      if (state.turnFailed) return { ...state, ...replyFinished, announcement: 'none' };
      return {
        ...state,
        ...replyFinished,
        announcement: 'none',
        turnFailed: true,
        messages: [...state.messages, errorReply(action.timestamp, state.activeChatId, action.error)],
      };
    case 'replyInterrupted': {
      if (!state.activeChatId || !state.isLoading) return state;
      const { partial } = action;
      const notice = errorReply(
        action.timestamp,
        state.activeChatId,
        CHAT_TEXT.replyInterrupted,
        partial ? interruptionNoticeId(partial.messageId) : newMessageId(),
      );
      const messages = [...state.messages, ...(partial ? [partial] : []), ...(state.turnFailed ? [] : [notice])];
      return { ...state, ...replyFinished, announcement: 'none', turnFailed: true, messages };
    }
    case 'replyIdle':
      return { ...state, ...replyFinished };
    case 'analysis':
      if (action.chatId !== state.activeChatId) return state;
      return { ...state, analysis: action.analysis };
    case 'bookingOffered':
      if (action.chatId !== state.activeChatId) return state;
      return { ...state, analysis: { ...state.analysis, bookingOffer: action.offer } };
    case 'booked':
      if (action.booking.chatId !== state.activeChatId) return state;
      return { ...state, booking: action.booking };
    case 'assistantTyping':
      return { ...state, assistantTyping: action.isTyping };
    case 'personTyping':
      if (action.chatId !== undefined && action.chatId !== state.activeChatId) return state;
      return { ...state, personTyping: action.isTyping ? action.author : null };
    case 'windowOpen':
      return { ...state, isWindowOpen: action.open, unread: action.open ? 0 : state.unread };
    case 'reset':
      return { ...initialChatState, connection: state.connection, isWindowOpen: state.isWindowOpen };
  }
}

function reduceMessageStored(state: ChatState, message: ChatMessage): ChatState {
  if (message.chatId !== state.activeChatId || !isShownRole(message)) return state;
  if (message.role === 'user') {
    const { pending } = state;
    const messages = upsert(state.messages, message);
    if (!pending || (pending.messageId !== message.messageId && pending.content !== message.content)) return { ...state, messages };
    return { ...state, messages, pending: null, rowKeys: rowKeysKeeping(pending, message.messageId, state.rowKeys) };
  }
  const isNew = !state.messages.some((item) => item.messageId === message.messageId);
  // A notice changes who answers; it is no reply, so a reply being awaited or streamed goes on.
  if (message.role === 'system') return { ...state, messages: upsert(state.messages, message), personTyping: null };
  return {
    ...state,
    ...replyFinished,
    messages: upsert(state.messages, message),
    personTyping: null,
    unread: withUnread(state, isNew ? 1 : 0),
  };
}

/**
 * The pending message is now the message stored as `storedId` (its echo can come before the send's
 * acknowledgement, so before the pending message knows that id): its row keeps its key.
 */
function rowKeysKeeping(pending: PendingMessage, storedId: string, rowKeys: ChatState['rowKeys']): ChatState['rowKeys'] {
  return { ...rowKeys, [storedId]: pending.rowKey };
}

/**
 * The stored conversation, merged with what is shown by message id (the
 * stored version wins). After a reconnect this is how a reply completed while
 * offline appears (replacing its partial text and the notice that it was cut
 * off); a load answered after live messages arrived loses none of them; a
 * pending message the server has stored stops being pending.
 */
function reduceHistoryLoaded(state: ChatState, chatId: string, entries: ChatMessage[]): ChatState {
  if (chatId !== state.activeChatId) return state;
  const stored = entries.filter(isShownRole);
  const storedIds = new Set(stored.flatMap((message) => [message.messageId, interruptionNoticeId(message.messageId)]));
  const liveOnly = state.messages.filter((message) => !storedIds.has(message.messageId));
  const messages = [...stored, ...liveOnly].sort((a, b) => a.timestamp - b.timestamp);
  const { pending } = state;
  const pendingStored = pending !== null && messages.some((item) => item.messageId === pending.messageId);
  const last = messages.at(-1);
  const replyCompleted = state.isLoading && last?.role === 'assistant' && (pending === null || pendingStored);
  const base = {
    ...state,
    isHistoryLoading: false,
    messages,
    ...(pendingStored ? { pending: null, rowKeys: rowKeysKeeping(pending, pending.messageId, state.rowKeys) } : {}),
  };
  return replyCompleted ? { ...base, ...replyFinished } : base;
}

/** Quick replies show only when there are some and the assistant is not busy (docs/product-rules.md §2), at most 4. */
export function visibleQuickReplies(state: ChatState): QuickReply[] {
  if (state.isLoading || state.isStreaming) return [];
  return state.analysis.quickReplies.slice(0, CHAT_LIMITS.maxQuickReplies);
}

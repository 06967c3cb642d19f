import {
  isStreamFrame,
  serverEnvelopeSchema,
  socketAckSchema,
  userTypingEventSchema,
  type ChatMessage,
  type ChatStatusPayload,
  type ClientToServerEvents,
  type SendMessageEnvelope,
  type ServerEnvelope,
  type ServerEnvelopeOf,
  type ServerToClientEvents,
  type SocketAck,
  type StreamFrame,
} from '@agency/chat-protocol';
import { io, type Socket } from 'socket.io-client';
import { checkBookingChoice, fetchInvite, requestBooking, type BookingChoice, type BookingOutcome } from '../booking';
import { deleteVisitorData, fetchConversationExport, saveFile, type ExportFormat } from '../privacy';
import { CHAT_LIMITS, CHAT_TIMING } from '../shared/chat-rules';
import { CHAT_TEXT } from '../shared/content';
import { afterNextPaint } from '../shared/after-next-paint';
import { newChatId, newMessageId } from '../shared/ids';
import { log } from '../shared/log';
import { throttle } from '../shared/throttle';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-state';
import { listChats, loadChat, obtainSession } from './chat-rest';
import {
  clearStoredVisitor,
  isSessionExpired,
  loadActiveChatId,
  loadChatIdList,
  loadStoredSession,
  mergeChatIds,
  storeActiveChatId,
  storeChatIdList,
  storeSession,
  type VisitorSession,
} from './visitor-storage';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ChatClientOptions {
  /** chat-server's base URL (HTTP and socket.io); '' means the site origin. */
  apiBaseUrl: string;
  /** A message could not be sent or its reply failed (docs/product-rules.md §8). */
  onError?: (error: string) => void;
}

/** The visitor's conversation, without React: observe it with `subscribe`, drive it with the actions. */
export interface ChatClient {
  getState: () => ChatState;
  /** Calls `listener` after every state change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Obtains the session, connects and restores the chats; returns the function that stops it all. */
  start: () => () => void;
  /** Sends the text; false when nothing was sent (blank, not connected, no session or chat, busy). */
  send: (text: string) => boolean;
  stop: () => void;
  newChat: () => void;
  /** After the chat gave up (offline), tries again from the start. */
  retry: () => void;
  setTyping: (isTyping: boolean) => void;
  setWindowOpen: (open: boolean) => void;
  downloadConversations: (format: ExportFormat) => Promise<boolean>;
  /** Deletes everything chat-server keeps about the visitor, then starts over as a new anonymous visitor. */
  deleteMyData: () => Promise<boolean>;
  /** Books the offered consultation time in the active chat; a failure brings the times free now, when chat-server sent them. */
  book: (choice: BookingChoice) => Promise<BookingOutcome>;
  /** Saves the booked consultation's calendar invite as a file; false on failure. */
  downloadInvite: () => Promise<boolean>;
}

/** chat-server's answers to a token it no longer accepts (its AUTH_ERRORS). */
const SESSION_REJECTED = /session expired|invalid session token|authentication required/i;

/** A socket acknowledgement, parsed; a timeout or a malformed answer is a failure. */
async function acknowledged(pending: Promise<unknown>): Promise<SocketAck> {
  try {
    return socketAckSchema.safeParse(await pending).data ?? { ok: false, error: 'Malformed acknowledgement' };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The visitor's conversation with the assistant (docs/product-rules.md §2–§5, §7): the anonymous
 * session, one typed socket.io connection, the chat list and history, sending, streaming and
 * chat-server's analysis. What the server says becomes state through `envelopeHandlers` (server
 * events → state changes); the reducer in chat-state.ts owns what the window shows.
 */
export function createChatClient({ apiBaseUrl, onError = () => undefined }: ChatClientOptions): ChatClient {
  let state = initialChatState;
  const listeners = new Set<() => void>();
  const dispatch = (action: ChatAction) => {
    const next = chatReducer(state, action);
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  /** Bumped by every start and stop: async work of an earlier run is dropped when it returns. */
  let run = 0;
  let session: VisitorSession | null = null;
  let socket: ChatSocket | null = null;
  let hasConnected = false;
  let lastError: string | null = null;
  let refusals = 0;
  let activeChatId: string | null = null;
  let chatHistory: string[] = [];
  let personTypingExpiry: ReturnType<typeof setTimeout> | undefined;
  /** Replies cut off by a lost connection: frames that still come for them are not shown again. */
  const interrupted = new Set<string>();

  // ------------------------------------------------------------ the streamed reply
  // Accumulated here and shown at most every 100 ms (docs/product-rules.md §4), not once per chunk.
  let streaming = { messageId: null as string | null, text: '', startedAt: 0 };
  let redraw = throttle(() => undefined, CHAT_TIMING.streamThrottleMs);
  const resetStream = () => {
    redraw.cancel();
    streaming = { messageId: null, text: '', startedAt: 0 };
  };

  const onStreamFrame = (frame: StreamFrame) => {
    if (frame.chatId !== activeChatId) return;
    if (interrupted.has(frame.messageId)) {
      // It was written after all: its stored version replaces the partial text and the notice.
      if (frame.isStreamEnd) void loadActiveChat();
      return;
    }
    if (streaming.messageId !== frame.messageId) {
      resetStream();
      const { messageId } = frame;
      streaming = { messageId, text: '', startedAt: Date.now() };
      redraw = throttle(
        () => dispatch({ type: 'streamProgress', messageId, text: streaming.text, at: streaming.startedAt }),
        CHAT_TIMING.streamThrottleMs,
      );
    }
    streaming.text += frame.message;
    if (!frame.isStreamEnd) {
      redraw.run();
      return;
    }
    const message: ChatMessage = {
      messageId: frame.messageId,
      chatId: frame.chatId,
      role: 'assistant',
      content: streaming.text,
      timestamp: Date.now(),
      ...(frame.usage ? { usage: frame.usage } : {}),
    };
    resetStream();
    dispatch({ type: 'streamEnded', message });
  };

  /** The connection dropped while a reply was awaited: it ends now, so the visitor is never left waiting. */
  const interruptReply = () => {
    if (!state.isLoading) return;
    const { messageId, text, startedAt } = streaming;
    if (messageId) interrupted.add(messageId);
    const partial: ChatMessage | null =
      messageId && text && activeChatId
        ? { messageId, chatId: activeChatId, role: 'assistant', content: text, timestamp: startedAt }
        : null;
    resetStream();
    log('I', 'reply interrupted by a lost connection', { messageId });
    dispatch({ type: 'replyInterrupted', timestamp: Date.now(), partial });
  };

  const onChatStatus = (payload: ChatStatusPayload) => {
    if (payload.chatId !== activeChatId) return;
    if (payload.status === 'analysis') {
      const { conversationPhase: phase, leadScore, leadStage: stage, quickReplies } = payload;
      const bookingOffer = payload.bookingOffer ?? null;
      dispatch({ type: 'analysis', chatId: payload.chatId, analysis: { phase, leadScore, stage, quickReplies, bookingOffer } });
    } else if (payload.status === 'error') {
      resetStream();
      // chat-server's own words say what went wrong (rate limit, restart, provider failure).
      dispatch({ type: 'replyFailed', timestamp: Date.now(), error: payload.error || CHAT_TEXT.sendError });
      onError(payload.error);
    } else if (streaming.messageId === null) {
      // 'stopped' before any text: the end frame that normally ends the reply will not come.
      dispatch({ type: 'replyIdle' });
    }
  };

  // ------------------------------------------------------------ server events → state changes
  const envelopeHandlers: { [T in ServerEnvelope['type']]: (payload: ServerEnvelopeOf<T>['payload']) => void } = {
    CHAT_MESSAGE: (payload) => {
      if (isStreamFrame(payload)) onStreamFrame(payload);
      else dispatch({ type: 'messageStored', message: payload });
    },
    CHAT_STATUS: onChatStatus,
    CONNECTION_ERROR: ({ error }) => log('ERROR', 'chat-server rejected a packet', { error }),
    // Another tab of the same visitor came or went: nothing changes in this one.
    USER_JOIN: () => undefined,
    USER_LEAVE: () => undefined,
    RECONNECTED: () => undefined,
  };

  const serverEvents: ServerToClientEvents = {
    message: (envelope) => {
      const parsed = serverEnvelopeSchema.safeParse(envelope);
      if (!parsed.success) {
        log('ERROR', 'malformed envelope from chat-server', { type: String((envelope as { type?: unknown }).type) });
        return;
      }
      // The schema paired the type with its payload; TypeScript cannot follow that pairing into the table.
      const handle = envelopeHandlers[parsed.data.type] as (payload: ServerEnvelope['payload']) => void;
      handle(parsed.data.payload);
    },
    user_typing: (event) => {
      const parsed = userTypingEventSchema.safeParse(event);
      if (!parsed.success) return;
      const { author, chatId, isTyping } = parsed.data;
      if (author) {
        clearTimeout(personTypingExpiry);
        dispatch({ type: 'personTyping', chatId, author, isTyping });
        if (isTyping)
          personTypingExpiry = setTimeout(
            () => dispatch({ type: 'personTyping', chatId, author, isTyping: false }),
            CHAT_TIMING.personTypingExpiryMs,
          );
      }
      // Another tab of this visitor is not someone typing to them.
      else if (parsed.data.userId !== session?.userId) dispatch({ type: 'assistantTyping', isTyping });
    },
  };

  // ------------------------------------------------------------ the connection
  const giveUp = () => dispatch({ type: 'connection', status: 'disconnected', error: lastError ?? CHAT_TEXT.connectionFailed });

  /**
   * One socket.io connection (docs/product-rules.md §7): websocket first, then polling; each
   * connect attempt waits at most 10 s ('Connection timeout'); after 5 failed reconnect attempts
   * socket.io stops and the chat reports disconnected (offline) until the visitor retries.
   */
  const openSocket = (token: string): ChatSocket => {
    const opened: ChatSocket = io(apiBaseUrl || window.location.origin, {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      auth: { token },
      timeout: CHAT_TIMING.connectWaitMs,
      reconnectionAttempts: CHAT_LIMITS.maxReconnectAttempts,
    });
    opened.on('connect', () => {
      const isReconnect = hasConnected;
      hasConnected = true;
      refusals = 0;
      lastError = null;
      // Connected means in the visitor's room: every (re)connect rejoins it before the window says so.
      void joinRoom().then(() => {
        if (opened.connected) dispatch({ type: 'connection', status: 'connected', error: null });
      });
      // A reply that completed while offline appears; a cut-off reply is replaced by its stored version.
      if (isReconnect) void loadActiveChat();
    });
    opened.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      dispatch({ type: 'connection', status: 'reconnecting', error: null });
      interruptReply();
      // A server closing the socket on purpose (e.g. a deploy) is not retried by socket.io itself.
      if (reason === 'io server disconnect') opened.connect();
    });
    opened.on('connect_error', (error) => {
      lastError = error.message === 'timeout' ? CHAT_TEXT.connectionTimeout : error.message || CHAT_TEXT.connectionFailed;
      if (opened.active) {
        dispatch({ type: 'connection', status: hasConnected ? 'reconnecting' : 'connecting', error: lastError });
        return;
      }
      // chat-server refused the handshake (e.g. the token expired): a new session may help, once.
      refusals += 1;
      if (refusals > 1) giveUp();
      else void establish(session);
    });
    opened.io.on('reconnect_failed', giveUp);
    opened.on('message', serverEvents.message);
    opened.on('user_typing', serverEvents.user_typing);
    return opened;
  };

  /** Connects under the session's identity; the server reads it at the handshake, so a new token needs a new connection. */
  const connectAs = (token: string) => {
    if (!socket) {
      socket = openSocket(token);
      return;
    }
    socket.auth = { token };
    if (socket.connected) socket.disconnect();
    dispatch({ type: 'connection', status: 'connecting', error: null });
    socket.connect();
  };

  const joinRoom = async () => {
    const thisRun = run;
    if (!session || !socket) return;
    const ack = await acknowledged(socket.timeout(CHAT_TIMING.socketTimeoutMs).emitWithAck('join_room', session.userId));
    if (!ack.ok && thisRun === run) log('ERROR', 'join_room failed', { error: ack.error });
  };

  // ------------------------------------------------------------ session and chats
  /**
   * Gets a session from chat-server (a stored one inactive for 24 h is dropped without asking),
   * connects under it and, for a new visitor or without an active chat, restores the chats.
   */
  const establish = async (stored: VisitorSession | null) => {
    const thisRun = run;
    const usable = stored && !isSessionExpired(stored, Date.now()) ? stored : null;
    if (stored && !usable) clearStoredVisitor();
    const obtained = await obtainSession(apiBaseUrl, usable);
    if (thisRun !== run) return;
    if (!obtained) {
      lastError = CHAT_TEXT.connectionFailed;
      giveUp();
      return;
    }
    const previous = usable ?? stored;
    const isNewVisitor = previous?.userId !== obtained.userId;
    if (isNewVisitor && previous) clearStoredVisitor();
    storeSession(obtained);
    session = obtained;
    dispatch({ type: 'identity', userId: obtained.userId });
    connectAs(obtained.token);
    if (isNewVisitor || !activeChatId) await restoreChats(obtained);
  };

  const updateHistory = (chatIds: string[]) => {
    chatHistory = chatIds;
    storeChatIdList(chatIds);
    dispatch({ type: 'chatHistory', chatIds });
  };

  const activateChat = (chatId: string) => {
    resetStream();
    activeChatId = chatId;
    storeActiveChatId(chatId);
    dispatch({ type: 'chatActivated', chatId });
  };

  const loadActiveChat = async () => {
    const thisRun = run;
    const chatId = activeChatId;
    if (!session || !chatId) return;
    dispatch({ type: 'historyLoading' });
    const entries = await loadChat(apiBaseUrl, session, chatId);
    if (thisRun === run) dispatch({ type: 'historyLoaded', chatId, entries });
  };

  /** The stored active chat, else the newest on the server, else a new one (docs/product-rules.md §7 chat list). */
  const restoreChats = async (visitor: VisitorSession) => {
    const thisRun = run;
    const serverIds = await listChats(apiBaseUrl, visitor);
    if (thisRun !== run || session?.userId !== visitor.userId) return;
    const chatIds = mergeChatIds(serverIds, loadChatIdList());
    const chatId = loadActiveChatId() ?? chatIds[0] ?? newChatId();
    updateHistory(chatIds.includes(chatId) ? chatIds : mergeChatIds([chatId], chatIds));
    activateChat(chatId);
    await loadActiveChat();
  };

  /** Forgets the visitor on this device and starts over as a new anonymous visitor. */
  const startOver = async () => {
    if (session && socket?.connected) void acknowledged(socket.timeout(CHAT_TIMING.socketTimeoutMs).emitWithAck('leave_room'));
    resetStream();
    session = null;
    activeChatId = null;
    chatHistory = [];
    clearStoredVisitor();
    dispatch({ type: 'reset' });
    await establish(null);
  };

  // ------------------------------------------------------------ the visitor's actions
  const start = () => {
    run += 1;
    const thisRun = run;
    void establish(loadStoredSession());
    const expiryCheck = setInterval(() => {
      if (session && isSessionExpired(session, Date.now())) void startOver();
    }, CHAT_TIMING.sessionCheckIntervalMs);

    return () => {
      if (thisRun !== run) return;
      run += 1;
      clearInterval(expiryCheck);
      clearTimeout(personTypingExpiry);
      resetStream();
      socket?.removeAllListeners();
      socket?.io.removeAllListeners();
      socket?.disconnect();
      socket = null;
      session = null;
      hasConnected = false;
      activeChatId = null;
    };
  };

  /** A message accepted by `send` whose row is not drawn yet: a second Enter in that frame sends nothing. */
  let queuedMessage = false;

  const send = (text: string): boolean => {
    const message = text.trim();
    const visitor = session;
    const chatId = activeChatId;
    const live = socket;
    if (!message || !visitor || !chatId || !live?.connected || state.isLoading || state.isStreaming || queuedMessage) return false;

    // The tap paints the cleared input first; the message's row, its storage and the emit follow in
    // the next task, together, so its acknowledgement and reply always find the row there.
    queuedMessage = true;
    const thisRun = run;
    afterNextPaint(() => {
      queuedMessage = false;
      if (thisRun !== run) return;
      const messageId = newMessageId();
      const pending = { messageId, rowKey: messageId, content: message, timestamp: Date.now() };
      dispatch({ type: 'sent', pending });
      // The visitor was active: lastActiveAt moves on every send (docs/product-rules.md §4 session).
      session = { ...visitor, lastActiveAt: pending.timestamp };
      storeSession(session);
      updateHistory(mergeChatIds([chatId], chatHistory));
      live.emit('user_typing', visitor.userId, false);
      const envelope: SendMessageEnvelope = {
        roomId: visitor.userId,
        type: 'CHAT_MESSAGE',
        payload: { userId: visitor.userId, chatId, message, isStream: true, messageId: pending.messageId },
      };
      const sent = live.timeout(CHAT_TIMING.socketTimeoutMs).emitWithAck('send_message', envelope);
      void acknowledged(sent).then((ack) => {
        if (ack.ok) {
          if (ack.messageId) dispatch({ type: 'sendAcknowledged', clientMessageId: pending.messageId, messageId: ack.messageId });
          return;
        }
        // A late failure of an earlier message must not end the turn the visitor has started since.
        if (state.pending?.messageId !== pending.messageId) return;
        dispatch({ type: 'sendFailed', timestamp: Date.now() });
        onError(ack.error);
        // The session ended while the socket stayed open: get a valid one so the next try works.
        if (SESSION_REJECTED.test(ack.error)) void establish(session);
      });
    });
    return true;
  };

  const stop = () => {
    if (!session || !socket || !activeChatId || !state.isLoading) return;
    const envelope: SendMessageEnvelope = {
      roomId: session.userId,
      type: 'CHAT_STATUS',
      payload: { userId: session.userId, chatId: activeChatId, status: 'stop' },
    };
    const sent = socket.timeout(CHAT_TIMING.socketTimeoutMs).emitWithAck('send_message', envelope);
    void acknowledged(sent).then((ack) => {
      if (!ack.ok) log('ERROR', 'stop request failed', { error: ack.error });
    });
  };

  const newChat = () => {
    if (!session) return;
    const chatId = newChatId();
    activateChat(chatId);
    updateHistory(mergeChatIds([chatId], chatHistory));
    if (socket?.connected) void joinRoom();
  };

  const retry = () => {
    lastError = null;
    refusals = 0;
    dispatch({ type: 'connection', status: 'connecting', error: null });
    if (session && socket) socket.connect();
    else void establish(session ?? loadStoredSession());
  };

  const downloadConversations = async (format: ExportFormat) => {
    if (!session) return false;
    const file = await fetchConversationExport(apiBaseUrl, session.token, format);
    if (file) saveFile(file);
    return file !== null;
  };

  const deleteMyData = async () => {
    if (!session || !(await deleteVisitorData(apiBaseUrl, session.token))) return false;
    await startOver();
    return true;
  };

  const book = async (choice: BookingChoice): Promise<BookingOutcome> => {
    const visitor = session;
    const chatId = activeChatId;
    if (!visitor || !chatId) return { ok: false, error: CHAT_TEXT.booking.failed, offer: null };
    const checked = checkBookingChoice(chatId, choice);
    if (!checked.ok) return { ok: false, error: checked.error, offer: null, field: checked.field };
    const outcome = await requestBooking(apiBaseUrl, visitor.token, checked.request);
    if (outcome.ok) dispatch({ type: 'booked', booking: outcome.booking });
    else if (outcome.offer) dispatch({ type: 'bookingOffered', chatId, offer: outcome.offer });
    if (!outcome.ok) log('I', 'booking refused', { error: outcome.error });
    return outcome;
  };

  const downloadInvite = async () => {
    const { booking } = state;
    if (!session || !booking) return false;
    const blob = await fetchInvite(apiBaseUrl, session.token, booking.bookingId);
    if (blob) saveFile({ blob, fileName: CHAT_TEXT.booking.inviteFileName });
    return blob !== null;
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    send,
    stop,
    newChat,
    retry,
    setTyping: (isTyping) => {
      if (session && socket?.connected) socket.emit('user_typing', session.userId, isTyping);
    },
    setWindowOpen: (open) => dispatch({ type: 'windowOpen', open }),
    downloadConversations,
    deleteMyData,
    book,
    downloadInvite,
  };
}

import type {
  ChatMessage,
  ChatMessageEventPayload,
  ChatPayload,
  ChatStatusPayload,
  ConnectionErrorPayload,
  QuickReply,
  SocketEnvelope,
  StopGenerationPayload,
  StreamFrame,
  UserTypingEvent,
} from 'chat-server/protocol';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { openChatConnection, type ChatConnection } from '../connection';
import { deleteVisitorData, fetchConversationExport, saveFile, type ExportFormat } from '../privacy';
import {
  clearStoredSession,
  isSessionExpired,
  loadActiveChatId,
  loadChatIdList,
  loadStoredSession,
  mergeChatIds,
  obtainSession,
  storeActiveChatId,
  storeChatIdList,
  storeSession,
  type VisitorSession,
} from '../session';
import { CHAT_TIMING } from '../shared/chat-rules';
import { CHAT_TEXT } from '../shared/content';
import { newChatId, newMessageId } from '../shared/ids';
import { log } from '../shared/log';
import { listChats, loadChat } from './chat-api';
import { chatReducer, initialChatState, visibleQuickReplies, type ChatState } from './chat-state';
import { leadScoreReadingB } from './lead-score';
import { createReplyStream, type ReplyStream } from './reply-stream';

export interface ChatSessionOptions {
  /** chat-server base URL; '' means the site origin. */
  apiBaseUrl: string;
  /** Called when a message cannot be sent or the reply fails (SPEC §8). */
  onError: (error: string) => void;
}

export interface ChatSession {
  state: ChatState;
  /** Lead score reading B of SPEC §9, from the visible messages. */
  leadScore: number;
  quickReplies: QuickReply[];
  isBusy: boolean;
  /** Connected, identified, in a chat, and not busy: input and send are enabled. */
  isReady: boolean;
  /** Sends the text; false when nothing was sent (SPEC §5). */
  send: (text: string) => boolean;
  stop: () => void;
  newChat: () => void;
  reconnect: () => void;
  setTyping: (isTyping: boolean) => void;
  setWindowOpen: (open: boolean) => void;
  /** Downloads the visitor's conversations from chat-server; false when that failed. */
  downloadConversations: (format: ExportFormat) => Promise<boolean>;
  /** Deletes everything chat-server keeps about the visitor, then starts a fresh anonymous session. */
  deleteMyData: () => Promise<boolean>;
}

/** chat-server's answers to a token it no longer accepts (its AUTH_ERRORS). */
const SESSION_REJECTED = /session expired|invalid session token|authentication required/i;

function isStreamFrame(payload: ChatMessageEventPayload): payload is StreamFrame {
  return (payload as StreamFrame).isStream === true;
}

/**
 * The visitor's conversation with the assistant (SPEC §3, §4, §7): the
 * anonymous session, the socket, the chat list and history, sending,
 * streaming and the server's analysis. Connects on mount.
 */
export function useChatSession({ apiBaseUrl, onError }: ChatSessionOptions): ChatSession {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const stateRef = useRef(state);
  const sessionRef = useRef<VisitorSession | null>(null);
  const connectionRef = useRef<ChatConnection | null>(null);
  const activeChatIdRef = useRef<string | null>(null);
  const chatHistoryRef = useRef<string[]>([]);
  const streamRef = useRef<ReplyStream | null>(null);
  const onErrorRef = useRef(onError);
  const retryRef = useRef<() => void>(() => undefined);
  const startOverRef = useRef<() => Promise<void>>(async () => undefined);
  const renewRef = useRef<() => Promise<void>>(async () => undefined);

  useLayoutEffect(() => {
    stateRef.current = state;
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let disposed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let sessionAttempts = 0;
    let rejections = 0;

    const caller = () => sessionRef.current;

    const updateHistory = (chatIds: string[]) => {
      chatHistoryRef.current = chatIds;
      storeChatIdList(chatIds);
      dispatch({ type: 'chatHistory', chatIds });
    };

    const stream = createReplyStream((messageId, text) => dispatch({ type: 'streamProgress', messageId, text, at: Date.now() }));
    streamRef.current = stream;

    let lastFrameAt = 0;
    let interruptedReplyTimer: ReturnType<typeof setTimeout> | undefined;

    const loadActiveChat = async () => {
      const session = caller();
      const chatId = activeChatIdRef.current;
      if (!session || !chatId) return;
      dispatch({ type: 'historyLoading' });
      const entries = await loadChat(apiBaseUrl, session, chatId);
      if (disposed) return;
      const streamingId = stream.messageId();
      // The reply that was streaming is stored complete: no later frame will finish it.
      if (entries.some((entry) => entry.messageId === streamingId)) stream.reset();
      else if (streamingId) watchForInterruptedReply(streamingId);
      dispatch({ type: 'historyLoaded', chatId, entries });
    };

    /**
     * A reply still streaming after a reconnect but not stored: its server may
     * be writing it still (frames resume), or may have gone with the reply. If
     * nothing arrives for a while and it is still not stored, it is given up,
     * so the visitor can send again rather than wait on 'AI is thinking...'.
     */
    const watchForInterruptedReply = (messageId: string) => {
      clearTimeout(interruptedReplyTimer);
      const checkedAt = Date.now();
      interruptedReplyTimer = setTimeout(() => {
        if (disposed || stream.messageId() !== messageId || lastFrameAt > checkedAt) return;
        void giveUpUnlessStored(messageId);
      }, CHAT_TIMING.interruptedReplyGraceMs);
    };

    const giveUpUnlessStored = async (messageId: string) => {
      const session = caller();
      const chatId = activeChatIdRef.current;
      if (!session || !chatId) return;
      const entries = await loadChat(apiBaseUrl, session, chatId);
      if (disposed || stream.messageId() !== messageId) return;
      stream.reset();
      if (entries.some((entry) => entry.messageId === messageId)) {
        dispatch({ type: 'historyLoaded', chatId, entries });
        return;
      }
      log('I', 'reply interrupted by a lost server', { messageId });
      dispatch({ type: 'replyFailed', timestamp: Date.now(), error: CHAT_TEXT.replyInterrupted });
    };

    const activateChat = (chatId: string) => {
      stream.reset();
      activeChatIdRef.current = chatId;
      storeActiveChatId(chatId);
      dispatch({ type: 'chatActivated', chatId });
    };

    /** Restores the visitor's chats: the stored active one, else the newest, else a new one (SPEC §7). */
    const restoreChats = async (session: VisitorSession) => {
      const serverIds = await listChats(apiBaseUrl, session);
      if (disposed || caller()?.userId !== session.userId) return;
      const stored = loadActiveChatId();
      const chatIds = mergeChatIds(serverIds, loadChatIdList());
      const chatId = stored ?? chatIds[0] ?? newChatId();
      updateHistory(chatIds.includes(chatId) ? chatIds : mergeChatIds([chatId], chatIds));
      activateChat(chatId);
      await loadActiveChat();
    };

    const joinRoom = async () => {
      const session = caller();
      const connection = connectionRef.current;
      if (!session || !connection) return;
      const ack = await connection.joinRoom(session.userId);
      if (!ack.ok) log('ERROR', 'join_room failed', { error: ack.error });
    };

    const onStreamFrame = (frame: StreamFrame) => {
      const chatId = activeChatIdRef.current;
      if (frame.chatId !== chatId) return;
      lastFrameAt = Date.now();
      const reply = stream.push(frame);
      if (!reply) return;
      if (reply.needsResync) {
        dispatch({ type: 'replyIdle' });
        void loadActiveChat();
        return;
      }
      const message: ChatMessage = {
        messageId: reply.messageId,
        chatId,
        role: 'assistant',
        content: reply.text,
        timestamp: Date.now(),
        ...(frame.usage ? { usage: frame.usage } : {}),
      };
      dispatch({ type: 'streamEnded', message });
    };

    const onStatusPayload = (payload: ChatStatusPayload) => {
      if (payload.chatId !== activeChatIdRef.current) return;
      if (payload.status === 'analysis') {
        dispatch({
          type: 'analysis',
          chatId: payload.chatId,
          analysis: {
            phase: payload.conversationPhase,
            serverLeadScore: payload.leadScore,
            stage: payload.leadStage,
            quickReplies: payload.quickReplies,
            identifiedNeeds: payload.identifiedNeeds ?? null,
          },
        });
        return;
      }
      if (payload.status === 'error') {
        stream.reset();
        // chat-server's own words say what went wrong (rate limit, restart, provider failure).
        dispatch({ type: 'replyFailed', timestamp: Date.now(), error: payload.error || CHAT_TEXT.sendError });
        onErrorRef.current(payload.error);
        return;
      }
      // 'stopped': the end frame normally commits the partial reply; this covers a stop before any text.
      if (!stream.isStreaming()) dispatch({ type: 'replyIdle' });
    };

    const onEnvelope = (envelope: SocketEnvelope) => {
      switch (envelope.type) {
        case 'CHAT_MESSAGE': {
          const payload = envelope.payload as ChatMessageEventPayload;
          if (isStreamFrame(payload)) onStreamFrame(payload);
          else dispatch({ type: 'messageStored', message: payload });
          return;
        }
        case 'CHAT_STATUS':
          onStatusPayload(envelope.payload as ChatStatusPayload);
          return;
        case 'CONNECTION_ERROR':
          log('ERROR', 'chat-server rejected a packet', { error: (envelope.payload as ConnectionErrorPayload).error });
          return;
        default:
          log('D', `room event ${envelope.type}`);
      }
    };

    const onTyping = (event: UserTypingEvent) => {
      if (event.userId !== caller()?.userId) dispatch({ type: 'assistantTyping', isTyping: event.isTyping });
    };

    const openConnection = (session: VisitorSession) => {
      connectionRef.current = openChatConnection(apiBaseUrl, session.token, {
        onStatus: (status, error) => {
          dispatch({ type: 'connection', status, error });
          if (status === 'reconnecting') stream.markMissedFrames();
        },
        onConnected: (isReconnect) => {
          rejections = 0;
          void joinRoom();
          // A reply that completed while offline appears; a lost stream is replaced by the stored reply.
          if (isReconnect) void loadActiveChat();
        },
        onRejected: (error) => {
          log('I', 'socket handshake refused, renewing the session', { error });
          rejections += 1;
          if (rejections > 1) {
            dispatch({ type: 'connection', status: 'disconnected', error });
            return;
          }
          void renewSession();
        },
        onEnvelope,
        onTyping,
      });
    };

    /** Takes a session from chat-server into use; a different visitor id starts from a clean slate. */
    const adoptSession = async (session: VisitorSession, previous: VisitorSession | null) => {
      const isNewVisitor = previous?.userId !== session.userId;
      if (isNewVisitor && previous) clearStoredSession();
      storeSession(session);
      sessionRef.current = session;
      dispatch({ type: 'identity', userId: session.userId });
      if (connectionRef.current) connectionRef.current.reconnect(session.token);
      else openConnection(session);
      if (isNewVisitor || !activeChatIdRef.current) await restoreChats(session);
    };

    const establishSession = async (stored: VisitorSession | null) => {
      clearTimeout(retryTimer);
      const usable = stored && !isSessionExpired(stored, Date.now()) ? stored : null;
      if (stored && !usable) clearStoredSession();
      const session = await obtainSession(apiBaseUrl, usable);
      if (disposed) return;
      if (!session) {
        dispatch({ type: 'connection', status: 'disconnected', error: CHAT_TEXT.connectionFailed });
        const delays = CHAT_TIMING.sessionRetryDelaysMs;
        const delay = delays[Math.min(sessionAttempts, delays.length - 1)];
        sessionAttempts += 1;
        retryTimer = setTimeout(() => void establishSession(loadStoredSession()), delay);
        return;
      }
      sessionAttempts = 0;
      await adoptSession(session, usable ?? stored);
    };

    const renewSession = () => establishSession(sessionRef.current);

    /** Forgets the visitor on this device and starts over as a new anonymous visitor. */
    const startOver = async () => {
      const session = sessionRef.current;
      if (session) connectionRef.current?.leaveRoom(session.userId);
      clearStoredSession();
      stream.reset();
      sessionRef.current = null;
      activeChatIdRef.current = null;
      chatHistoryRef.current = [];
      dispatch({ type: 'reset' });
      await establishSession(null);
    };

    /** SPEC §4: after 24 h of inactivity the session is replaced by a new anonymous one. */
    const replaceExpiredSession = async () => {
      const session = sessionRef.current;
      if (session && isSessionExpired(session, Date.now())) await startOver();
    };
    startOverRef.current = startOver;
    renewRef.current = renewSession;

    retryRef.current = () => {
      if (!sessionRef.current) {
        void establishSession(loadStoredSession());
        return;
      }
      connectionRef.current?.reconnect();
    };

    void establishSession(loadStoredSession());
    const expiryCheck = setInterval(() => void replaceExpiredSession(), CHAT_TIMING.sessionCheckIntervalMs);

    return () => {
      disposed = true;
      clearTimeout(interruptedReplyTimer);
      clearTimeout(retryTimer);
      clearInterval(expiryCheck);
      stream.reset();
      connectionRef.current?.close();
      connectionRef.current = null;
      sessionRef.current = null;
      activeChatIdRef.current = null;
    };
  }, [apiBaseUrl]);

  const touchSession = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    const touched = { ...session, lastActiveAt: Date.now() };
    sessionRef.current = touched;
    storeSession(touched);
  }, []);

  const promoteChat = useCallback((chatId: string) => {
    const chatIds = mergeChatIds([chatId], chatHistoryRef.current);
    chatHistoryRef.current = chatIds;
    storeChatIdList(chatIds);
    dispatch({ type: 'chatHistory', chatIds });
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      const session = sessionRef.current;
      const connection = connectionRef.current;
      const chatId = activeChatIdRef.current;
      const current = stateRef.current;
      if (!message || !session || !chatId || !connection?.isConnected()) return false;
      if (current.isLoading || current.isStreaming) return false;

      const pending = { messageId: newMessageId(), content: message, timestamp: Date.now() };
      dispatch({ type: 'sent', pending });
      touchSession();
      promoteChat(chatId);
      connection.setTyping(session.userId, false);
      const payload: ChatPayload = { userId: session.userId, chatId, message, isStream: true, messageId: pending.messageId };
      void connection.send({ roomId: session.userId, type: 'CHAT_MESSAGE', payload }).then((ack) => {
        if (ack.ok) {
          if (ack.messageId) dispatch({ type: 'sendAcknowledged', clientMessageId: pending.messageId, messageId: ack.messageId });
          return;
        }
        dispatch({ type: 'sendFailed', timestamp: Date.now() });
        onErrorRef.current(ack.error);
        // The session ended while the socket stayed open: get a valid one so the next try works.
        if (SESSION_REJECTED.test(ack.error)) void renewRef.current();
      });
      return true;
    },
    [promoteChat, touchSession],
  );

  const stop = useCallback(() => {
    const session = sessionRef.current;
    const connection = connectionRef.current;
    const chatId = activeChatIdRef.current;
    if (!session || !connection || !chatId || !stateRef.current.isLoading) return;
    const payload: StopGenerationPayload = { userId: session.userId, chatId, status: 'stop' };
    void connection.send({ roomId: session.userId, type: 'CHAT_STATUS', payload }).then((ack) => {
      if (!ack.ok) log('ERROR', 'stop request failed', { error: ack.error });
    });
  }, []);

  const newChat = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    const chatId = newChatId();
    streamRef.current?.reset();
    activeChatIdRef.current = chatId;
    storeActiveChatId(chatId);
    dispatch({ type: 'chatActivated', chatId });
    promoteChat(chatId);
    const connection = connectionRef.current;
    if (connection?.isConnected()) {
      void connection.joinRoom(session.userId).then((ack) => {
        if (!ack.ok) log('ERROR', 'join_room failed', { error: ack.error });
      });
    }
  }, [promoteChat]);

  const reconnect = useCallback(() => retryRef.current(), []);

  const setTyping = useCallback((isTyping: boolean) => {
    const session = sessionRef.current;
    if (session) connectionRef.current?.setTyping(session.userId, isTyping);
  }, []);

  const setWindowOpen = useCallback((open: boolean) => dispatch({ type: 'windowOpen', open }), []);

  const downloadConversations = useCallback(
    async (format: ExportFormat) => {
      const session = sessionRef.current;
      if (!session) return false;
      const file = await fetchConversationExport(apiBaseUrl, session.token, format);
      if (!file) return false;
      saveFile(file);
      return true;
    },
    [apiBaseUrl],
  );

  const deleteMyData = useCallback(async () => {
    const session = sessionRef.current;
    if (!session) return false;
    if (!(await deleteVisitorData(apiBaseUrl, session.token))) return false;
    await startOverRef.current();
    return true;
  }, [apiBaseUrl]);

  const leadScore = useMemo(
    () => leadScoreReadingB(state.messages, state.analysis.identifiedNeeds?.length),
    [state.messages, state.analysis.identifiedNeeds],
  );
  const isBusy = state.isLoading || state.isStreaming;
  const isReady = state.connection === 'connected' && state.userId !== null && state.activeChatId !== null && !isBusy;

  return {
    state,
    leadScore,
    quickReplies: visibleQuickReplies(state),
    isBusy,
    isReady,
    send,
    stop,
    newChat,
    reconnect,
    setTyping,
    setWindowOpen,
    downloadConversations,
    deleteMyData,
  };
}

import type { ChatPayload, StopGenerationPayload } from '@agency/chat-protocol';
import { openChatConnection, systemClock, type ChatConnection, type Clock, type OpenTransport } from '../connection';
import type { ExportFormat } from '../privacy';
import { loadActiveChatId, loadChatIdList, mergeChatIds, storeActiveChatId, storeChatIdList, type VisitorSession } from '../session';
import { CHAT_TEXT } from '../shared/content';
import { newChatId, newMessageId } from '../shared/ids';
import { log } from '../shared/log';
import type { ChatServerApi } from './chat-server-api';
import type { ChatState } from './chat-state';
import { createChatStore } from './chat-store';
import { createReplyStream } from './reply-stream';
import { createReplyWatchdog } from './reply-watchdog';
import { createRoomHandlers } from './room-handlers';
import { createSessionLifecycle } from './session-lifecycle';

export interface ChatSessionDeps {
  api: ChatServerApi;
  openTransport: OpenTransport;
  clock?: Clock;
  /** A message could not be sent or the reply failed (docs/product-rules.md, errors). */
  onError?: (error: string) => void;
}

/** The visitor's conversation, without React: observe it with `subscribe`, drive it with the actions. */
export interface ChatSessionController {
  getState: () => ChatState;
  /** Calls `listener` after every state change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Obtains the session and connects; returns the function that disconnects. Can start again after. */
  start: () => () => void;
  /** Sends the text; false when nothing was sent (blank, not connected, no session or chat, busy). */
  send: (text: string) => boolean;
  stop: () => void;
  newChat: () => void;
  reconnect: () => void;
  setTyping: (isTyping: boolean) => void;
  setWindowOpen: (open: boolean) => void;
  downloadConversations: (format: ExportFormat) => Promise<boolean>;
  deleteMyData: () => Promise<boolean>;
}

/** chat-server's answers to a token it no longer accepts (its AUTH_ERRORS). */
const SESSION_REJECTED = /session expired|invalid session token|authentication required/i;

/** One connected run of the controller, from `start` to its stop. */
interface Run {
  session: () => VisitorSession | null;
  connection: () => ChatConnection | null;
  activeChatId: () => string | null;
  activateNewChat: () => void;
  renewSession: () => Promise<void>;
  touchSession: () => void;
  reconnect: () => void;
  startOver: () => Promise<void>;
}

/**
 * The visitor's conversation with the assistant (docs/product-rules.md, chat):
 * the anonymous session, the connection, the chat list and history, sending,
 * streaming and the server's analysis.
 */
export function createChatSessionController(deps: ChatSessionDeps): ChatSessionController {
  const clock = deps.clock ?? systemClock;
  const store = createChatStore();
  const { dispatch } = store;
  const reportError = (error: string) => deps.onError?.(error);
  let chatHistory: string[] = [];
  let run: Run | null = null;

  const updateHistory = (chatIds: string[]) => {
    chatHistory = chatIds;
    storeChatIdList(chatIds);
    dispatch({ type: 'chatHistory', chatIds });
  };
  const promoteChat = (chatId: string) => updateHistory(mergeChatIds([chatId], chatHistory));

  const start = (): (() => void) => {
    let disposed = false;
    let connection: ChatConnection | null = null;
    let activeChatId: string | null = null;
    let rejections = 0;

    const stream = createReplyStream((messageId, text) => dispatch({ type: 'streamProgress', messageId, text, at: clock.now() }));
    const watchdog = createReplyWatchdog(clock, stream.messageId, (messageId) => void giveUpUnlessStored(messageId));

    const lifecycle = createSessionLifecycle({
      clock,
      obtainSession: deps.api.obtainSession,
      onUnreachable: () => dispatch({ type: 'connection', status: 'disconnected', error: CHAT_TEXT.connectionFailed }),
      onEstablished: async (session, isNewVisitor) => {
        dispatch({ type: 'identity', userId: session.userId });
        if (connection) connection.reconnect(session.token);
        else connection = openConnection(session);
        if (isNewVisitor || !activeChatId) await restoreChats(session);
      },
      onExpired: () => startOver(),
    });

    const loadActiveChat = async () => {
      const session = lifecycle.current();
      const chatId = activeChatId;
      if (!session || !chatId) return;
      dispatch({ type: 'historyLoading' });
      const entries = await deps.api.loadChat(session, chatId);
      if (disposed) return;
      const streamingId = stream.messageId();
      // The reply that was streaming is stored complete: no later frame will finish it.
      if (entries.some((entry) => entry.messageId === streamingId)) stream.reset();
      else if (streamingId) watchdog.watch(streamingId);
      dispatch({ type: 'historyLoaded', chatId, entries });
    };

    const giveUpUnlessStored = async (messageId: string) => {
      const session = lifecycle.current();
      const chatId = activeChatId;
      if (!session || !chatId) return;
      const entries = await deps.api.loadChat(session, chatId);
      if (disposed || stream.messageId() !== messageId) return;
      stream.reset();
      if (entries.some((entry) => entry.messageId === messageId)) {
        dispatch({ type: 'historyLoaded', chatId, entries });
        return;
      }
      log('I', 'reply interrupted by a lost server', { messageId });
      dispatch({ type: 'replyFailed', timestamp: clock.now(), error: CHAT_TEXT.replyInterrupted });
    };

    const activateChat = (chatId: string) => {
      stream.reset();
      activeChatId = chatId;
      storeActiveChatId(chatId);
      dispatch({ type: 'chatActivated', chatId });
    };

    /** Restores the visitor's chats: the stored active one, else the newest, else a new one. */
    const restoreChats = async (session: VisitorSession) => {
      const serverIds = await deps.api.listChats(session);
      if (disposed || lifecycle.current()?.userId !== session.userId) return;
      const chatIds = mergeChatIds(serverIds, loadChatIdList());
      const chatId = loadActiveChatId() ?? chatIds[0] ?? newChatId();
      updateHistory(chatIds.includes(chatId) ? chatIds : mergeChatIds([chatId], chatIds));
      activateChat(chatId);
      await loadActiveChat();
    };

    const joinRoom = async () => {
      const session = lifecycle.current();
      if (!session || !connection) return;
      const ack = await connection.joinRoom(session.userId);
      if (!ack.ok) log('ERROR', 'join_room failed', { error: ack.error });
    };

    const room = createRoomHandlers({
      clock,
      dispatch,
      stream,
      watchdog,
      activeChatId: () => activeChatId,
      visitorId: () => lifecycle.current()?.userId ?? null,
      reloadActiveChat: () => void loadActiveChat(),
      reportError,
    });

    const openConnection = (session: VisitorSession) =>
      openChatConnection(
        deps.openTransport,
        session.token,
        {
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
            void lifecycle.renew();
          },
          onEnvelope: room.onEnvelope,
          onTyping: room.onTyping,
        },
        clock,
      );

    /** Forgets the visitor on this device and starts over as a new anonymous visitor. */
    const startOver = async () => {
      const session = lifecycle.current();
      if (session) connection?.leaveRoom(session.userId);
      stream.reset();
      activeChatId = null;
      chatHistory = [];
      dispatch({ type: 'reset' });
      await lifecycle.replace();
    };

    const current: Run = {
      session: lifecycle.current,
      connection: () => connection,
      activeChatId: () => activeChatId,
      activateNewChat: () => activateChat(newChatId()),
      renewSession: lifecycle.renew,
      touchSession: lifecycle.touch,
      reconnect: () => {
        if (!lifecycle.current()) void lifecycle.establishFromStorage();
        else connection?.reconnect();
      },
      startOver,
    };
    run = current;
    void lifecycle.establishFromStorage();

    return () => {
      disposed = true;
      watchdog.cancel();
      lifecycle.dispose();
      stream.reset();
      connection?.close();
      connection = null;
      activeChatId = null;
      if (run === current) run = null;
    };
  };

  const send = (text: string): boolean => {
    const message = text.trim();
    const session = run?.session();
    const connection = run?.connection();
    const chatId = run?.activeChatId();
    const { isLoading, isStreaming } = store.getState();
    if (!run || !message || !session || !chatId || !connection?.isConnected()) return false;
    if (isLoading || isStreaming) return false;

    const pending = { messageId: newMessageId(), content: message, timestamp: clock.now() };
    dispatch({ type: 'sent', pending });
    run.touchSession();
    promoteChat(chatId);
    connection.setTyping(session.userId, false);
    const payload: ChatPayload = { userId: session.userId, chatId, message, isStream: true, messageId: pending.messageId };
    const renew = run.renewSession;
    void connection.send({ roomId: session.userId, type: 'CHAT_MESSAGE', payload }).then((ack) => {
      if (ack.ok) {
        if (ack.messageId) dispatch({ type: 'sendAcknowledged', clientMessageId: pending.messageId, messageId: ack.messageId });
        return;
      }
      dispatch({ type: 'sendFailed', timestamp: clock.now() });
      reportError(ack.error);
      // The session ended while the socket stayed open: get a valid one so the next try works.
      if (SESSION_REJECTED.test(ack.error)) void renew();
    });
    return true;
  };

  const stop = () => {
    const session = run?.session();
    const connection = run?.connection();
    const chatId = run?.activeChatId();
    if (!session || !connection || !chatId || !store.getState().isLoading) return;
    const payload: StopGenerationPayload = { userId: session.userId, chatId, status: 'stop' };
    void connection.send({ roomId: session.userId, type: 'CHAT_STATUS', payload }).then((ack) => {
      if (!ack.ok) log('ERROR', 'stop request failed', { error: ack.error });
    });
  };

  const newChat = () => {
    const session = run?.session();
    if (!run || !session) return;
    run.activateNewChat();
    const chatId = run.activeChatId();
    if (chatId) promoteChat(chatId);
    const connection = run.connection();
    if (!connection?.isConnected()) return;
    void connection.joinRoom(session.userId).then((ack) => {
      if (!ack.ok) log('ERROR', 'join_room failed', { error: ack.error });
    });
  };

  const downloadConversations = async (format: ExportFormat) => {
    const session = run?.session();
    if (!session) return false;
    const file = await deps.api.fetchConversationExport(session.token, format);
    if (!file) return false;
    deps.api.saveFile(file);
    return true;
  };

  const deleteMyData = async () => {
    const current = run;
    const session = current?.session();
    if (!current || !session) return false;
    if (!(await deps.api.deleteVisitorData(session.token))) return false;
    await current.startOver();
    return true;
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start,
    send,
    stop,
    newChat,
    reconnect: () => run?.reconnect(),
    setTyping: (isTyping) => {
      const session = run?.session();
      if (session) run?.connection()?.setTyping(session.userId, isTyping);
    },
    setWindowOpen: (open) => dispatch({ type: 'windowOpen', open }),
    downloadConversations,
    deleteMyData,
  };
}

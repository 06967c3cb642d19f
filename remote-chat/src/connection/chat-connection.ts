import type { SocketAck, SocketEnvelope, SOCKET_EVENTS, UserTypingEvent } from 'chat-server/protocol';
import { io, type Socket } from 'socket.io-client';
import { CHAT_LIMITS, CHAT_TIMING } from '../shared/chat-rules';
import { CHAT_TEXT } from '../shared/content';

/** SPEC §4 chat connection states. */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** The protocol's event names (values of chat-server's SOCKET_EVENTS; its types are imported type-only). */
export const CHAT_EVENTS = {
  joinRoom: 'join_room',
  leaveRoom: 'leave_room',
  sendMessage: 'send_message',
  userTyping: 'user_typing',
  message: 'message',
} as const satisfies typeof SOCKET_EVENTS;

export interface ConnectionListener {
  onStatus: (status: ConnectionStatus, error: string | null) => void;
  /** Every successful connect; `isReconnect` after the first. */
  onConnected: (isReconnect: boolean) => void;
  /** The server refused the handshake (e.g. the token expired): a new session is needed. */
  onRejected: (error: string) => void;
  onEnvelope: (envelope: SocketEnvelope) => void;
  onTyping: (event: UserTypingEvent) => void;
}

export interface ChatConnection {
  isConnected: () => boolean;
  joinRoom: (roomId: string) => Promise<SocketAck>;
  leaveRoom: (roomId: string) => void;
  send: (envelope: SocketEnvelope) => Promise<SocketAck>;
  setTyping: (roomId: string, isTyping: boolean) => void;
  /** Tries again after giving up; with a new token, reconnects under that identity. */
  reconnect: (token?: string) => void;
  close: () => void;
}

function failure(error: unknown): SocketAck {
  return { ok: false, error: error instanceof Error ? error.message : String(error) };
}

function isAck(value: unknown): value is SocketAck {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

/**
 * Opens the chat socket to chat-server (SPEC §7): websocket first, then
 * polling; timeout 20 s; 'Connection timeout' when not connected within 10 s;
 * at most 5 reconnect attempts, then disconnected.
 */
export function openChatConnection(apiBaseUrl: string, token: string, listener: ConnectionListener): ChatConnection {
  const socket: Socket = io(apiBaseUrl || window.location.origin, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    auth: { token },
    timeout: CHAT_TIMING.socketTimeoutMs,
    reconnectionAttempts: CHAT_LIMITS.maxReconnectAttempts,
  });
  let hasConnected = false;
  let lastError: string | null = null;
  let connectWait: ReturnType<typeof setTimeout> | undefined;

  const startConnectWait = () => {
    clearTimeout(connectWait);
    connectWait = setTimeout(() => {
      if (socket.connected) return;
      lastError = CHAT_TEXT.connectionTimeout;
      listener.onStatus('disconnected', CHAT_TEXT.connectionTimeout);
    }, CHAT_TIMING.connectWaitMs);
  };

  socket.on('connect', () => {
    clearTimeout(connectWait);
    lastError = null;
    listener.onStatus('connected', null);
    listener.onConnected(hasConnected);
    hasConnected = true;
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    listener.onStatus('reconnecting', null);
    // The server closed the socket on purpose (e.g. a deploy): socket.io does not retry by itself then.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', (error) => {
    lastError = error.message || CHAT_TEXT.connectionFailed;
    // `active` false: the server's middleware refused us; retrying with the same token cannot help.
    if (!socket.active) listener.onRejected(lastError);
  });
  socket.io.on('reconnect_attempt', () => listener.onStatus('reconnecting', null));
  socket.io.on('reconnect_failed', () => listener.onStatus('disconnected', lastError ?? CHAT_TEXT.connectionFailed));
  socket.on(CHAT_EVENTS.message, (envelope: SocketEnvelope) => listener.onEnvelope(envelope));
  socket.on(CHAT_EVENTS.userTyping, (event: UserTypingEvent) => listener.onTyping(event));

  startConnectWait();

  const emitWithAck = async (event: string, ...args: unknown[]): Promise<SocketAck> => {
    try {
      const ack: unknown = await socket.timeout(CHAT_TIMING.socketTimeoutMs).emitWithAck(event, ...args);
      return isAck(ack) ? ack : { ok: false, error: 'Malformed acknowledgement' };
    } catch (error) {
      return failure(error);
    }
  };

  return {
    isConnected: () => socket.connected,
    joinRoom: (roomId) => emitWithAck(CHAT_EVENTS.joinRoom, roomId),
    leaveRoom: (roomId) => {
      socket.emit(CHAT_EVENTS.leaveRoom, roomId);
    },
    send: (envelope) => emitWithAck(CHAT_EVENTS.sendMessage, envelope),
    setTyping: (roomId, isTyping) => {
      if (socket.connected) socket.emit(CHAT_EVENTS.userTyping, roomId, isTyping);
    },
    reconnect: (newToken) => {
      if (newToken) {
        socket.auth = { token: newToken };
        // The server reads the identity at the handshake: a new token needs a new connection.
        if (socket.connected) socket.disconnect();
      }
      if (socket.connected) return;
      listener.onStatus('connecting', null);
      startConnectWait();
      socket.connect();
    },
    close: () => {
      clearTimeout(connectWait);
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    },
  };
}

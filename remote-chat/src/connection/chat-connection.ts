import type { SocketAck, SocketEnvelope, UserTypingEvent } from '@agency/chat-protocol';
import { CHAT_LIMITS, CHAT_TIMING } from '../shared/chat-rules';
import { CHAT_TEXT } from '../shared/content';
import { CHAT_EVENTS } from './chat-events';
import type { OpenTransport } from './chat-transport';
import { systemClock, type Clock, type TimerId } from './clock';

/** docs/product-rules.md chat connection states. */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

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
 * The chat connection's rules over a transport (docs/product-rules.md):
 * 'Connection timeout' when not connected within 10 s (the transport keeps
 * trying); after 5 failed reconnect attempts it stops and reports
 * disconnected with the last error; a refused handshake is reported apart.
 */
export function openChatConnection(
  openTransport: OpenTransport,
  token: string,
  listener: ConnectionListener,
  clock: Clock = systemClock,
): ChatConnection {
  let hasConnected = false;
  let lastError: string | null = null;
  let failedAttempts = 0;
  let attempting = false;
  let gaveUp = false;
  let connectWait: TimerId | undefined;

  const giveUp = () => {
    if (gaveUp) return;
    gaveUp = true;
    clock.clearTimeout(connectWait);
    transport.disconnect();
    listener.onStatus('disconnected', lastError ?? CHAT_TEXT.connectionFailed);
  };

  const transport = openTransport(token, {
    onConnect: () => {
      clock.clearTimeout(connectWait);
      lastError = null;
      failedAttempts = 0;
      attempting = false;
      gaveUp = false;
      listener.onStatus('connected', null);
      listener.onConnected(hasConnected);
      hasConnected = true;
    },
    onDisconnect: (byServer) => {
      listener.onStatus('reconnecting', null);
      // A server closing the socket on purpose (e.g. a deploy) is not retried by socket.io itself.
      if (byServer) transport.connect();
    },
    onConnectError: (message, willRetry) => {
      lastError = message || CHAT_TEXT.connectionFailed;
      // Retrying with the same token cannot help: a new session is needed.
      if (!willRetry) {
        listener.onRejected(lastError);
        return;
      }
      if (!attempting) return;
      attempting = false;
      failedAttempts += 1;
      if (failedAttempts >= CHAT_LIMITS.maxReconnectAttempts) giveUp();
    },
    onReconnectAttempt: () => {
      if (gaveUp) return;
      attempting = true;
      listener.onStatus('reconnecting', null);
    },
    onReconnectFailed: giveUp,
    onEnvelope: (envelope) => listener.onEnvelope(envelope),
    onTyping: (event) => listener.onTyping(event),
  });

  const startConnectWait = () => {
    clock.clearTimeout(connectWait);
    connectWait = clock.setTimeout(() => {
      if (transport.isConnected() || gaveUp) return;
      lastError = CHAT_TEXT.connectionTimeout;
      listener.onStatus('disconnected', CHAT_TEXT.connectionTimeout);
    }, CHAT_TIMING.connectWaitMs);
  };
  startConnectWait();

  const request = async (event: string, ...args: unknown[]): Promise<SocketAck> => {
    try {
      const ack = await transport.request(event, ...args);
      return isAck(ack) ? ack : { ok: false, error: 'Malformed acknowledgement' };
    } catch (error) {
      return failure(error);
    }
  };

  return {
    isConnected: () => transport.isConnected(),
    joinRoom: (roomId) => request(CHAT_EVENTS.joinRoom, roomId),
    leaveRoom: (roomId) => transport.emit(CHAT_EVENTS.leaveRoom, roomId),
    send: (envelope) => request(CHAT_EVENTS.sendMessage, envelope),
    setTyping: (roomId, isTyping) => {
      if (transport.isConnected()) transport.emit(CHAT_EVENTS.userTyping, roomId, isTyping);
    },
    reconnect: (newToken) => {
      if (newToken) {
        transport.setToken(newToken);
        // The server reads the identity at the handshake: a new token needs a new connection.
        if (transport.isConnected()) transport.disconnect();
      }
      if (transport.isConnected()) return;
      gaveUp = false;
      failedAttempts = 0;
      attempting = false;
      listener.onStatus('connecting', null);
      startConnectWait();
      transport.connect();
    },
    close: () => {
      clock.clearTimeout(connectWait);
      transport.close();
    },
  };
}

import type { SocketEnvelope, UserTypingEvent } from '@agency/chat-protocol';

/** What the socket reports; the rules built on it live in chat-connection.ts. */
export interface TransportEvents {
  onConnect: () => void;
  /** The connection dropped; `byServer` when chat-server closed it on purpose. Not called for our own close. */
  onDisconnect: (byServer: boolean) => void;
  /** A connect attempt failed; `willRetry` false when the server refused the handshake. */
  onConnectError: (message: string, willRetry: boolean) => void;
  onReconnectAttempt: () => void;
  /** The socket library stopped retrying by itself. */
  onReconnectFailed: () => void;
  onEnvelope: (envelope: SocketEnvelope) => void;
  onTyping: (event: UserTypingEvent) => void;
}

/** A bidirectional channel to chat-server (socket.io in the browser, a fake in unit tests). */
export interface ChatTransport {
  isConnected: () => boolean;
  /** Emits and resolves with the acknowledgement; rejects on timeout. */
  request: (event: string, ...args: unknown[]) => Promise<unknown>;
  emit: (event: string, ...args: unknown[]) => void;
  /** The token for the next handshake. */
  setToken: (token: string) => void;
  connect: () => void;
  /** Stops the connection and any retrying; `connect` starts again. */
  disconnect: () => void;
  /** Disconnects for good and drops every listener. */
  close: () => void;
}

export type OpenTransport = (token: string, events: TransportEvents) => ChatTransport;

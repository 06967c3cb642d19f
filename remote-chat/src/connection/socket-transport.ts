import { io, type Socket } from 'socket.io-client';
import { CHAT_LIMITS, CHAT_TIMING } from '../shared/chat-rules';
import { CHAT_EVENTS } from './chat-events';
import type { OpenTransport } from './chat-transport';

/**
 * The socket.io transport to chat-server (docs/product-rules.md, chat
 * connection): websocket first, then polling; 20 s handshake and
 * acknowledgement timeout.
 */
export function socketTransport(apiBaseUrl: string): OpenTransport {
  return (token, events) => {
    const socket: Socket = io(apiBaseUrl || window.location.origin, {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      auth: { token },
      timeout: CHAT_TIMING.socketTimeoutMs,
      reconnectionAttempts: CHAT_LIMITS.maxReconnectAttempts,
    });
    socket.on('connect', events.onConnect);
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') events.onDisconnect(reason === 'io server disconnect');
    });
    // `active` false: the server's middleware refused us; socket.io will not retry.
    socket.on('connect_error', (error) => events.onConnectError(error.message, socket.active));
    socket.io.on('reconnect_attempt', events.onReconnectAttempt);
    socket.io.on('reconnect_failed', events.onReconnectFailed);
    socket.on(CHAT_EVENTS.message, events.onEnvelope);
    socket.on(CHAT_EVENTS.userTyping, events.onTyping);

    return {
      isConnected: () => socket.connected,
      request: (event, ...args) => socket.timeout(CHAT_TIMING.socketTimeoutMs).emitWithAck(event, ...args),
      emit: (event, ...args) => {
        socket.emit(event, ...args);
      },
      setToken: (newToken) => {
        socket.auth = { token: newToken };
      },
      connect: () => {
        socket.connect();
      },
      disconnect: () => {
        socket.disconnect();
      },
      close: () => {
        socket.removeAllListeners();
        socket.io.removeAllListeners();
        socket.disconnect();
      },
    };
  };
}

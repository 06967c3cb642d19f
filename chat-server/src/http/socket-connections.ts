/**
 * The socket's door, before socket.io's CONNECT packet (issue 47 item 2): a
 * cap on engine.io connections open per client address, checked when one is
 * opened, and a websocket whose connection engine.io has closed (socket.io
 * closes one that sends no CONNECT within its connect timeout) loses its TCP
 * connection shortly after, instead of waiting ws's 30 s for a closing
 * handshake a flooding client never sends.
 */
import type { IncomingMessage } from 'node:http';
import type { Server } from 'socket.io';

/** A closed websocket's peer gets this long to answer the closing handshake. */
export const CLOSED_SOCKET_GRACE_MS = 1_000;

export const TOO_MANY_OPEN_CONNECTIONS = 'Too many open connections from this address.';

export interface SocketDoorOptions {
  maxOpenPerAddress: number;
  /** The client's address (X-Forwarded-For from the trusted proxy). */
  addressOf: (request: IncomingMessage) => string;
  graceMs?: number;
}

function opensConnection(request: IncomingMessage): boolean {
  return !new URL(request.url ?? '/', 'http://chat-server.invalid').searchParams.has('sid');
}

export function guardSocketConnections(io: Server, options: SocketDoorOptions): void {
  const graceMs = options.graceMs ?? CLOSED_SOCKET_GRACE_MS;
  const open = new Map<string, number>();
  io.engine.use((request: IncomingMessage, _response: unknown, next: (error?: Error) => void) => {
    if (!opensConnection(request) || (open.get(options.addressOf(request)) ?? 0) < options.maxOpenPerAddress) return next();
    next(new Error(TOO_MANY_OPEN_CONNECTIONS));
  });
  io.engine.on('connection', (connection: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
    const { request } = connection;
    const address = options.addressOf(request);
    open.set(address, (open.get(address) ?? 0) + 1);
    connection.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      // Only a connection opened as a websocket owns its TCP connection (a polling one may share a kept-alive one).
      if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
      setTimeout(() => request.socket.destroy(), graceMs).unref();
    });
  });
}

/**
 * The chat socket (docs/product-rules.md §7): authenticated handshake, own room only,
 * every packet parsed with the protocol's schemas, replies streamed to the visitor's room.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { Server as EngineServer } from 'engine.io';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import {
  roomIdSchema,
  sendMessageEnvelopeSchema,
  SOCKET_EVENTS,
  typingArgumentsSchema,
  type AckCallback,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@agency/chat-protocol';
import { clientAddress, requestHost, type ProxyTrust } from '../http/forwarded.js';
import { answerAfterBody } from '../http/request-body.js';
import { AUTH_ERRORS, type Identity } from '../identity/identity.js';
import { SESSION_TOUCH_INTERVAL_MS } from '../identity/session-store.js';
import type { Logger } from '../logging/logger.js';
import { type RateLimit, rateLimitedHandshake } from '../shared/rate-limit.js';
import { waitAtMost } from '../shared/wait-at-most.js';
import type { ChatService } from './chat-service.js';

/** docs/product-rules.md §9: socket timeout 20 s, connect wait 10 s. */
export const SOCKET_PING_TIMEOUT_MS = 20_000;
export const SOCKET_PING_INTERVAL_MS = 25_000;
export const SOCKET_CONNECT_TIMEOUT_MS = 10_000;
/** Larger packets close the connection; smaller ones over the message limit get a CONNECTION_ERROR. */
export const SOCKET_MAX_PACKET_BYTES = 100_000;
/** A visitor joining again within this time after a disconnect gets RECONNECTED. */
export const RECONNECT_WINDOW_MS = 5 * 60_000;

export const SOCKET_ERRORS = {
  forbiddenRoom: 'You can only join your own room.',
  forbiddenUser: 'The userId does not match your session.',
  unknownEvent: 'Unknown event.',
  malformed: 'Malformed packet',
  originNotAllowed: 'Origin not allowed',
  internal: 'The server could not handle this packet.',
  tooManyConnections: 'Too many connections from this address. Please wait a minute.',
} as const;

export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Every socket of a visitor is in this room, joined or not, so they can be closed together. */
const visitorRoom = (userId: string) => `visitor:${userId}`;

/** Sockets get this long on shutdown to send what is still queued for them. */
export const SOCKET_FLUSH_TIMEOUT_MS = 2_000;

/**
 * Shutdown: closes this node's connections only after their queued frames
 * (the end frame, `stopped`, the analysis) went out. The transport closes
 * without a socket.io disconnect packet, so clients reconnect to the next node.
 */
export async function closeConnectionsGracefully(io: ChatServer, timeoutMs = SOCKET_FLUSH_TIMEOUT_MS): Promise<void> {
  const connections = [...new Set([...io.of('/').sockets.values()].map((socket) => socket.conn))];
  const closed = connections.map((connection) => new Promise<void>((resolve) => connection.once('close', () => resolve())));
  for (const connection of connections) connection.close();
  await waitAtMost(Promise.all(closed), timeoutMs);
}

/** After "delete all my data" the visitor's sockets (on every node) are closed. */
export function disconnectVisitor(io: ChatServer, userId: string): void {
  io.in(visitorRoom(userId)).disconnectSockets(true);
}

/** What the connection limit counts a socket under: its client's address (from X-Forwarded-For when a trusted proxy sent it). */
export function connectionKey(socket: Socket, trust: ProxyTrust): string {
  return clientAddress(socket.request, trust);
}

export interface SocketServerDeps {
  identity: Identity;
  /** New connections per client IP. */
  connectionLimit: RateLimit;
  chat: ChatService;
  logger: Logger;
  isOriginAllowed: (origin: string | undefined, host: string | undefined) => boolean;
  /** Whose X-Forwarded-* headers count (as for REST). */
  trustProxy: ProxyTrust;
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** A packet's arguments as they arrived (a client may send anything) and its acknowledgement, when it asked for one. */
function splitAck(args: unknown[]): { args: unknown[]; ack: AckCallback } {
  const last = args.at(-1);
  if (typeof last !== 'function') return { args, ack: () => undefined };
  return { args: args.slice(0, -1), ack: (reply) => void last(reply) };
}

/** Where the chat socket is served (socket.io's default path). */
const SOCKET_PATH = '/socket.io/';

export function isSocketRequest(request: IncomingMessage): boolean {
  return request.url?.startsWith(SOCKET_PATH) ?? false;
}

export interface ChatSockets {
  io: ChatServer;
  /** Serves a long-polling request of the socket path (see isSocketRequest). */
  handleRequest(request: IncomingMessage, response: ServerResponse): void;
}

/**
 * socket.io on an engine.io server of its own, which the site's HTTP server hands the socket path to
 * (engine.io's documented handleRequest / handleUpgrade): a long-polling request engine.io refuses is
 * answered only after its body was read, so a proxy in front, still uploading it, passes our 400 or 413
 * on instead of a 502.
 */
export function createSocketServer(httpServer: HttpServer, deps: SocketServerDeps): ChatSockets {
  const engine = new EngineServer({
    transports: ['websocket', 'polling'],
    pingTimeout: SOCKET_PING_TIMEOUT_MS,
    pingInterval: SOCKET_PING_INTERVAL_MS,
    maxHttpBufferSize: SOCKET_MAX_PACKET_BYTES,
    allowRequest: (request, callback) => {
      const allowed = deps.isOriginAllowed(request.headers.origin, requestHost(request, deps.trustProxy));
      callback(allowed ? null : SOCKET_ERRORS.originNotAllowed, allowed);
    },
  });
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (isSocketRequest(request)) engine.handleUpgrade(request, socket, head);
    else socket.destroy();
  });
  const io: ChatServer = new Server({ connectTimeout: SOCKET_CONNECT_TIMEOUT_MS, serveClient: false });
  io.bind(engine);
  const recentDisconnects = new Map<string, number>();

  io.use(rateLimitedHandshake(deps.connectionLimit, (socket) => connectionKey(socket, deps.trustProxy)));
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    deps.identity
      .authenticate(typeof token === 'string' ? token : undefined)
      .then((auth) => {
        if (!auth.ok) return next(Object.assign(new Error(AUTH_ERRORS[auth.reason]), { data: { reason: auth.reason } }));
        socket.data = { session: auth.session, verifiedAt: Date.now() };
        next();
      })
      .catch((error: unknown) => {
        deps.logger.error('socket', 'handshake failed', error);
        next(new Error(SOCKET_ERRORS.internal));
      });
  });

  io.on('connection', (socket) => handleVisitor(socket, deps, recentDisconnects));
  return {
    io,
    handleRequest: (request, response) => {
      answerAfterBody(request, response);
      engine.handleRequest(request, response);
    },
  };
}

function handleVisitor(socket: ChatSocket, deps: SocketServerDeps, recentDisconnects: Map<string, number>): void {
  const { userId } = socket.data.session;
  const reject = (event: string, error: string, ack?: AckCallback) => {
    socket.emit('message', { roomId: userId, type: 'CONNECTION_ERROR', payload: { error, event } });
    ack?.({ ok: false, error });
  };
  /** A handler error becomes a CONNECTION_ERROR; the process never crashes on a packet. */
  const on = (event: keyof ClientToServerEvents, handler: (args: unknown[], ack: AckCallback) => Promise<void> | void) => {
    socket.on(event, (...received: unknown[]) => {
      const { args, ack } = splitAck(received);
      Promise.resolve()
        .then(() => handler(args, ack))
        .catch((error: unknown) => {
          deps.logger.error('socket', `${event} failed`, { userId }, error);
          reject(event, SOCKET_ERRORS.internal, ack);
        });
    });
  };
  void socket.join(visitorRoom(userId));
  deps.logger.debug('socket', 'connected', { userId, transport: socket.conn.transport.name });

  on('join_room', ([roomId], ack) => {
    const parsed = roomIdSchema.safeParse(roomId);
    if (!parsed.success || parsed.data !== userId) return reject('join_room', SOCKET_ERRORS.forbiddenRoom, ack);
    void socket.join(userId);
    ack({ ok: true });
    const lastDisconnect = recentDisconnects.get(userId);
    if (lastDisconnect !== undefined && Date.now() - lastDisconnect < RECONNECT_WINDOW_MS)
      socket.emit('message', { roomId: userId, type: 'RECONNECTED', payload: { userId, roomId: userId } });
    socket.to(userId).emit('message', { roomId: userId, type: 'USER_JOIN', payload: { userId } });
  });

  on('leave_room', (_args, ack) => {
    void socket.leave(userId);
    ack({ ok: true });
    socket.to(userId).emit('message', { roomId: userId, type: 'USER_LEAVE', payload: { userId } });
  });

  on('user_typing', (args) => {
    const parsed = typingArgumentsSchema.safeParse(args);
    if (!parsed.success) return reject('user_typing', `${SOCKET_ERRORS.malformed}: expected (roomId, isTyping)`);
    if (parsed.data[0] !== userId) return reject('user_typing', SOCKET_ERRORS.forbiddenRoom);
    socket.to(userId).emit('user_typing', { userId, isTyping: parsed.data[1] });
  });

  on('send_message', async ([raw], ack) => {
    const parsed = sendMessageEnvelopeSchema.safeParse(raw);
    if (!parsed.success) return reject('send_message', `${SOCKET_ERRORS.malformed}: ${describeIssues(parsed.error)}`, ack);
    const envelope = parsed.data;
    if (envelope.roomId !== userId) return reject('send_message', SOCKET_ERRORS.forbiddenRoom, ack);
    if (envelope.payload.userId !== userId) return reject('send_message', SOCKET_ERRORS.forbiddenUser, ack);
    // The session may have expired while the socket stayed open; checked (and kept active) once a minute.
    if (Date.now() - socket.data.verifiedAt >= SESSION_TOUCH_INTERVAL_MS) {
      const token: unknown = socket.handshake.auth.token;
      const auth = await deps.identity.authenticate(typeof token === 'string' ? token : undefined);
      if (!auth.ok) return reject('send_message', AUTH_ERRORS[auth.reason], ack);
      socket.data = { session: auth.session, verifiedAt: Date.now() };
    }
    const { chatId } = envelope.payload;
    if (envelope.type === 'CHAT_STATUS') {
      deps.chat.stop(userId, chatId);
      return ack({ ok: true });
    }
    deps.chat.cancelOtherChats(userId, socket.id, chatId);
    const { message, messageId: clientMessageId } = envelope.payload;
    await deps.chat.receive(socket.data.session, socket.id, { chatId, message, clientMessageId }, ack);
  });

  socket.onAny((event: string) => {
    const known: string[] = Object.values(SOCKET_EVENTS);
    if (!known.includes(event)) reject(event, `${SOCKET_ERRORS.unknownEvent} Use join_room, leave_room, send_message or user_typing.`);
  });

  socket.on('disconnect', (reason) => {
    deps.chat.cancelForSocket(socket.id);
    recentDisconnects.set(userId, Date.now());
    if (recentDisconnects.size > 50_000) recentDisconnects.clear();
    deps.logger.debug('socket', 'disconnected', { userId, reason });
  });
}

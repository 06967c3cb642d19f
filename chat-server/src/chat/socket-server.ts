/**
 * The chat socket (docs/product-rules.md §7): authenticated handshake, own room only,
 * validated packets, replies streamed to the visitor's room.
 */
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { clientAddress, requestHost, type ProxyTrust } from '../http/forwarded.js';
import { answerAfterBody } from '../http/request-body.js';
import { AUTH_ERRORS, type Identity } from '../identity/identity.js';
import { SESSION_TOUCH_INTERVAL_MS, type Session } from '../identity/session-store.js';
import type { Logger } from '../logging/logger.js';
import type { ConnectionErrorPayload, SocketAck, SocketEnvelope, UserTypingEvent } from '@agency/chat-protocol';
import { SOCKET_EVENTS } from '@agency/chat-protocol';
import { type RateLimit, rateLimitedHandshake } from '../shared/rate-limit.js';
import { waitAtMost } from '../shared/wait-at-most.js';
import type { ChatService } from './chat-service.js';
import { batchSocketWrites } from './socket-write-batching.js';
import { chatPayloadSchema, describeIssues, envelopeSchema, roomIdSchema, stopPayloadSchema, typingSchema } from './socket-schemas.js';

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

interface SocketData {
  session: Session;
  /** When the session was last confirmed against the database. */
  verifiedAt: number;
}

/** Every socket of a visitor is in this room, joined or not, so they can be closed together. */
const visitorRoom = (userId: string) => `visitor:${userId}`;

/** Sockets get this long on shutdown to send what is still queued for them. */
export const SOCKET_FLUSH_TIMEOUT_MS = 2_000;

/**
 * Shutdown: closes this node's connections only after their queued frames
 * (the end frame, `stopped`, the analysis) went out. The transport closes
 * without a socket.io disconnect packet, so clients reconnect to the next node.
 */
export async function closeConnectionsGracefully(io: Server, timeoutMs = SOCKET_FLUSH_TIMEOUT_MS): Promise<void> {
  const connections = [...new Set([...io.of('/').sockets.values()].map((socket) => socket.conn))];
  const closed = connections.map((connection) => new Promise<void>((resolve) => connection.once('close', () => resolve())));
  for (const connection of connections) connection.close();
  await waitAtMost(Promise.all(closed), timeoutMs);
}

/** After "delete all my data" the visitor's sockets (on every node) are closed. */
export function disconnectVisitor(io: Server, userId: string): void {
  io.in(visitorRoom(userId)).disconnectSockets(true);
}

type ChatSocket = Socket & { data: SocketData };

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

type AckFn = (reply: SocketAck) => void;

function ackOf(args: unknown[]): AckFn {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as AckFn) : () => undefined;
}

function argsWithoutAck(args: unknown[]): unknown[] {
  return typeof args[args.length - 1] === 'function' ? args.slice(0, -1) : args;
}

export function createSocketServer(httpServer: HttpServer, deps: SocketServerDeps): Server {
  const io = new Server(httpServer, {
    transports: ['websocket', 'polling'],
    pingTimeout: SOCKET_PING_TIMEOUT_MS,
    pingInterval: SOCKET_PING_INTERVAL_MS,
    connectTimeout: SOCKET_CONNECT_TIMEOUT_MS,
    maxHttpBufferSize: SOCKET_MAX_PACKET_BYTES,
    serveClient: false,
    allowRequest: (request, callback) => {
      const allowed = deps.isOriginAllowed(request.headers.origin, requestHost(request, deps.trustProxy));
      callback(allowed ? null : SOCKET_ERRORS.originNotAllowed, allowed);
    },
  });
  const recentDisconnects = new Map<string, number>();
  batchSocketWrites(io);
  // engine.io refuses a bad long-polling request before reading its body: the answer waits for the body, so a proxy
  // in front, still uploading it, is not reset and passes our 400 or 413 on instead of a 502.
  const handleRequest = io.engine.handleRequest.bind(io.engine);
  io.engine.handleRequest = (request, response) => {
    answerAfterBody(request, response);
    handleRequest(request, response);
  };

  io.use(rateLimitedHandshake(deps.connectionLimit, (socket) => connectionKey(socket, deps.trustProxy)));
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    deps.identity
      .authenticate(typeof token === 'string' ? token : undefined)
      .then((auth) => {
        if (!auth.ok) {
          const error = new Error(AUTH_ERRORS[auth.reason]) as Error & { data?: unknown };
          error.data = { reason: auth.reason };
          next(error);
          return;
        }
        (socket as ChatSocket).data.session = auth.session;
        (socket as ChatSocket).data.verifiedAt = Date.now();
        next();
      })
      .catch((error: unknown) => {
        deps.logger.error('socket', 'handshake failed', error);
        next(new Error(SOCKET_ERRORS.internal));
      });
  });

  io.on('connection', (rawSocket) => {
    const socket = rawSocket as ChatSocket;
    const { userId } = socket.data.session;
    const send = (type: SocketEnvelope['type'], payload: unknown) => socket.emit(SOCKET_EVENTS.message, { roomId: userId, type, payload });
    const reject = (event: string, error: string, ack?: AckFn) => {
      const payload: ConnectionErrorPayload = { error, event };
      send('CONNECTION_ERROR', payload);
      ack?.({ ok: false, error });
    };
    /** A handler error becomes a CONNECTION_ERROR; the process never crashes on a packet. */
    const on = (event: string, handler: (args: unknown[], ack: AckFn) => Promise<void> | void) => {
      socket.on(event, (...args: unknown[]) => {
        const ack = ackOf(args);
        Promise.resolve()
          .then(() => handler(argsWithoutAck(args), ack))
          .catch((error: unknown) => {
            deps.logger.error('socket', `${event} failed`, { userId }, error);
            reject(event, SOCKET_ERRORS.internal, ack);
          });
      });
    };
    void socket.join(visitorRoom(userId));
    const conversations = deps.chat.conversationsFor(userId);
    deps.logger.debug('socket', 'connected', { userId, transport: socket.conn.transport.name });

    on(SOCKET_EVENTS.joinRoom, ([roomId], ack) => {
      const parsed = roomIdSchema.safeParse(roomId);
      if (!parsed.success || parsed.data !== userId) return reject(SOCKET_EVENTS.joinRoom, SOCKET_ERRORS.forbiddenRoom, ack);
      void socket.join(userId);
      ack({ ok: true });
      const lastDisconnect = recentDisconnects.get(userId);
      if (lastDisconnect !== undefined && Date.now() - lastDisconnect < RECONNECT_WINDOW_MS)
        send('RECONNECTED', { userId, roomId: userId });
      socket.to(userId).emit(SOCKET_EVENTS.message, { roomId: userId, type: 'USER_JOIN', payload: { userId } });
    });

    on(SOCKET_EVENTS.leaveRoom, (_args, ack) => {
      void socket.leave(userId);
      ack({ ok: true });
      socket.to(userId).emit(SOCKET_EVENTS.message, { roomId: userId, type: 'USER_LEAVE', payload: { userId } });
    });

    on(SOCKET_EVENTS.userTyping, (args) => {
      const parsed = typingSchema.safeParse(args);
      if (!parsed.success) return reject(SOCKET_EVENTS.userTyping, `${SOCKET_ERRORS.malformed}: expected (roomId, isTyping)`);
      if (parsed.data[0] !== userId) return reject(SOCKET_EVENTS.userTyping, SOCKET_ERRORS.forbiddenRoom);
      const event: UserTypingEvent = { userId, isTyping: parsed.data[1] };
      socket.to(userId).emit(SOCKET_EVENTS.userTyping, event);
    });

    on(SOCKET_EVENTS.sendMessage, async ([raw], ack) => {
      const envelope = envelopeSchema.safeParse(raw);
      if (!envelope.success) return reject(SOCKET_EVENTS.sendMessage, `${SOCKET_ERRORS.malformed}: ${describeIssues(envelope.error)}`, ack);
      if (envelope.data.roomId !== userId) return reject(SOCKET_EVENTS.sendMessage, SOCKET_ERRORS.forbiddenRoom, ack);
      // The session may have expired while the socket stayed open; checked (and kept active) once a minute.
      if (Date.now() - socket.data.verifiedAt >= SESSION_TOUCH_INTERVAL_MS) {
        const auth = await deps.identity.authenticate((socket.handshake.auth as { token?: string }).token);
        if (!auth.ok) return reject(SOCKET_EVENTS.sendMessage, AUTH_ERRORS[auth.reason], ack);
        socket.data.session = auth.session;
        socket.data.verifiedAt = Date.now();
      }
      const session = socket.data.session;

      if (envelope.data.type === 'CHAT_STATUS') {
        const stop = stopPayloadSchema.safeParse(envelope.data.payload);
        if (!stop.success) return reject(SOCKET_EVENTS.sendMessage, `${SOCKET_ERRORS.malformed}: ${describeIssues(stop.error)}`, ack);
        if (stop.data.userId !== userId) return reject(SOCKET_EVENTS.sendMessage, SOCKET_ERRORS.forbiddenUser, ack);
        deps.chat.stop(userId, stop.data.chatId);
        return ack({ ok: true });
      }
      const payload = chatPayloadSchema.safeParse(envelope.data.payload);
      if (!payload.success) return reject(SOCKET_EVENTS.sendMessage, `${SOCKET_ERRORS.malformed}: ${describeIssues(payload.error)}`, ack);
      if (payload.data.userId !== userId) return reject(SOCKET_EVENTS.sendMessage, SOCKET_ERRORS.forbiddenUser, ack);
      deps.chat.cancelOtherChats(userId, socket.id, payload.data.chatId);
      await deps.chat.receive(
        session,
        socket.id,
        { chatId: payload.data.chatId, message: payload.data.message, clientMessageId: payload.data.messageId },
        ack,
        conversations,
      );
    });

    socket.onAny((event: string) => {
      const known = Object.values(SOCKET_EVENTS) as string[];
      if (!known.includes(event))
        reject(
          event,
          `${SOCKET_ERRORS.unknownEvent} Use ${SOCKET_EVENTS.joinRoom}, ${SOCKET_EVENTS.leaveRoom}, ${SOCKET_EVENTS.sendMessage} or ${SOCKET_EVENTS.userTyping}.`,
        );
    });

    socket.on('disconnect', (reason) => {
      deps.chat.cancelForSocket(socket.id);
      recentDisconnects.set(userId, Date.now());
      if (recentDisconnects.size > 50_000) recentDisconnects.clear();
      deps.logger.debug('socket', 'disconnected', { userId, reason });
    });
  });
  return io;
}

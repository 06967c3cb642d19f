/**
 * Test support: a chat server on a loopback port that speaks chat-server's
 * protocol (@agency/chat-protocol) over real HTTP and a real socket.io
 * server, so the widget's tests exercise its real network code. Each test
 * scripts the assistant's side through `onUserMessage`.
 */
import {
  BOOKINGS_PATH,
  type Booking,
  type ChatMessage,
  type ChatPayload,
  type ChatStatusPayload,
  type ClientToServerEvents,
  type SendMessageEnvelope,
  type ServerEnvelope,
  type ServerToClientEvents,
  type SocketAck,
  type StopGenerationPayload,
  type StreamFrame,
  type UserTypingEvent,
} from '@agency/chat-protocol';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import { Server } from 'socket.io';

export interface UserMessageContext {
  userId: string;
  payload: ChatPayload;
  /** The id the server stores the visitor's message under (not the client's), as chat-server does. */
  storedMessageId: string;
  ack: (reply: SocketAck) => void;
  /** Stores the visitor's message and echoes it to the room, as chat-server does. */
  echo: () => ChatMessage;
  /** Sends stream frames for one assistant message and stores the whole reply. */
  stream: (chunks: string[], options?: { stopped?: boolean }) => ChatMessage;
  /** Sends one stream frame (for replies a test paces itself). */
  frame: (frame: Omit<StreamFrame, 'isStream' | 'chatId'>) => void;
  status: (payload: ChatStatusPayload) => void;
}

export interface LoopbackChatServer {
  url: string;
  /** Stored messages by chat id. */
  chats: Map<string, ChatMessage[]>;
  /** Owner of each chat. */
  owners: Map<string, string>;
  /** Every send_message envelope received. */
  received: SendMessageEnvelope[];
  /** Every user_typing the visitor emitted. */
  typing: Array<[string, boolean]>;
  /** The path of every REST call, in order. */
  apiRequests: string[];
  /** Socket connections accepted so far. */
  socketConnections: number;
  /** POST /api/session calls: whether each came with a token. */
  sessionRequests: Array<{ withToken: boolean }>;
  /** Tokens the server no longer accepts (401 on refresh, handshake refused). */
  expiredTokens: Set<string>;
  onUserMessage: (context: UserMessageContext) => void;
  /** Socket connections hang unanswered, as with a frozen chat-server (to show the connect timeout). */
  stallHandshakes: boolean;
  /** POST /api/bookings bodies, in order. */
  bookingRequests: Array<Record<string, unknown>>;
  /** chat-server's answer to a booking (a test may hold it back); by default it books the time asked for (201). */
  onBooking: (request: Record<string, unknown>) => BookingAnswer | Promise<BookingAnswer>;
  /** Sends an envelope to a visitor's room. */
  emitToRoom: (userId: string, envelope: ServerEnvelope) => void;
  /** Sends a user_typing event to a visitor's room. */
  emitTypingToRoom: (userId: string, event: UserTypingEvent) => void;
  /** Stores a message directly, as if the server had stored it earlier. */
  store: (message: ChatMessage, userId: string) => void;
  /**
   * chat-server goes down: every connection is closed and each new one is reset. The port stays held by this test, so
   * no other test file running beside it is given the port and answers in its place.
   */
  stop: () => Promise<void>;
  /** chat-server comes back on the same port. */
  start: () => Promise<void>;
  /** Closes everything and releases the port (after the test). */
  close: () => Promise<void>;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(counter += 1).toString().padStart(9, '0')}`;

export interface BookingAnswer {
  status: number;
  body: unknown;
}

/** A 201 booking of the time and e-mail address asked for, as chat-server answers a free slot. */
export function bookedAnswer(
  request: Record<string, unknown>,
  durationMinutes = 30,
): { status: number; body: { success: true; data: Booking } } {
  const start = String(request.start);
  const end = new Date(new Date(start).getTime() + durationMinutes * 60_000).toISOString();
  const booking: Booking = {
    bookingId: nextId('bk'),
    chatId: String(request.chatId),
    start,
    end,
    email: String(request.email),
    status: 'booked',
    teamTimeZone: 'Europe/Berlin',
  };
  return { status: 201, body: { success: true, data: booking } };
}

export const defaultReply = (context: UserMessageContext) => {
  context.ack({ ok: true, messageId: context.storedMessageId });
  context.echo();
  context.stream(['Hello', ' from the assistant.']);
};

function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      try {
        resolve(raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
  });
}

export async function startLoopbackChatServer(): Promise<LoopbackChatServer> {
  const tokens = new Map<string, { userId: string; sessionId: string; createdAt: number }>();
  const chats = new Map<string, ChatMessage[]>();
  const owners = new Map<string, string>();
  const received: SendMessageEnvelope[] = [];
  const typing: Array<[string, boolean]> = [];
  const sessionRequests: Array<{ withToken: boolean }> = [];
  const expiredTokens = new Set<string>();

  const userOf = (request: IncomingMessage): string | null => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || expiredTokens.has(token)) return null;
    return tokens.get(token)?.userId ?? null;
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type, Authorization',
    });
    response.end(JSON.stringify(body));
  };

  const handleRest = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return send(response, 204, {});
    server.apiRequests.push(request.url ?? '');
    const body = await readBody(request);
    if (request.url === '/api/session') {
      const header = request.headers.authorization ?? '';
      sessionRequests.push({ withToken: header.startsWith('Bearer ') });
      const existing = header.startsWith('Bearer ') ? header.slice(7) : null;
      if (existing && expiredTokens.has(existing)) return send(response, 401, { success: false, error: 'Session expired' });
      const known = existing ? tokens.get(existing) : undefined;
      const now = Date.now();
      if (existing && known) {
        return send(response, 200, {
          success: true,
          data: { ...known, token: existing, userType: 'anonymous', isAnonymous: true, lastActiveAt: now },
        });
      }
      const session = { userId: nextId('anon'), sessionId: nextId('sess'), createdAt: now };
      const token = nextId('token');
      tokens.set(token, session);
      return send(response, 201, {
        success: true,
        data: { ...session, token, userType: 'anonymous', isAnonymous: true, lastActiveAt: now },
      });
    }
    const userId = userOf(request);
    if (!userId) return send(response, 401, { success: false, error: 'Session expired' });
    if (request.url?.startsWith('/api/privacy/export')) {
      const format = new URL(request.url, 'http://loopback').searchParams.get('format');
      const own = [...chats.entries()].filter(([chatId]) => owners.get(chatId) === userId);
      if (format === 'markdown') {
        const text = own.map(([, messages]) => messages.map((m) => `**${m.role}**: ${m.content}`).join('\n')).join('\n\n');
        response.writeHead(200, {
          'Content-Type': 'text/markdown',
          'Content-Disposition': 'attachment; filename="conversations-2026-01-05.md"',
        });
        return response.end(text);
      }
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Disposition': 'attachment; filename="conversations-2026-01-05.json"',
      });
      return response.end(JSON.stringify({ success: true, data: { chats: own.map(([chatId, messages]) => ({ chatId, messages })) } }));
    }
    if (request.url === '/api/privacy/data' && request.method === 'DELETE') {
      const own = [...owners.entries()].filter(([, owner]) => owner === userId).map(([chatId]) => chatId);
      own.forEach((chatId) => {
        chats.delete(chatId);
        owners.delete(chatId);
      });
      const header = request.headers.authorization ?? '';
      expiredTokens.add(header.slice(7));
      return send(response, 200, { success: true, data: { deletedChats: own.length, deletedLeads: 0 } });
    }
    if (request.url === BOOKINGS_PATH && request.method === 'POST') {
      server.bookingRequests.push(body);
      const answer = await server.onBooking(body);
      return send(response, answer.status, answer.body);
    }
    const invite = request.url?.match(/^\/api\/bookings\/([^/]+)\/invite\.ics$/);
    if (invite && request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      return response.end(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:${invite[1]}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`);
    }
    if (request.url === '/api/chat/list') {
      const ids = [...chats.entries()]
        .filter(([chatId]) => owners.get(chatId) === userId)
        .sort(([, a], [, b]) => (b.at(-1)?.timestamp ?? 0) - (a.at(-1)?.timestamp ?? 0))
        .map(([chatId]) => ({ chatId }));
      return send(response, 200, { success: true, data: ids });
    }
    if (request.url === '/api/chat/load') {
      const chatId = String(body.chatId);
      const entries = owners.get(chatId) === userId ? (chats.get(chatId) ?? []) : [];
      return send(response, 200, { success: true, data: { entries } });
    }
    return send(response, 404, { success: false, error: 'Not found' });
  };

  const store = (message: ChatMessage, userId: string) => {
    owners.set(message.chatId, userId);
    chats.set(message.chatId, [...(chats.get(message.chatId) ?? []), message]);
  };

  let httpServer: HttpServer = createServer((request, response) => {
    if (request.url?.startsWith('/api/')) void handleRest(request, response);
  });
  const stalled = new Set<Socket>();
  let io: Server<ClientToServerEvents, ServerToClientEvents>;
  let port = 0;

  const server: LoopbackChatServer = {
    url: '',
    chats,
    owners,
    received,
    typing,
    sessionRequests,
    apiRequests: [],
    socketConnections: 0,
    expiredTokens,
    onUserMessage: defaultReply,
    bookingRequests: [],
    onBooking: (request) => bookedAnswer(request),
    stallHandshakes: false,
    emitToRoom: (userId, envelope) => {
      io.to(userId).emit('message', envelope);
    },
    emitTypingToRoom: (userId, event) => {
      io.to(userId).emit('user_typing', event);
    },
    store,
    stop: async () => {
      await closeChatServer();
      refusing = createNetServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => refusing!.listen(port, '127.0.0.1', resolve));
    },
    start: async () => {
      await releasePort();
      httpServer = createServer((request, response) => {
        if (request.url?.startsWith('/api/')) void handleRest(request, response);
      });
      attachSocket();
      await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
    },
    close: async () => {
      if (refusing) await releasePort();
      else await closeChatServer();
    },
  };

  /** The listener that resets connections while chat-server is down. */
  let refusing: NetServer | null = null;

  async function closeChatServer() {
    io.disconnectSockets(true);
    // Stalled handshakes hold their sockets outside the HTTP server's own connections.
    stalled.forEach((socket) => socket.destroy());
    stalled.clear();
    const closed = new Promise<void>((resolve) => {
      void io.close(() => resolve());
    });
    httpServer.closeAllConnections();
    await closed;
  }

  async function releasePort() {
    const listener = refusing;
    refusing = null;
    if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()));
  }

  function attachSocket() {
    io = new Server(httpServer, {
      cors: { origin: '*' },
      transports: ['websocket', 'polling'],
      // A stalled server never answers the transport's handshake: the client's connect wait runs out.
      allowRequest: (request, answer) => {
        if (server.stallHandshakes) stalled.add(request.socket);
        else answer(null, true);
      },
    });
    io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: string }).token ?? '';
      const session = tokens.get(token);
      if (!session || expiredTokens.has(token)) return next(new Error('Session expired'));
      (socket.data as { userId: string }).userId = session.userId;
      next();
    });
    io.on('connection', (socket) => {
      server.socketConnections += 1;
      const userId = (socket.data as { userId: string }).userId;
      const emit = (envelope: ServerEnvelope) => io.to(userId).emit('message', envelope);
      socket.on('join_room', (roomId, ack) => {
        if (roomId !== userId) return ack({ ok: false, error: 'You can only join your own room.' });
        void socket.join(userId);
        ack({ ok: true });
      });
      socket.on('leave_room', (ack) => {
        void socket.leave(userId);
        ack({ ok: true });
      });
      socket.on('user_typing', (roomId, isTyping) => typing.push([roomId, isTyping]));
      socket.on('send_message', (envelope, ack) => {
        received.push(envelope);
        const token = (socket.handshake.auth as { token?: string }).token ?? '';
        if (expiredTokens.has(token)) {
          ack({ ok: false, error: 'Session expired' });
          return;
        }
        if (envelope.type === 'CHAT_STATUS') {
          ack({ ok: true });
          return;
        }
        const payload: ChatPayload = envelope.payload;
        const messageId = nextId('assistant');
        let streamed = '';
        const context: UserMessageContext = {
          userId,
          payload,
          storedMessageId: nextId('stored'),
          ack,
          echo: () => {
            const message: ChatMessage = {
              messageId: context.storedMessageId,
              chatId: payload.chatId,
              role: 'user',
              content: payload.message,
              timestamp: Date.now(),
            };
            store(message, userId);
            emit({ roomId: userId, type: 'CHAT_MESSAGE', payload: message });
            return message;
          },
          frame: (frame) => {
            streamed += frame.message;
            emit({ roomId: userId, type: 'CHAT_MESSAGE', payload: { ...frame, isStream: true, chatId: payload.chatId } });
            if (frame.isStreamEnd) {
              store(
                { messageId: frame.messageId, chatId: payload.chatId, role: 'assistant', content: streamed, timestamp: Date.now() },
                userId,
              );
            }
          },
          stream: (chunks, options) => {
            chunks.forEach((chunk) => context.frame({ message: chunk, isStreamEnd: false, messageId }));
            context.frame({ message: '', isStreamEnd: true, messageId, ...(options?.stopped ? { stopped: true } : {}) });
            return chats.get(payload.chatId)?.at(-1) as ChatMessage;
          },
          status: (status) => emit({ roomId: userId, type: 'CHAT_STATUS', payload: status }),
        };
        server.onUserMessage(context);
      });
    });
  }

  attachSocket();
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  port = (httpServer.address() as AddressInfo).port;
  server.url = `http://127.0.0.1:${port}`;
  return server;
}

/** The stop request a visitor sent, if any. */
export function stopRequests(server: LoopbackChatServer): StopGenerationPayload[] {
  return server.received.flatMap((envelope) => (envelope.type === 'CHAT_STATUS' ? [envelope.payload] : []));
}

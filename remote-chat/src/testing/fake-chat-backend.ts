/**
 * Test support for the conversation controller without sockets or HTTP: an
 * in-memory chat-server REST side and a transport the test drives by hand
 * (accept, drop, fail an attempt, deliver an envelope, answer acks).
 */
import type { ChatMessage, SocketAck, SocketEnvelope, StreamFrame } from '@agency/chat-protocol';
import type { ChatTransport, OpenTransport, TransportEvents } from '../connection';
import type { ChatServerApi } from '../conversation';
import type { VisitorSession } from '../session';

export interface FakeTransport extends ChatTransport {
  token: string;
  events: TransportEvents;
  /** Every acknowledged request, in order. */
  requests: Array<{ event: string; args: unknown[] }>;
  /** Every fire-and-forget emit, in order. */
  emits: Array<{ event: string; args: unknown[] }>;
  connectCalls: number;
  disconnectCalls: number;
  closed: boolean;
  /** The handshake succeeds. */
  accept: () => void;
  /** The connection is lost (network). */
  drop: () => void;
  /** One reconnect attempt starts and fails with `message`. */
  failReconnectAttempt: (message: string) => void;
  /** The server refuses the handshake (middleware error): no retry. */
  refuse: (message: string) => void;
  deliver: (envelope: SocketEnvelope) => void;
}

/** How the fake server acknowledges a request; a never-settling promise holds it. */
export type AckHandler = (event: string, args: unknown[]) => Promise<SocketAck>;

export interface FakeChatBackend {
  api: ChatServerApi;
  openTransport: OpenTransport;
  transports: FakeTransport[];
  /** The newest transport (one per session until a reconnect with a new token reuses it). */
  transport: () => FakeTransport;
  /** Stored messages by chat id. */
  chats: Map<string, ChatMessage[]>;
  sessionRequests: Array<VisitorSession | null>;
  /** POST /api/session fails (chat-server unreachable). */
  unreachable: boolean;
  onRequest: AckHandler;
  /** Holds the next chat list answers until `release` (to look at the state in between). */
  holdChatList: () => { release: () => void };
  /** The room envelope of one stream frame for `chatId`. */
  frame: (chatId: string, frame: Omit<StreamFrame, 'isStream' | 'chatId'>) => SocketEnvelope;
}

let sequence = 0;

export function createFakeChatBackend(): FakeChatBackend {
  const transports: FakeTransport[] = [];
  const chats = new Map<string, ChatMessage[]>();
  const sessionRequests: Array<VisitorSession | null> = [];
  let listGate: Promise<void> = Promise.resolve();

  const backend: FakeChatBackend = {
    transports,
    transport: () => {
      const newest = transports.at(-1);
      if (!newest) throw new Error('no transport was opened');
      return newest;
    },
    chats,
    sessionRequests,
    unreachable: false,
    onRequest: async () => ({ ok: true }),
    holdChatList: () => {
      let release = () => undefined as void;
      listGate = new Promise((resolve) => (release = resolve));
      return { release: () => release() };
    },
    frame: (chatId, frame) => ({ roomId: 'room', type: 'CHAT_MESSAGE', payload: { ...frame, chatId, isStream: true } }),
    api: {
      obtainSession: async (stored) => {
        sessionRequests.push(stored);
        if (backend.unreachable) return null;
        if (stored) return { ...stored, lastActiveAt: Date.now() };
        sequence += 1;
        const now = Date.now();
        return {
          userId: `visitor-${sequence}`,
          sessionId: `session-${sequence}`,
          token: `token-${sequence}`,
          userType: 'anonymous',
          isAnonymous: true,
          createdAt: now,
          lastActiveAt: now,
        };
      },
      listChats: async () => {
        await listGate;
        return [...chats.keys()];
      },
      loadChat: async (_session, chatId) => chats.get(chatId) ?? [],
      fetchConversationExport: async () => null,
      deleteVisitorData: async () => true,
      saveFile: () => undefined,
    },
    openTransport: (token, events) => {
      let connected = false;
      const transport: FakeTransport = {
        token,
        events,
        requests: [],
        emits: [],
        connectCalls: 0,
        disconnectCalls: 0,
        closed: false,
        isConnected: () => connected,
        request: (event, ...args) => {
          transport.requests.push({ event, args });
          return backend.onRequest(event, args);
        },
        emit: (event, ...args) => {
          transport.emits.push({ event, args });
        },
        setToken: (next) => {
          transport.token = next;
        },
        connect: () => {
          transport.connectCalls += 1;
        },
        disconnect: () => {
          transport.disconnectCalls += 1;
          connected = false;
        },
        close: () => {
          transport.closed = true;
          connected = false;
        },
        accept: () => {
          connected = true;
          events.onConnect();
        },
        drop: () => {
          connected = false;
          events.onDisconnect(false);
        },
        failReconnectAttempt: (message) => {
          events.onReconnectAttempt();
          events.onConnectError(message, true);
        },
        refuse: (message) => events.onConnectError(message, false),
        deliver: (envelope) => events.onEnvelope(envelope),
      };
      transports.push(transport);
      return transport;
    },
  };
  return backend;
}

/**
 * The `/inbox` socket.io namespace: only a staff session (its cookie, checked
 * in the namespace's middleware) joins. It pushes the conversation list on
 * connection, each conversation again when it changes, and an opened
 * conversation's transcript as it grows.
 */
import type { Namespace, Server as SocketServer, Socket } from 'socket.io';
import {
  conversationIdSchema,
  INBOX_NAMESPACE,
  type InboxClientToServerEvents,
  type InboxServerToClientEvents,
  type StaffUser,
} from '@agency/chat-protocol/inbox';
import type { SocketEnvelope } from '@agency/chat-protocol';
import type { Logger } from '../logging/logger.js';
import type { AuditLog } from './audit-log.js';
import { conversationIdOf, type Conversations } from './conversations.js';
import { NOT_SIGNED_IN, sessionIdOf } from './staff-auth.js';
import { sessionHash, type StaffStore } from './staff-store.js';

interface StaffSocketData {
  staff: StaffUser;
  sessionId: string;
}

type InboxNamespace = Namespace<InboxClientToServerEvents, InboxServerToClientEvents, Record<string, never>, StaffSocketData>;
type InboxSocket = Socket<InboxClientToServerEvents, InboxServerToClientEvents, Record<string, never>, StaffSocketData>;

/** Every signed-in connection. */
const ALL_STAFF = 'staff';
const staffRoom = (staffId: string) => `staff:${staffId}`;
const sessionRoom = (sessionId: string) => `session:${sessionHash(sessionId)}`;
const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

/** The visitor envelopes after which a conversation reads differently: a stored message, a reply's analysis. */
const CHANGING_ENVELOPES = new Set<SocketEnvelope['type']>(['CHAT_MESSAGE', 'CHAT_STATUS']);

export interface InboxLiveDeps {
  staff: StaffStore;
  conversations: Conversations;
  audit: AuditLog;
  logger: Logger;
}

export class InboxLive {
  private nsp: InboxNamespace | undefined;
  /** Conversations being re-read, and whether they changed again meanwhile. */
  private readonly refreshing = new Map<string, { again: boolean; done: Promise<void> }>();
  private stopped = false;

  constructor(private readonly deps: InboxLiveDeps) {}

  attach(io: SocketServer): void {
    // The site's server is typed for the visitors' events; this namespace speaks the inbox's.
    const nsp = io.of(INBOX_NAMESPACE) as unknown as InboxNamespace;
    this.nsp = nsp;
    nsp.use((socket, next) => {
      const sessionId = sessionIdOf(socket.request.headers.cookie);
      if (!sessionId) return next(new Error(NOT_SIGNED_IN));
      this.deps.staff.userOfSession(sessionId).then(
        (user) => {
          if (!user) return next(new Error(NOT_SIGNED_IN));
          socket.data.staff = user;
          socket.data.sessionId = sessionId;
          next();
        },
        (error: unknown) => {
          this.deps.logger.error('inbox', 'session check failed', error);
          next(new Error('The inbox is unavailable. Try again shortly.'));
        },
      );
    });
    nsp.on('connection', (socket) => void this.connected(socket));
  }

  private async connected(socket: InboxSocket): Promise<void> {
    const { staff, sessionId } = socket.data;
    await socket.join([ALL_STAFF, staffRoom(staff.staffId), sessionRoom(sessionId)]);
    socket.on('open_conversation', (conversationId, ack) => {
      if (typeof ack !== 'function') return;
      void this.open(socket, conversationId).then(ack, (error: unknown) => {
        this.deps.logger.error('inbox', 'conversation not opened', error);
        ack({ ok: false, error: 'The conversation could not be opened.' });
      });
    });
    socket.on('close_conversation', (conversationId) => {
      if (conversationIdSchema.safeParse(conversationId).success) void socket.leave(conversationRoom(conversationId));
    });
    try {
      socket.emit('conversations', await this.deps.conversations.list());
    } catch (error) {
      this.deps.logger.error('inbox', 'conversation list failed', error);
      socket.disconnect(true);
    }
  }

  private async open(socket: InboxSocket, conversationId: unknown) {
    const parsed = conversationIdSchema.safeParse(conversationId);
    if (!parsed.success) return { ok: false as const, error: 'Not a conversation id.' };
    // The session may have ended since the connection was made.
    const user = await this.deps.staff.userOfSession(socket.data.sessionId);
    if (!user) {
      socket.disconnect(true);
      return { ok: false as const, error: NOT_SIGNED_IN };
    }
    const detail = await this.deps.conversations.detail(parsed.data);
    if (!detail) return { ok: false as const, error: 'No such conversation.' };
    await this.deps.audit.record(user, 'conversation_opened', parsed.data);
    await socket.join(conversationRoom(parsed.data));
    return { ok: true as const, detail };
  }

  /** Ends the live connections of a person (signed out everywhere, or disabled). */
  endSessionsOf(staffId: string): void {
    this.nsp?.in(staffRoom(staffId)).disconnectSockets(true);
  }

  /** Ends the live connections of one session (signed out). */
  endSession(sessionId: string): void {
    this.nsp?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /**
   * Called with every envelope the chat service sends a visitor: a stored
   * message or a finished reply re-reads that conversation for the inbox.
   * Never waits, never throws: the visitor's chat does not depend on the inbox.
   */
  onVisitorEnvelope(userId: string, envelope: SocketEnvelope): void {
    if (!this.nsp || this.stopped || !CHANGING_ENVELOPES.has(envelope.type)) return;
    const payload = envelope.payload as { chatId?: unknown; isStream?: unknown } | null;
    // Stream frames are parts of a reply: its stored message is read once the reply's analysis arrives.
    if (typeof payload?.chatId !== 'string' || payload.isStream === true) return;
    const chatId = payload.chatId;
    const conversationId = conversationIdOf(userId, chatId);
    const running = this.refreshing.get(conversationId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false, done: Promise.resolve() };
    this.refreshing.set(conversationId, state);
    state.done = (async () => {
      try {
        do {
          state.again = false;
          await this.refresh(conversationId);
        } while (state.again && !this.stopped);
      } catch (error) {
        this.deps.logger.error('inbox', 'conversation update failed', error);
      } finally {
        this.refreshing.delete(conversationId);
      }
    })();
  }

  /**
   * Takes no new updates and waits for those under way, so none of them
   * publishes through a Redis client that shutdown has already closed.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.refreshing.values()].map((state) => state.done));
  }

  private async refresh(conversationId: string): Promise<void> {
    const nsp = this.nsp!;
    const summary = await this.deps.conversations.summary(conversationId);
    if (!summary) return;
    nsp.to(ALL_STAFF).emit('conversation', summary);
    const watchers = await nsp.in(conversationRoom(conversationId)).fetchSockets();
    if (watchers.length === 0) return;
    const detail = await this.deps.conversations.detail(conversationId);
    if (detail) nsp.to(conversationRoom(conversationId)).emit('transcript', detail);
  }
}

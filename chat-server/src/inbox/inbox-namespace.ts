/**
 * The `/inbox` socket.io namespace: only a staff session (its cookie, checked
 * in the namespace's middleware) joins. It pushes the conversation list on
 * connection, each conversation again when it changes, and an opened
 * conversation's transcript as it grows. A member of staff takes a
 * conversation over, writes and types in it, and hands it back to the
 * assistant; what they do reaches the visitor's room like any chat message.
 */
import type { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import {
  agentMessageSchema,
  agentTypingSchema,
  conversationIdSchema,
  type InboxAlert,
  INBOX_NAMESPACE,
  type InboxClientToServerEvents,
  type InboxServerToClientEvents,
  type StaffUser,
} from '@agency/chat-protocol/inbox';
import type { ChatMessage, ServerEnvelope, SocketEnvelope } from '@agency/chat-protocol';
import type { ChatServer } from '../chat/socket-server.js';
import type { Logger } from '../logging/logger.js';
import type { AuditLog } from './audit-log.js';
import { conversationIdOf, parseConversationId, type Conversations } from './conversations.js';
import { NOT_SIGNED_IN, sessionIdOf } from './staff-auth.js';
import { sessionHash, type StaffStore } from './staff-store.js';
import { authorOf, TAKEOVER_ERRORS, type Takeovers } from './takeovers.js';

const NOT_A_CONVERSATION = 'Not a conversation id.';

type Answer = { ok: true } & Record<string, unknown>;
type Refusal = { ok: false; error: string };
type Reply = (result: Answer | Refusal) => void;
const isReply = (value: unknown): value is Reply => typeof value === 'function';
const refused = (error: string): Refusal => ({ ok: false, error });

function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

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
  takeovers: Takeovers;
  audit: AuditLog;
  logger: Logger;
}

export class InboxLive {
  private nsp: InboxNamespace | undefined;
  private io: ChatServer | undefined;
  /** Conversations being re-read, and whether they changed again meanwhile. */
  private readonly refreshing = new Map<string, { again: boolean; done: Promise<void> }>();
  private stopped = false;

  constructor(private readonly deps: InboxLiveDeps) {}

  attach(io: ChatServer): void {
    // The site's server is typed for the visitors' events; this namespace speaks the inbox's.
    const nsp = io.of(INBOX_NAMESPACE) as unknown as InboxNamespace;
    this.nsp = nsp;
    this.io = io;
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
    this.answer(socket, 'take_over', (payload) => this.takeOver(socket, payload), 'The conversation could not be taken over.');
    this.answer(socket, 'hand_back', (payload) => this.handBack(socket, payload), 'The conversation could not be handed back.');
    this.answer(socket, 'agent_message', (payload) => this.agentMessage(socket, payload), 'The message could not be sent.');
    socket.on('agent_typing', (payload: unknown) => {
      this.agentTyping(socket, payload).catch((error: unknown) => this.deps.logger.error('inbox', 'typing not sent', error));
    });
    try {
      socket.emit('conversations', await this.deps.conversations.list());
    } catch (error) {
      this.deps.logger.error('inbox', 'conversation list failed', error);
      socket.disconnect(true);
    }
  }

  /**
   * An event answered through its acknowledgement: an answer or a clear
   * refusal, never a thrown error. A payload-less call (the acknowledgement
   * first) is answered too.
   */
  private answer(
    socket: InboxSocket,
    event: 'take_over' | 'hand_back' | 'agent_message',
    work: (payload: unknown) => Promise<Answer | Refusal>,
    failure: string,
  ): void {
    socket.on(event, (payload: unknown, ack: unknown) => {
      const reply = isReply(ack) ? ack : isReply(payload) ? payload : null;
      if (!reply) return;
      work(reply === payload ? undefined : payload).then(reply, (error: unknown) => {
        this.deps.logger.error('inbox', `${event} failed`, error);
        reply(refused(failure));
      });
    });
  }

  /** The person behind the socket, read again: their session may have ended since the connection was made. */
  private async signedIn(socket: InboxSocket): Promise<StaffUser | null> {
    const user = await this.deps.staff.userOfSession(socket.data.sessionId);
    if (!user) socket.disconnect(true);
    return user;
  }

  /** A request's payload, parsed, and the person who sent it; a refusal when the payload is malformed or the session has ended. */
  private async requestOf<T>(
    socket: InboxSocket,
    schema: z.core.$ZodType<T>,
    payload: unknown,
    malformed: (issues: z.core.$ZodIssue[]) => string,
  ): Promise<{ ok: true; user: StaffUser; data: T } | Refusal> {
    const parsed = z.safeParse(schema, payload);
    if (!parsed.success) return refused(malformed(parsed.error.issues));
    const user = await this.signedIn(socket);
    if (!user) return refused(NOT_SIGNED_IN);
    return { ok: true, user, data: parsed.data };
  }

  /** A request about one conversation, by someone signed in. */
  private conversationRequest(socket: InboxSocket, payload: unknown) {
    return this.requestOf(socket, conversationIdSchema, payload, () => NOT_A_CONVERSATION);
  }

  private async takeOver(socket: InboxSocket, payload: unknown): Promise<Answer | Refusal> {
    const request = await this.conversationRequest(socket, payload);
    if (!request.ok) return request;
    const { user, data: conversationId } = request;
    const result = await this.deps.takeovers.takeOver(conversationId, user);
    if (!result.ok) return result;
    if (result.notice) {
      await this.deps.audit.record(user, 'conversation_taken_over', conversationId);
      this.toVisitor(conversationId, result.notice);
    }
    await socket.join(conversationRoom(conversationId));
    return this.detailOf(conversationId);
  }

  private async handBack(socket: InboxSocket, payload: unknown): Promise<Answer | Refusal> {
    const request = await this.conversationRequest(socket, payload);
    if (!request.ok) return request;
    const result = await this.deps.takeovers.handBack(request.data, request.user);
    if (!result.ok) return result;
    const { user, data: conversationId } = request;
    await this.deps.audit.record(user, 'conversation_handed_back', conversationId);
    if (result.notice) this.toVisitor(conversationId, result.notice);
    this.typingToVisitor(conversationId, user, false);
    return this.detailOf(conversationId);
  }

  private async agentMessage(socket: InboxSocket, payload: unknown): Promise<Answer | Refusal> {
    const request = await this.requestOf(socket, agentMessageSchema, payload, (issues) => `Malformed message: ${describeIssues(issues)}`);
    if (!request.ok) return request;
    const { user } = request;
    const { conversationId, content } = request.data;
    const message = await this.deps.takeovers.addAgentMessage(conversationId, user, content);
    if (!message) return refused(TAKEOVER_ERRORS.notHolder);
    await this.deps.audit.record(user, 'agent_message', conversationId);
    this.toVisitor(conversationId, message);
    return { ok: true, messageId: message.messageId };
  }

  /** Typing reaches the visitor only from the person holding the conversation. */
  private async agentTyping(socket: InboxSocket, payload: unknown): Promise<void> {
    const parsed = agentTypingSchema.safeParse(payload);
    if (!parsed.success) return;
    const user = await this.signedIn(socket);
    if (!user) return;
    const { conversationId, typing } = parsed.data;
    const holder = await this.deps.takeovers.holderOf(conversationId);
    if (holder?.staffId === user.staffId) this.typingToVisitor(conversationId, user, typing);
  }

  /** A message written in the visitor's chat goes to their room (on every node) and, through the usual refresh, to the inbox. */
  private toVisitor(conversationId: string, message: ChatMessage): void {
    const { userId } = parseConversationId(conversationId);
    const envelope: ServerEnvelope = { roomId: userId, type: 'CHAT_MESSAGE', payload: message };
    this.io?.to(userId).emit('message', envelope);
    this.onVisitorEnvelope(userId, envelope);
  }

  private typingToVisitor(conversationId: string, user: StaffUser, isTyping: boolean): void {
    const { userId, chatId } = parseConversationId(conversationId);
    // The visitor's widget tells its own tabs apart by user id; the team has none of theirs to show.
    this.io?.to(userId).emit('user_typing', { userId: 'team', isTyping, chatId, author: authorOf(user) });
  }

  private async detailOf(conversationId: string): Promise<Answer | Refusal> {
    const detail = await this.deps.conversations.detail(conversationId);
    return detail ? { ok: true, detail } : refused(TAKEOVER_ERRORS.noConversation);
  }

  private async open(socket: InboxSocket, payload: unknown) {
    const request = await this.conversationRequest(socket, payload);
    if (!request.ok) return request;
    const { user, data: conversationId } = request;
    const detail = await this.deps.conversations.detail(conversationId);
    if (!detail) return refused('No such conversation.');
    await this.deps.audit.record(user, 'conversation_opened', conversationId);
    await socket.join(conversationRoom(conversationId));
    return { ok: true as const, detail };
  }

  /**
   * A disabled person answers no one: the conversations they hold go back to
   * the assistant, and their visitors are told.
   */
  async releaseConversationsOf(user: StaffUser): Promise<void> {
    for (const { conversationId, notice } of await this.deps.takeovers.releaseAllOf(user)) {
      await this.deps.audit.record(user, 'conversation_handed_back', conversationId);
      this.toVisitor(conversationId, notice);
      this.typingToVisitor(conversationId, user, false);
    }
  }

  /** Ends the live connections of a person (signed out everywhere, or disabled). */
  endSessionsOf(staffId: string): void {
    this.nsp?.in(staffRoom(staffId)).disconnectSockets(true);
  }

  /** Ends the live connections of one session (signed out). */
  endSession(sessionId: string): void {
    this.nsp?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /** Someone from the team is signed in to the inbox now, on any node (rooms span the nodes through the Redis adapter). */
  async anyoneOnline(): Promise<boolean> {
    if (!this.nsp || this.stopped) return false;
    return (await this.nsp.in(ALL_STAFF).fetchSockets()).length > 0;
  }

  /** Tells everyone signed in to the inbox, on every node. */
  alert(alert: InboxAlert): void {
    if (this.nsp && !this.stopped) this.nsp.to(ALL_STAFF).emit('alert', alert);
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
    this.conversationChanged(userId, payload.chatId);
  }

  /** Re-reads a conversation for everyone watching it (e.g. its booking changed). Never waits, never throws. */
  conversationChanged(userId: string, chatId: string): void {
    if (!this.nsp || this.stopped) return;
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

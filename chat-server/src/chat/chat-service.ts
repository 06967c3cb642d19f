/**
 * One visitor message, end to end: echo it to the visitor's room, analyse the
 * conversation, stream the reply while the message is stored once, acknowledge,
 * store the reply, record the lead, and report the analysis. Independent of socket.io: the
 * socket layer passes in where envelopes go.
 */
import { analyzeUserMessage } from '../assistant/engine.js';
import { initialConversationState, type ConversationState } from '../assistant/conversation.js';
import type { Knowledge } from '../assistant/knowledge.js';
import { systemPromptFor } from '../assistant/prompts.js';
import { chooseQuickReplies } from '../assistant/quick-replies.js';
import { newMessageId } from '../identity/ids.js';
import type { Session } from '../identity/session-store.js';
import { isChatLead, type LeadRecord, type LeadStore } from '../leads/lead-store.js';
import type { Logger } from '../logging/logger.js';
import type { ChatMessage, ChatStatusPayload, SocketAck, SocketEnvelope, StreamFrame, TokenUsage } from '@agency/chat-protocol';
import { guardedStream, type GuardOptions } from '../providers/guarded-stream.js';
import type { AssistantProvider, HistoryEntry } from '../providers/provider.js';
import type { RateLimit, RateLimitDecision } from '../shared/rate-limit.js';
import { waitAtMost } from '../shared/wait-at-most.js';
import type { ChatStore } from './chat-store.js';
import { QuietTurn } from './quiet-turn.js';
import { SocketConversations, type TurnContext } from './socket-conversations.js';
import { createFrameCoalescer, frameIntervalUnderLoad, STREAM_FRAME_INTERVAL_MS } from './stream-frames.js';

/** The visitor-facing text when the model fails before saying anything. */
export const PROVIDER_FAILURE_MESSAGE = 'The assistant is unavailable right now. Please try again in a moment.';
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please send your message again in a moment.';
export const NOT_STORED_MESSAGE = 'Your message could not be saved. Please send it again.';
export const RATE_LIMITED_MESSAGE = 'You are sending messages too quickly. Please wait a moment and try again.';
/** Messages of the conversation given to the model (the newest ones). */
export const HISTORY_LIMIT = 20;

/** A message whose reply had started was over the visitor's shared message limit: it is not stored. */
class MessageRateLimited extends Error {
  constructor() {
    super(RATE_LIMITED_MESSAGE);
  }
}

export type RoomEmitter = (roomId: string, envelope: SocketEnvelope) => void;

export interface ChatServiceDeps {
  store: ChatStore;
  leads: LeadStore;
  provider: AssistantProvider;
  knowledge: Knowledge;
  logger: Logger;
  guard: GuardOptions;
  /** Chat messages per visitor. */
  messageLimit: RateLimit;
  emit: RoomEmitter;
  /** Called when a chat becomes a lead or its lead turns qualified. */
  onLead?: (lead: LeadRecord) => Promise<void>;
  clock?: () => number;
  /** Stream chunks are joined into one frame per this interval (the first goes out at once); 0 sends every chunk. */
  streamFrameIntervalMs?: number;
}

export interface IncomingChatMessage {
  chatId: string;
  message: string;
  clientMessageId?: string;
}

/** What a reply is written from, and the conversation state its turn settles on once stored. */
interface Turn {
  state: ConversationState;
  history: ChatMessage[];
  /** The stored states (the database's win over memory); rejects when the message could not be stored. */
  settled: Promise<{ previous: ConversationState; state: ConversationState }>;
}

interface ActiveReply {
  controller: AbortController;
  socketId: string;
  done: Promise<void>;
}

export class ChatService {
  private readonly active = new Map<string, ActiveReply>();
  /** The chats (keys of `active`) each socket asked replies for: a message looks at its own socket's only. */
  private readonly socketReplies = new Map<string, Set<string>>();
  /** Conversation states still being written, per chat: the next message of the chat reads the state after them. */
  private readonly stateWrites = new Map<string, Promise<void>>();
  private readonly clock: () => number;
  /** Storing a message waits for the messages that arrived with it to have their first chunks. */
  private readonly quietTurn = new QuietTurn();
  private closing = false;

  constructor(private readonly deps: ChatServiceDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  private key(userId: string, chatId: string): string {
    return `${userId}\u0000${chatId}`;
  }

  private envelope<T>(roomId: string, type: SocketEnvelope['type'], payload: T): SocketEnvelope<T> {
    return { roomId, type, payload };
  }

  /**
   * Starts the reply to a visitor message. From the socket's memory of the
   * chat when it has one (the reply starts at once, the message is stored
   * meanwhile), otherwise after the database returned the chat's context.
   * The acknowledgement always waits until the message is stored.
   */
  async receive(
    session: Session,
    socketId: string,
    incoming: IncomingChatMessage,
    ack: (reply: SocketAck) => void,
    conversations?: SocketConversations,
  ): Promise<void> {
    const { userId, sessionId } = session;
    this.quietTurn.noteArrival();
    if (this.closing) return ack({ ok: false, error: SHUTTING_DOWN_MESSAGE });
    const limit = this.deps.messageLimit;
    const refused = limit.knownRefusal(userId);
    if (refused) return this.refuseRateLimited(userId, incoming.chatId, ack);
    // A limit shared through Redis is decided while the reply starts (a round trip waits a whole turn of a
    // busy event loop); the message is stored and acknowledged only once admitted. A limit of this node alone is decided at once.
    const admission = limit.take(userId);
    // Awaited only once the chat's earlier writes are done: until then a failed decision must not count as unhandled.
    admission.catch(() => undefined);
    if (!limit.shared && !(await admission).allowed) return this.refuseRateLimited(userId, incoming.chatId, ack);
    const initial = () => initialConversationState(userId, sessionId, this.clock());
    const context = await conversations?.contextFor(incoming.chatId, incoming.clientMessageId, initial);
    if (conversations && context) return this.receiveFromMemory(session, socketId, incoming, ack, { conversations, context, admission });
    if (!(await admission).allowed) return this.refuseRateLimited(userId, incoming.chatId, ack);
    return this.receiveFromDatabase(session, socketId, incoming, ack, conversations);
  }

  private refuseRateLimited(userId: string, chatId: string, ack: (reply: SocketAck) => void): void {
    ack({ ok: false, error: RATE_LIMITED_MESSAGE });
    this.deps.emit(
      userId,
      this.envelope<ChatStatusPayload>(userId, 'CHAT_STATUS', { chatId, status: 'error', error: RATE_LIMITED_MESSAGE }),
    );
  }

  private async receiveFromDatabase(
    session: Session,
    socketId: string,
    incoming: IncomingChatMessage,
    ack: (reply: SocketAck) => void,
    conversations: SocketConversations | undefined,
  ): Promise<void> {
    const { userId, sessionId } = session;
    const { chatId } = incoming;
    const key = this.key(userId, chatId);
    await this.stateWrites.get(key);
    const now = this.clock();
    // One statement: the message is durably stored (the ack promises it) and the model's context comes back with it.
    const { message, created, state, history } = await this.deps.store.addUserMessage(
      { userId, chatId, content: incoming.message, clientMessageId: incoming.clientMessageId, timestamp: now },
      initialConversationState(userId, sessionId, now),
      HISTORY_LIMIT,
    );
    ack({ ok: true, messageId: message.messageId });
    this.deps.emit(userId, this.envelope(userId, 'CHAT_MESSAGE', message));
    this.deps.logger.debug('chat', 'user message stored', { userId, chatId, messageId: message.messageId }, incoming.message);
    // A resent message still needs a reply when nothing answered it (e.g. the node died mid-reply).
    if (!created && (this.active.has(key) || history.at(-1)?.messageId !== message.messageId)) {
      conversations?.remember(chatId, { state, history }, incoming.clientMessageId);
      return;
    }
    const next = analyzeUserMessage(state, message.content, now);
    conversations?.remember(chatId, { state: next, history }, incoming.clientMessageId);
    // Written while the model streams; awaited before the reply is stored, and by the chat's next message.
    const settled = this.afterEarlierWrites(key, async () => {
      await this.deps.store.saveState(userId, chatId, next, now);
      return { previous: state, state: next };
    });
    this.startReply(session, socketId, message, { state: next, history, settled }, conversations);
  }

  /** The reply starts from memory; the message and its state are stored meanwhile, in one statement. */
  private async receiveFromMemory(
    session: Session,
    socketId: string,
    incoming: IncomingChatMessage,
    ack: (reply: SocketAck) => void,
    {
      conversations,
      context,
      admission,
    }: { conversations: SocketConversations; context: TurnContext; admission: Promise<RateLimitDecision> },
  ): Promise<void> {
    const { userId } = session;
    const { chatId, clientMessageId } = incoming;
    const now = this.clock();
    const message: ChatMessage = { messageId: newMessageId(), chatId, role: 'user', content: incoming.message, timestamp: now };
    const state = analyzeUserMessage(context.state, message.content, now);
    const history = [...context.history, message].slice(-HISTORY_LIMIT);
    const expectedLast = context.history.at(-1)?.messageId ?? null;
    conversations.remember(chatId, { state, history }, clientMessageId);

    const stored = this.afterEarlierWrites(this.key(userId, chatId), async () => {
      if (!(await admission).allowed) throw new MessageRateLimited();
      // After the first chunks of the messages that arrived with this one.
      await this.quietTurn.wait();
      const turn = await this.deps.store.storeUserTurn(
        { userId, chatId, messageId: message.messageId, content: message.content, clientMessageId, timestamp: now },
        state,
      );
      if (turn.created && turn.lastMessageId === expectedLast) return { turn, settled: { previous: context.state, state } };
      // Another socket wrote to this chat (or this was a resend): the database's conversation wins, and is read afresh next time.
      conversations.forget(chatId);
      const previous = turn.previous ?? initialConversationState(userId, session.sessionId, now);
      if (!turn.created) return { turn, settled: { previous, state: previous } };
      const folded = analyzeUserMessage(previous, message.content, now);
      await this.deps.store.saveState(userId, chatId, folded, now);
      return { turn, settled: { previous, state: folded } };
    });
    this.deps.emit(userId, this.envelope(userId, 'CHAT_MESSAGE', message));
    this.startReply(session, socketId, message, { state, history, settled: stored.then(({ settled }) => settled) }, conversations);

    let messageId: string;
    try {
      ({ messageId } = (await stored).turn);
    } catch (error) {
      if (error instanceof MessageRateLimited) return ack({ ok: false, error: RATE_LIMITED_MESSAGE });
      this.deps.logger.error('chat', 'user message not stored', { userId, chatId }, error);
      return ack({ ok: false, error: NOT_STORED_MESSAGE });
    }
    ack({ ok: true, messageId });
    this.deps.logger.debug('chat', 'user message stored', { userId, chatId, messageId }, incoming.message);
  }

  private startReply(
    session: Session,
    socketId: string,
    userMessage: ChatMessage,
    turn: Turn,
    conversations: SocketConversations | undefined,
  ): void {
    const key = this.key(session.userId, userMessage.chatId);
    this.active.get(key)?.controller.abort('superseded');
    const controller = new AbortController();
    // A message that could not be stored gets no more of its reply.
    turn.settled.catch(() => controller.abort('not stored'));
    const done = this.reply(session, userMessage, turn, controller, conversations)
      .catch((error: unknown) => {
        // Storage failed mid-reply: the reply is not acknowledged (no end frame), so say so.
        this.deps.logger.error('chat', 'reply failed', { chatId: userMessage.chatId }, error);
        conversations?.forget(userMessage.chatId);
        const payload: ChatStatusPayload = { chatId: userMessage.chatId, status: 'error', error: PROVIDER_FAILURE_MESSAGE };
        this.deps.emit(session.userId, this.envelope(session.userId, 'CHAT_STATUS', payload));
      })
      .finally(() => this.untrack(key, controller, socketId));
    this.active.set(key, { controller, socketId, done });
    const keys = this.socketReplies.get(socketId) ?? new Set<string>();
    this.socketReplies.set(socketId, keys.add(key));
  }

  private repliesOf(socketId: string): Array<[string, ActiveReply]> {
    const replies: Array<[string, ActiveReply]> = [];
    for (const key of this.socketReplies.get(socketId) ?? []) {
      const reply = this.active.get(key);
      if (reply?.socketId === socketId) replies.push([key, reply]);
    }
    return replies;
  }

  private untrack(key: string, controller: AbortController, socketId: string): void {
    if (this.active.get(key)?.controller === controller) this.active.delete(key);
    const keys = this.socketReplies.get(socketId);
    if (!keys || this.active.get(key)?.socketId === socketId) return;
    keys.delete(key);
    if (keys.size === 0) this.socketReplies.delete(socketId);
  }

  private async reply(
    session: Session,
    userMessage: ChatMessage,
    turn: Turn,
    controller: AbortController,
    conversations: SocketConversations | undefined,
  ): Promise<void> {
    const { userId } = session;
    const { chatId } = userMessage;
    const started = this.clock();
    const history: HistoryEntry[] = turn.history
      .filter((entry) => entry.role !== 'system' && entry.content !== '')
      .map((entry) => ({ role: entry.role as HistoryEntry['role'], content: entry.content }));
    const messageId = newMessageId();
    const frame = (fields: Pick<StreamFrame, 'message' | 'isStreamEnd'> & Partial<StreamFrame>): SocketEnvelope<StreamFrame> =>
      this.envelope(userId, 'CHAT_MESSAGE', { isStream: true, chatId, messageId, ...fields });
    const frameIntervalMs = () => frameIntervalUnderLoad(this.deps.streamFrameIntervalMs ?? STREAM_FRAME_INTERVAL_MS, this.active.size);
    const frames = createFrameCoalescer({
      intervalMs: frameIntervalMs,
      send: (delta) => this.deps.emit(userId, frame({ message: delta, isStreamEnd: false })),
      clock: this.clock,
    });

    let content = '';
    let usage: TokenUsage | undefined;
    let failure: unknown;
    try {
      const { knowledge } = this.deps;
      let systemPrompt: string | undefined;
      // Built when the provider reads it: the builtin only does so after its last chunk.
      const request = {
        state: turn.state,
        history,
        frameIntervalMs,
        get systemPrompt() {
          return (systemPrompt ??= systemPromptFor(turn.state, knowledge));
        },
      };
      for await (const chunk of guardedStream(this.deps.provider, request, controller.signal, this.deps.guard)) {
        if (controller.signal.aborted) break;
        if (chunk.type === 'usage') {
          usage = chunk.usage;
          continue;
        }
        content += chunk.text;
        frames.push(chunk.text);
      }
    } catch (error) {
      failure = error;
    }
    const stopped = controller.signal.aborted;
    // Everything shown so far goes out before the end frame (and is what gets stored).
    frames.flush();
    const settled = await turn.settled.catch((error: unknown) => (error instanceof MessageRateLimited ? error : null));
    if (settled === null || settled instanceof MessageRateLimited) {
      // The visitor's message is not stored (or was over the limit), so neither is this reply: it ends with the error.
      conversations?.forget(chatId);
      const error = settled === null ? NOT_STORED_MESSAGE : RATE_LIMITED_MESSAGE;
      this.deps.emit(userId, this.envelope<ChatStatusPayload>(userId, 'CHAT_STATUS', { chatId, status: 'error', error, messageId }));
      return;
    }
    const { previous, state } = settled;
    // Recorded while the reply is stored; done before the analysis, which tells clients the turn is over.
    const leadRecorded = this.recordLead(userId, chatId, previous, state).catch((error: unknown) =>
      this.deps.logger.error('leads', 'chat lead not recorded', { chatId }, error),
    );

    if (content !== '') {
      const stored = await this.deps.store.addAssistantMessage({
        userId,
        chatId,
        messageId,
        content,
        timestamp: this.clock(),
        ...(usage && { usage }),
        leadScore: state.qualification.score,
        intent: state.context.userIntent,
        extractedData: state.extractedData,
        processingTime: this.clock() - started,
        stopped,
      });
      conversations?.append(chatId, stored, HISTORY_LIMIT);
    }
    if (content !== '' || stopped)
      this.deps.emit(userId, frame({ message: '', isStreamEnd: true, ...(usage && { usage }), ...(stopped && { stopped: true }) }));
    if (failure !== undefined && !stopped) {
      this.deps.logger.error('provider', 'reply failed', { provider: this.deps.provider.name, chatId }, failure);
      this.deps.emit(
        userId,
        this.envelope<ChatStatusPayload>(userId, 'CHAT_STATUS', { chatId, status: 'error', error: PROVIDER_FAILURE_MESSAGE, messageId }),
      );
    }
    if (stopped) this.deps.emit(userId, this.envelope<ChatStatusPayload>(userId, 'CHAT_STATUS', { chatId, status: 'stopped', messageId }));
    await leadRecorded;
    this.deps.emit(userId, this.analysis(chatId, userId, state));
    this.deps.logger.debug(
      'chat',
      'reply stored',
      { chatId, messageId, stopped, ms: this.clock() - started, leadScore: state.qualification.score },
      content,
    );
  }

  /** Runs a write of the chat after its earlier ones, so they reach the database in order; the chat's next message waits for it. */
  private afterEarlierWrites<T>(key: string, write: () => Promise<T>): Promise<T> {
    const result = (this.stateWrites.get(key) ?? Promise.resolve()).then(write);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.stateWrites.set(key, settled);
    void settled.then(() => {
      if (this.stateWrites.get(key) === settled) this.stateWrites.delete(key);
    });
    return result;
  }

  private analysis(chatId: string, userId: string, state: ConversationState): SocketEnvelope<ChatStatusPayload> {
    return this.envelope<ChatStatusPayload>(userId, 'CHAT_STATUS', {
      chatId,
      status: 'analysis',
      conversationPhase: state.context.conversationPhase,
      leadScore: state.qualification.score,
      leadStage: state.qualification.stage,
      quickReplies: chooseQuickReplies(state),
      identifiedNeeds: state.context.identifiedNeeds,
    });
  }

  private async recordLead(userId: string, chatId: string, previous: ConversationState, state: ConversationState): Promise<void> {
    if (!isChatLead(state)) return;
    const { lead, created } = await this.deps.leads.upsertChatLead(userId, chatId, state);
    const becameQualified = state.qualification.stage === 'qualified' && previous.qualification.stage !== 'qualified';
    const newContact = state.qualification.factors.contactInfoProvided && !previous.qualification.factors.contactInfoProvided;
    const askedForPerson = state.handoverRequested && !previous.handoverRequested;
    if (created || becameQualified || newContact || askedForPerson) {
      this.deps.logger.info('leads', 'chat lead recorded', { leadId: lead.leadId, stage: lead.leadStage, score: lead.leadScore });
      await this.deps.onLead?.(lead);
    }
  }

  /** The memory of one socket's chats (see socket-conversations.ts); the visitor's chat ids are read meanwhile. */
  conversationsFor(userId: string): SocketConversations {
    return new SocketConversations(userId, this.deps.store.chatIds(userId));
  }

  /** The visitor pressed stop: the stream ends with `stopped: true`, the partial reply is kept. */
  stop(userId: string, chatId: string): boolean {
    const reply = this.active.get(this.key(userId, chatId));
    if (!reply) return false;
    reply.controller.abort('stopped');
    return true;
  }

  /** The socket that asked for replies went away: cancel them (and the upstream requests). */
  cancelForSocket(socketId: string): void {
    for (const [, reply] of this.repliesOf(socketId)) reply.controller.abort('disconnected');
  }

  /** A new chat by the same visitor on the same socket cancels its other running replies. */
  cancelOtherChats(userId: string, socketId: string, chatId: string): void {
    for (const [key, reply] of this.repliesOf(socketId))
      if (key.startsWith(`${userId}\u0000`) && key !== this.key(userId, chatId)) reply.controller.abort('new chat');
  }

  get activeReplies(): number {
    return this.active.size;
  }

  /** Graceful shutdown: running replies may finish within `graceMs`, then are ended as stopped. */
  async drain(graceMs: number): Promise<void> {
    this.closing = true;
    const pending = [...this.active.values()].map((reply) => reply.done);
    if (pending.length === 0) return;
    await waitAtMost(Promise.all(pending), graceMs);
    for (const reply of this.active.values()) reply.controller.abort('shutdown');
    await Promise.all([...this.active.values()].map((reply) => reply.done));
  }
}

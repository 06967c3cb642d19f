/**
 * One visitor message, end to end: store it once, acknowledge, echo it to the
 * visitor's room, analyse the conversation, stream the reply, store the reply,
 * record the lead, and report the analysis. Independent of socket.io: the
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
import type { RateLimit } from '../shared/rate-limit.js';
import type { ChatStore } from './chat-store.js';
import { createFrameCoalescer, STREAM_FRAME_INTERVAL_MS } from './stream-frames.js';

/** The visitor-facing text when the model fails before saying anything. */
export const PROVIDER_FAILURE_MESSAGE = 'The assistant is unavailable right now. Please try again in a moment.';
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please send your message again in a moment.';
export const RATE_LIMITED_MESSAGE = 'You are sending messages too quickly. Please wait a moment and try again.';
/** Messages of the conversation given to the model (the newest ones). */
export const HISTORY_LIMIT = 20;

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

interface ActiveReply {
  controller: AbortController;
  socketId: string;
  done: Promise<void>;
}

export class ChatService {
  private readonly active = new Map<string, ActiveReply>();
  /** Conversation states still being written, per chat: the next message of the chat reads the state after them. */
  private readonly stateWrites = new Map<string, Promise<void>>();
  private readonly clock: () => number;
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

  /** Stores, acknowledges and echoes the message, then starts the reply in the background. */
  async receive(session: Session, socketId: string, incoming: IncomingChatMessage, ack: (reply: SocketAck) => void): Promise<void> {
    const { userId, sessionId } = session;
    if (this.closing) return ack({ ok: false, error: SHUTTING_DOWN_MESSAGE });
    if (!(await this.deps.messageLimit.take(userId)).allowed) {
      ack({ ok: false, error: RATE_LIMITED_MESSAGE });
      this.deps.emit(
        userId,
        this.envelope<ChatStatusPayload>(userId, 'CHAT_STATUS', { chatId: incoming.chatId, status: 'error', error: RATE_LIMITED_MESSAGE }),
      );
      return;
    }
    const key = this.key(userId, incoming.chatId);
    await this.stateWrites.get(key);
    const now = this.clock();
    // One statement: the message is durably stored (the ack promises it) and the model's context comes back with it.
    const { message, created, state, history } = await this.deps.store.addUserMessage(
      { userId, chatId: incoming.chatId, content: incoming.message, clientMessageId: incoming.clientMessageId, timestamp: now },
      initialConversationState(userId, sessionId, now),
      HISTORY_LIMIT,
    );
    ack({ ok: true, messageId: message.messageId });
    this.deps.emit(userId, this.envelope(userId, 'CHAT_MESSAGE', message));
    this.deps.logger.debug(
      'chat',
      'user message stored',
      { userId, chatId: incoming.chatId, messageId: message.messageId },
      incoming.message,
    );
    // A resent message still needs a reply when nothing answered it (e.g. the node died mid-reply).
    if (!created && (this.active.has(key) || history.at(-1)?.messageId !== message.messageId)) return;
    this.startReply(session, socketId, message, state, history);
  }

  private startReply(
    session: Session,
    socketId: string,
    userMessage: ChatMessage,
    previous: ConversationState,
    stored: ChatMessage[],
  ): void {
    const key = this.key(session.userId, userMessage.chatId);
    this.active.get(key)?.controller.abort('superseded');
    const controller = new AbortController();
    const done = this.reply(session, userMessage, previous, stored, controller)
      .catch((error: unknown) => {
        // Storage failed mid-reply: the reply is not acknowledged (no end frame), so say so.
        this.deps.logger.error('chat', 'reply failed', { chatId: userMessage.chatId }, error);
        const payload: ChatStatusPayload = { chatId: userMessage.chatId, status: 'error', error: PROVIDER_FAILURE_MESSAGE };
        this.deps.emit(session.userId, this.envelope(session.userId, 'CHAT_STATUS', payload));
      })
      .finally(() => {
        if (this.active.get(key)?.controller === controller) this.active.delete(key);
      });
    this.active.set(key, { controller, socketId, done });
  }

  private async reply(
    session: Session,
    userMessage: ChatMessage,
    previous: ConversationState,
    stored: ChatMessage[],
    controller: AbortController,
  ): Promise<void> {
    const { userId } = session;
    const { chatId } = userMessage;
    const started = this.clock();
    const state = analyzeUserMessage(previous, userMessage.content, started);
    // Written while the model streams; awaited before the reply is stored, and by the chat's next message.
    const stateSaved = this.saveState(userId, chatId, state, started);

    const history: HistoryEntry[] = stored
      .filter((entry) => entry.role !== 'system' && entry.content !== '')
      .map((entry) => ({ role: entry.role as HistoryEntry['role'], content: entry.content }));
    const messageId = newMessageId();
    const frame = (fields: Pick<StreamFrame, 'message' | 'isStreamEnd'> & Partial<StreamFrame>): SocketEnvelope<StreamFrame> =>
      this.envelope(userId, 'CHAT_MESSAGE', { isStream: true, chatId, messageId, ...fields });
    const frames = createFrameCoalescer({
      intervalMs: this.deps.streamFrameIntervalMs ?? STREAM_FRAME_INTERVAL_MS,
      send: (delta) => this.deps.emit(userId, frame({ message: delta, isStreamEnd: false })),
      clock: this.clock,
    });

    let content = '';
    let usage: TokenUsage | undefined;
    let failure: unknown;
    try {
      const request = { state, history, systemPrompt: systemPromptFor(state, this.deps.knowledge) };
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
    await stateSaved;
    // Recorded while the reply is stored; done before the analysis, which tells clients the turn is over.
    const leadRecorded = this.recordLead(userId, chatId, previous, state).catch((error: unknown) =>
      this.deps.logger.error('leads', 'chat lead not recorded', { chatId }, error),
    );

    if (content !== '') {
      await this.deps.store.addAssistantMessage({
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

  private saveState(userId: string, chatId: string, state: ConversationState, now: number): Promise<void> {
    const key = this.key(userId, chatId);
    const write = this.deps.store.saveState(userId, chatId, state, now);
    const settled = write.then(
      () => undefined,
      () => undefined,
    );
    this.stateWrites.set(key, settled);
    void settled.then(() => {
      if (this.stateWrites.get(key) === settled) this.stateWrites.delete(key);
    });
    return write;
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

  /** The visitor pressed stop: the stream ends with `stopped: true`, the partial reply is kept. */
  stop(userId: string, chatId: string): boolean {
    const reply = this.active.get(this.key(userId, chatId));
    if (!reply) return false;
    reply.controller.abort('stopped');
    return true;
  }

  /** The socket that asked for replies went away: cancel them (and the upstream requests). */
  cancelForSocket(socketId: string): void {
    for (const reply of this.active.values()) if (reply.socketId === socketId) reply.controller.abort('disconnected');
  }

  /** A new chat by the same visitor on the same socket cancels its other running replies. */
  cancelOtherChats(userId: string, socketId: string, chatId: string): void {
    for (const [key, reply] of this.active) {
      if (reply.socketId === socketId && key.startsWith(`${userId}\u0000`) && key !== this.key(userId, chatId))
        reply.controller.abort('new chat');
    }
  }

  get activeReplies(): number {
    return this.active.size;
  }

  /** Graceful shutdown: running replies may finish within `graceMs`, then are ended as stopped. */
  async drain(graceMs: number): Promise<void> {
    this.closing = true;
    const pending = [...this.active.values()].map((reply) => reply.done);
    if (pending.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(pending), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    for (const reply of this.active.values()) reply.controller.abort('shutdown');
    await Promise.all([...this.active.values()].map((reply) => reply.done));
  }
}

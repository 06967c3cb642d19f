/**
 * One chat turn, top to bottom: take the visitor's message (validated at the
 * socket), store it, acknowledge it, leave it to the person from the team who
 * holds the chat (if one does), else stream the reply, store the reply, then
 * analyse: record the lead and tell the room. Independent of socket.io: the
 * socket layer passes in where envelopes go.
 */
import { analyzeUserMessage } from '../assistant/engine.js';
import { initialConversationState, type ConversationState } from '../assistant/conversation.js';
import type { Knowledge } from '../assistant/knowledge.js';
import { systemPromptFor } from '../assistant/prompts.js';
import type { TeamAvailability } from '../assistant/team-availability.js';
import { chooseQuickReplies } from '../assistant/quick-replies.js';
import { newMessageId } from '../identity/ids.js';
import type { Session } from '../identity/session-store.js';
import { isChatLead, type LeadRecord, type LeadStore } from '../leads/lead-store.js';
import type { Logger } from '../logging/logger.js';
import type { AckCallback, BookingOffer, ChatMessage, ServerEnvelope, StreamFrame, TokenUsage } from '@agency/chat-protocol';
import { guardedStream, type GuardOptions } from '../providers/guarded-stream.js';
import type { AssistantProvider, HistoryEntry } from '../providers/provider.js';
import type { RateLimit } from '../shared/rate-limit.js';
import { waitAtMost } from '../shared/wait-at-most.js';
import { VisitorErasedError } from '../storage/visitor-guard.js';
import type { ChatStore, StoredUserMessage } from './chat-store.js';
import { createFrameCoalescer, STREAM_FRAME_INTERVAL_MS } from './stream-frames.js';

/** The visitor-facing text when the model fails before saying anything. */
export const PROVIDER_FAILURE_MESSAGE = 'The assistant is unavailable right now. Please try again in a moment.';
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please send your message again in a moment.';
export const NOT_STORED_MESSAGE = 'Your message could not be saved. Please send it again.';
export const RATE_LIMITED_MESSAGE = 'You are sending messages too quickly. Please wait a moment and try again.';
export const VISITOR_ERASED_MESSAGE = 'Your data was deleted. Reload the page to start a new conversation.';
/** Messages of the conversation given to the model (the newest ones). */
export const HISTORY_LIMIT = 20;

/** Why a running turn was ended early (the AbortSignal's reason). */
type EndReason = 'stopped' | 'superseded' | 'disconnected' | 'new chat' | 'shutdown' | 'erased';

/** An envelope before it is addressed to the visitor's room. */
type OutgoingEnvelope = ServerEnvelope extends infer T ? (T extends unknown ? Omit<T, 'roomId'> : never) : never;

/** Sends one envelope to every socket in the visitor's room (on every node). */
export type RoomEmitter = (roomId: string, envelope: ServerEnvelope) => void;

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
  /**
   * Called when a chat becomes a lead, its lead turns qualified, gives contact details, asks for a person (`handover`)
   * or takes back a detail or the call (`withdrawn`).
   */
  onLead?: (lead: LeadRecord, change?: LeadChange) => Promise<void>;
  /** Whether a person can join now; asked once the visitor has asked for one, and told to the assistant. */
  teamAvailability?: () => Promise<TeamAvailability>;
  /** Free consultation slots to offer with this turn's analysis, if any (see booking/bookings.ts). */
  bookingOffer?: (userId: string, chatId: string, state: ConversationState) => Promise<BookingOffer | undefined>;
  /** The visitor asked for a person, or the lead just became qualified: the team is alerted. Never throws. */
  onAlert?: (alert: LeadAlert) => void;
  clock?: () => number;
  /** Stream chunks are joined into one frame per this interval (the first goes out at once); 0 sends every chunk. */
  streamFrameIntervalMs?: number;
}

/** Why a chat's lead goes to sales again: the visitor asked for a person, or took back a detail or the call. */
export type LeadChange = 'handover' | 'withdrawn';

export interface LeadAlert {
  kind: 'handover' | 'qualified';
  userId: string;
  chatId: string;
  lead: LeadRecord;
}

export interface IncomingChatMessage {
  chatId: string;
  message: string;
  clientMessageId?: string;
}

interface RunningTurn {
  userId: string;
  socketId: string;
  controller: AbortController;
  done: Promise<void>;
}

interface StreamedReply {
  content: string;
  usage?: TokenUsage;
  failure?: unknown;
}

export class ChatService {
  /** The running turn of each chat (key: user id + chat id): a chat's turns run one after another. */
  private readonly turns = new Map<string, RunningTurn>();
  private readonly clock: () => number;
  private closing = false;

  constructor(private readonly deps: ChatServiceDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  /** Handles one visitor message; resolves when its turn is over (reply stored and analysed, or refused). */
  async receive(session: Session, socketId: string, incoming: IncomingChatMessage, ack: AckCallback): Promise<void> {
    const { userId } = session;
    const { chatId } = incoming;
    if (this.closing) return ack({ ok: false, error: SHUTTING_DOWN_MESSAGE });
    if (!(await this.deps.messageLimit.take(userId)).allowed) return this.refuse(userId, chatId, RATE_LIMITED_MESSAGE, ack);

    const key = `${userId}\u0000${chatId}`;
    const previous = this.turns.get(key);
    // A new message ends the chat's running reply (kept as stopped) and waits for it to be stored.
    previous?.controller.abort('superseded' satisfies EndReason);
    const controller = new AbortController();
    const done = (previous?.done ?? Promise.resolve())
      .then(() => this.turn(session, incoming, ack, controller.signal))
      .catch((error: unknown) => {
        this.deps.logger.error('chat', 'turn failed', { chatId }, error);
        this.send(userId, { type: 'CHAT_STATUS', payload: { chatId, status: 'error', error: PROVIDER_FAILURE_MESSAGE } });
      })
      .finally(() => {
        if (this.turns.get(key)?.controller === controller) this.turns.delete(key);
      });
    this.turns.set(key, { userId, socketId, controller, done });
    await done;
  }

  private async turn(session: Session, incoming: IncomingChatMessage, ack: AckCallback, signal: AbortSignal): Promise<void> {
    const { userId, sessionId } = session;
    const { chatId } = incoming;
    const now = this.clock();

    // 1. Store the visitor's message: an acknowledged message is always stored.
    let stored: StoredUserMessage;
    try {
      stored = await this.deps.store.addUserMessage(
        { userId, chatId, content: incoming.message, clientMessageId: incoming.clientMessageId, timestamp: now },
        initialConversationState(userId, sessionId, now),
        HISTORY_LIMIT,
      );
    } catch (error) {
      if (error instanceof VisitorErasedError) return this.refuse(userId, chatId, VISITOR_ERASED_MESSAGE, ack);
      this.deps.logger.error('chat', 'user message not stored', { userId, chatId }, error);
      return this.refuse(userId, chatId, NOT_STORED_MESSAGE, ack);
    }
    const { message } = stored;

    // 2. Acknowledge it, and show it in the visitor's other tabs.
    ack({ ok: true, messageId: message.messageId });
    this.send(userId, { type: 'CHAT_MESSAGE', payload: message });
    this.deps.logger.debug('chat', 'user message stored', { userId, chatId, messageId: message.messageId }, message.content);
    // A resend is answered only when nothing answered it yet (e.g. the node died mid-reply).
    if (!stored.created && stored.history.at(-1)?.messageId !== message.messageId) return;

    // 3. A person from the team has taken the chat over: they answer it (from the inbox), not the assistant.
    if (stored.heldBy !== null) return;

    // 4. Stream the reply.
    const state = analyzeUserMessage(stored.state, message.content, now, this.deps.knowledge);
    const replyId = newMessageId();
    const frame = (fields: Pick<StreamFrame, 'message' | 'isStreamEnd'> & Partial<StreamFrame>) =>
      this.send(userId, { type: 'CHAT_MESSAGE', payload: { isStream: true, chatId, messageId: replyId, ...fields } });
    const team = state.handoverRequested ? await this.teamAvailability() : undefined;
    // Read before the reply, which points to the free times when they are shown under it.
    const bookingOffer = await this.bookingOffer(userId, chatId, state);
    const reply = await this.streamReply(state, { team, bookingOffered: bookingOffer !== undefined }, stored.history, signal, (delta) =>
      frame({ message: delta, isStreamEnd: false }),
    );
    // The visitor's data was deleted meanwhile: nothing of this turn is written.
    if (signal.reason === ('erased' satisfies EndReason)) return;
    const stopped = signal.aborted;

    // 5. Store the reply with the conversation state after this turn.
    try {
      await this.deps.store.storeReply({
        userId,
        chatId,
        messageId: replyId,
        content: reply.content,
        timestamp: this.clock(),
        ...(reply.usage && { usage: reply.usage }),
        leadScore: state.qualification.score,
        intent: state.context.userIntent,
        extractedData: state.extractedData,
        processingTime: this.clock() - now,
        stopped,
        state,
      });
    } catch (error) {
      if (error instanceof VisitorErasedError) return;
      throw error;
    }
    if (reply.content !== '' || stopped)
      frame({ message: '', isStreamEnd: true, ...(reply.usage && { usage: reply.usage }), ...(stopped && { stopped: true }) });
    if (reply.failure !== undefined && !stopped) {
      this.deps.logger.error('provider', 'reply failed', { provider: this.deps.provider.name, chatId }, reply.failure);
      this.send(userId, { type: 'CHAT_STATUS', payload: { chatId, status: 'error', error: PROVIDER_FAILURE_MESSAGE, messageId: replyId } });
    }
    if (stopped) this.send(userId, { type: 'CHAT_STATUS', payload: { chatId, status: 'stopped', messageId: replyId } });

    // 6. Analyse: record the lead (and hand it over), then tell the room the turn is over.
    await this.recordLead(userId, chatId, stored.state, state);
    const analysis = {
      chatId,
      status: 'analysis' as const,
      conversationPhase: state.context.conversationPhase,
      leadScore: state.qualification.score,
      leadStage: state.qualification.stage,
      quickReplies: chooseQuickReplies(state),
      identifiedNeeds: state.context.identifiedNeeds,
      ...(bookingOffer && !stopped && { bookingOffer }),
    };
    this.send(userId, { type: 'CHAT_STATUS', payload: analysis });
    this.deps.logger.debug('chat', 'reply stored', { chatId, messageId: replyId, stopped, ms: this.clock() - now }, reply.content);
  }

  /** No offer when the slots cannot be read: the turn still ends with its analysis. */
  private async bookingOffer(userId: string, chatId: string, state: ConversationState): Promise<BookingOffer | undefined> {
    try {
      return await this.deps.bookingOffer?.(userId, chatId, state);
    } catch (error) {
      this.deps.logger.error('booking', 'slots not offered', { chatId }, error);
      return undefined;
    }
  }

  /** Unknown when it cannot be found out: the assistant then gives the team's address as it always did. */
  private async teamAvailability(): Promise<TeamAvailability | undefined> {
    try {
      return await this.deps.teamAvailability?.();
    } catch (error) {
      this.deps.logger.error('inbox', 'team availability unknown', error);
      return undefined;
    }
  }

  /** The model's reply, sent on as frames while it streams; a stop or a failure ends it with what was said so far. */
  private async streamReply(
    state: ConversationState,
    { team, bookingOffered }: { team: TeamAvailability | undefined; bookingOffered: boolean },
    history: ChatMessage[],
    signal: AbortSignal,
    sendFrame: (delta: string) => void,
  ): Promise<StreamedReply> {
    const intervalMs = this.deps.streamFrameIntervalMs ?? STREAM_FRAME_INTERVAL_MS;
    const frames = createFrameCoalescer({ intervalMs, send: sendFrame, clock: this.clock });
    const { knowledge } = this.deps;
    let systemPrompt: string | undefined;
    const request = {
      state,
      history: history
        .filter((entry) => entry.role !== 'system' && entry.content !== '')
        .map((entry): HistoryEntry => ({ role: entry.role === 'user' ? 'user' : 'assistant', content: entry.content })),
      frameIntervalMs: intervalMs,
      ...(team && { team }),
      bookingOffered,
      // Built when the provider reads it: the builtin only does so after its last chunk.
      get systemPrompt() {
        return (systemPrompt ??= systemPromptFor(state, knowledge, team, bookingOffered));
      },
    };
    const reply: StreamedReply = { content: '' };
    try {
      for await (const chunk of guardedStream(this.deps.provider, request, signal, this.deps.guard)) {
        if (signal.aborted) break;
        if (chunk.type === 'usage') reply.usage = chunk.usage;
        else {
          reply.content += chunk.text;
          frames.push(chunk.text);
        }
      }
    } catch (error) {
      reply.failure = error;
    }
    if (signal.reason === ('erased' satisfies EndReason)) frames.cancel();
    // Everything shown so far goes out before the end frame (and is what gets stored).
    else frames.flush();
    return reply;
  }

  private async recordLead(userId: string, chatId: string, previous: ConversationState, state: ConversationState): Promise<void> {
    // A chat that was a lead stays one for sales, refreshed with what the visitor took back ("delete my number").
    if (!isChatLead(state) && !isChatLead(previous)) return;
    try {
      const { lead, created } = await this.deps.leads.upsertChatLead(userId, chatId, state);
      const becameQualified = state.qualification.stage === 'qualified' && previous.qualification.stage !== 'qualified';
      const newContact = state.qualification.factors.contactInfoProvided && !previous.qualification.factors.contactInfoProvided;
      const askedForPerson = state.handoverRequested && !previous.handoverRequested;
      // Sales already holds the number or the call the visitor took back: their copy is updated too.
      const withdrawn = state.takenBackNow.some((kind) => kind === 'phone' || kind === 'email' || kind === 'call');
      if (askedForPerson) this.deps.onAlert?.({ kind: 'handover', userId, chatId, lead });
      if (becameQualified) this.deps.onAlert?.({ kind: 'qualified', userId, chatId, lead });
      if (!(created || becameQualified || newContact || askedForPerson || withdrawn)) return;
      this.deps.logger.info('leads', 'chat lead recorded', { leadId: lead.leadId, stage: lead.leadStage, score: lead.leadScore });
      await this.deps.onLead?.(lead, askedForPerson ? 'handover' : withdrawn ? 'withdrawn' : undefined);
    } catch (error) {
      if (!(error instanceof VisitorErasedError)) this.deps.logger.error('leads', 'chat lead not recorded', { chatId }, error);
    }
  }

  private send(userId: string, envelope: OutgoingEnvelope): void {
    this.deps.emit(userId, { roomId: userId, ...envelope });
  }

  private refuse(userId: string, chatId: string, error: string, ack: AckCallback): void {
    ack({ ok: false, error });
    this.send(userId, { type: 'CHAT_STATUS', payload: { chatId, status: 'error', error } });
  }

  private end(match: (turn: RunningTurn, key: string) => boolean, reason: EndReason): Array<Promise<void>> {
    const ended: Array<Promise<void>> = [];
    for (const [key, turn] of this.turns)
      if (match(turn, key)) {
        turn.controller.abort(reason);
        ended.push(turn.done);
      }
    return ended;
  }

  /** The visitor pressed stop: the stream ends with `stopped: true`, the partial reply is kept. */
  stop(userId: string, chatId: string): void {
    this.turns.get(`${userId}\u0000${chatId}`)?.controller.abort('stopped' satisfies EndReason);
  }

  /** The socket that asked for replies went away: cancel them (and the upstream requests). */
  cancelForSocket(socketId: string): void {
    this.end((turn) => turn.socketId === socketId, 'disconnected');
  }

  /** A new chat by the same visitor on the same socket cancels its other running replies. */
  cancelOtherChats(userId: string, socketId: string, chatId: string): void {
    this.end((turn, key) => turn.socketId === socketId && key !== `${userId}\u0000${chatId}`, 'new chat');
  }

  /** "Delete my data": the visitor's running turns on this node end without writing anything; resolves once they have. */
  async endVisitorTurns(userId: string): Promise<void> {
    await Promise.all(this.end((turn) => turn.userId === userId, 'erased'));
  }

  get activeReplies(): number {
    return this.turns.size;
  }

  /** Graceful shutdown: running replies may finish within `graceMs`, then are ended as stopped. */
  async drain(graceMs: number): Promise<void> {
    this.closing = true;
    await waitAtMost(Promise.all([...this.turns.values()].map((turn) => turn.done)), graceMs);
    await Promise.all(this.end(() => true, 'shutdown'));
  }
}

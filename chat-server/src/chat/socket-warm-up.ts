/**
 * The start-up warm-up's second stage (the first is warm-up.ts): before the
 * server listens on its port, warm-up visitors talk to the real socket server
 * on a loopback port of its own, as the bench's visitors do: each has a real
 * session, one socket and two chats, and all send at once. Each reply is
 * stopped at its first chunk, and the turn ends as every turn does (stored,
 * then the analysis). Then the visitors are deleted like a visitor who asks
 * for it, and the handshakes they took are given back to the connection limit.
 *
 * What it warms is the server's own path, which the first stage cannot reach:
 * the handshake, the packet handler, ChatService with the socket's
 * conversations, the message limit, the quiet-turn writes and the batched
 * socket writes. Warming that cut the first burst's p95 by about a fifth in
 * the bench (README, "Figures (bench)"); warming the socket libraries alone did nothing.
 *
 * Only messages that make no lead in a chat of their own are sent, so nothing
 * reaches the sales team, and only with the builtin assistant (a language
 * model's provider would be asked, and paid, for replies no one reads).
 */
import type { ChatStatusPayload, SocketEnvelope, StopGenerationPayload, StreamFrame } from '@agency/chat-protocol';
import { SOCKET_EVENTS } from '@agency/chat-protocol';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { Socket as ServerSocket, Server as SocketServer } from 'socket.io';
import { initialConversationState } from '../assistant/conversation.js';
import { analyzeUserMessage } from '../assistant/engine.js';
import type { Identity } from '../identity/identity.js';
import { isChatLead } from '../leads/lead-store.js';
import { deleteUserData } from '../privacy/data-rights.js';
import type { RateLimit } from '../shared/rate-limit.js';
import { waitAtMost } from '../shared/wait-at-most.js';
import type { Database } from '../storage/database.js';

/** Visitors at once and chats (one message each) per visitor: the bench's warm-up that gained a fifth had 20 × 2. */
export const SOCKET_WARM_UP_VISITORS = 20;
export const SOCKET_WARM_UP_CHATS = 2;
/** A turn that takes longer is given up: a warm-up never holds the start-up for long. */
const TURN_TIMEOUT_MS = 10_000;

export interface SocketWarmUpDeps {
  /** The socket server, listening on a loopback port of the warm-up's own (`http://127.0.0.1:<port>`). */
  url: string;
  io: SocketServer;
  identity: Identity;
  db: Database;
  /** The connection limit of the socket server, and the key it counts a socket under. */
  connectionLimit: RateLimit;
  connectionKey: (socket: ServerSocket) => string;
  /** Candidate messages; those that would make a lead are left out. */
  messages: string[];
  visitors?: number;
  chats?: number;
}

export interface SocketWarmUpResult {
  ms: number;
  /** Turns that ended with their analysis. */
  turns: number;
  /** Visitors whose socket was refused (a connection limit below the warm-up's visitors) or failed. */
  refused: number;
  /** Turns that failed or timed out, each with its reason. */
  failed: string[];
}

interface WarmUpVisitor {
  userId: string;
  socket: Socket;
}

/** Messages that, alone in a new chat, make no lead (no contact details, no buying signal strong enough). */
export function leadFreeMessages(messages: string[], now = Date.now()): string[] {
  return messages.filter((text) => !isChatLead(analyzeUserMessage(initialConversationState('anon_warmup', 'warm-up', now), text, now)));
}

function connect(url: string, token: string): Promise<Socket> {
  const socket = connectSocket(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: TURN_TIMEOUT_MS,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** One message in a chat of its own: stopped at its first chunk, done when the turn's analysis arrives. */
function turn(visitor: WarmUpVisitor, chatId: string, message: string): Promise<void> {
  const { socket, userId } = visitor;
  return new Promise((resolve, reject) => {
    let stopped = false;
    const timer = setTimeout(() => finish(new Error(`no end of turn within ${TURN_TIMEOUT_MS} ms`)), TURN_TIMEOUT_MS);
    const onMessage = (envelope: SocketEnvelope<Partial<StreamFrame & ChatStatusPayload>>) => {
      const { payload } = envelope;
      if (payload.chatId !== chatId) return;
      if (envelope.type === 'CHAT_STATUS' && payload.status === 'analysis') return finish();
      if (envelope.type === 'CHAT_STATUS' && payload.status === 'error') return finish(new Error(payload.error));
      if (envelope.type !== 'CHAT_MESSAGE' || payload.isStream !== true || stopped) return;
      stopped = true;
      const stop: StopGenerationPayload = { userId, chatId, status: 'stop' };
      socket.emit(SOCKET_EVENTS.sendMessage, { roomId: userId, type: 'CHAT_STATUS', payload: stop });
    };
    function finish(error?: Error) {
      clearTimeout(timer);
      socket.off(SOCKET_EVENTS.message, onMessage);
      if (error) reject(error);
      else resolve();
    }
    socket.on(SOCKET_EVENTS.message, onMessage);
    const payload = { userId, chatId, message, isStream: true, messageId: `${chatId}-message` };
    socket.emit(SOCKET_EVENTS.sendMessage, { roomId: userId, type: 'CHAT_MESSAGE', payload });
  });
}

/**
 * Connects the visitors one after the other into `visitors`, stopping at the first refusal: then every
 * handshake the limit counted is known (the allowed ones and that one), and can be given back exactly.
 * Returns how many were refused.
 */
async function connectVisitors(deps: SocketWarmUpDeps, count: number, visitors: WarmUpVisitor[], userIds: string[]): Promise<number> {
  for (let i = 0; i < count; i += 1) {
    const { session, token } = await deps.identity.issue();
    userIds.push(session.userId);
    let socket: Socket;
    try {
      socket = await connect(deps.url, token);
    } catch {
      return count - visitors.length;
    }
    visitors.push({ userId: session.userId, socket });
    await socket.timeout(TURN_TIMEOUT_MS).emitWithAck(SOCKET_EVENTS.joinRoom, session.userId);
  }
  return 0;
}

export async function warmUpSocketPath(deps: SocketWarmUpDeps): Promise<SocketWarmUpResult> {
  const started = performance.now();
  const messages = leadFreeMessages(deps.messages);
  const chats = deps.chats ?? SOCKET_WARM_UP_CHATS;
  const visitors: WarmUpVisitor[] = [];
  const userIds: string[] = [];
  const failed: string[] = [];
  let turns = 0;
  let refused = 0;
  let connectionKey: string | undefined;
  try {
    refused = await connectVisitors(deps, deps.visitors ?? SOCKET_WARM_UP_VISITORS, visitors, userIds);
    const [first] = deps.io.sockets.sockets.values();
    if (first) connectionKey = deps.connectionKey(first);
    if (messages.length === 0) failed.push('every candidate message would make a lead');
    const sends = messages.length === 0 ? [] : visitors;
    await Promise.all(
      sends.map(async (visitor, v) => {
        for (let c = 0; c < chats; c += 1) {
          try {
            await turn(visitor, `warm-up-${c}`, messages[(v * chats + c) % messages.length]!);
            turns += 1;
          } catch (error) {
            failed.push(error instanceof Error ? error.message : String(error));
          }
        }
      }),
    );
  } finally {
    await disconnect(deps.io, visitors);
    await Promise.all(userIds.map((userId) => deleteUserData(deps.db, userId)));
    // Each allowed handshake counted one, and so did the refused one, if any.
    if (connectionKey !== undefined) await deps.connectionLimit.giveBack(connectionKey, visitors.length + (refused > 0 ? 1 : 0));
  }
  return { ms: performance.now() - started, turns, refused, failed };
}

/** Closes the sockets and waits (a turn's timeout at most) until the server has let go of them, their replies cancelled. */
async function disconnect(io: SocketServer, visitors: WarmUpVisitor[]): Promise<void> {
  const ids = new Set(visitors.map((visitor) => visitor.socket.id));
  const gone = [...io.sockets.sockets.values()]
    .filter((socket) => ids.has(socket.id))
    .map((socket) => new Promise<void>((resolve) => socket.once('disconnect', () => resolve())));
  for (const visitor of visitors) visitor.socket.close();
  await waitAtMost(Promise.all(gone), TURN_TIMEOUT_MS);
}

/**
 * Test code only (`@agency/chat-protocol/contract`): one visitor's conversation
 * spoken on the wire, every answer checked against this package's schemas.
 * remote-chat runs it against its loopback fake server and chat-server runs
 * it against itself, so the fake cannot drift from what chat-server says.
 * The socket.io client is the caller's (its `io`): this package stays zod only.
 */
import {
  chatListResponseSchema,
  chatLoadResponseSchema,
  isStreamFrame,
  serverEnvelopeSchema,
  sessionResponseSchema,
  SOCKET_EVENTS,
  socketAckSchema,
  type ChatMessage,
  type ChatPayload,
  type ChatStatusPayload,
  type ServerEnvelope,
  type SocketAck,
  type StreamFrame,
} from '#protocol/index';

/** The part of a connected socket.io client the scenario uses. */
export interface ScenarioSocket {
  emitWithAck(event: string, ...args: unknown[]): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  close(): unknown;
}

/** A socket.io client just opened, not yet connected. */
interface OpeningSocket extends ScenarioSocket {
  once(event: 'connect', listener: () => void): unknown;
  once(event: 'connect_error', listener: (error: Error) => void): unknown;
}

/** The part of socket.io-client's `io` the scenario opens its connection with. */
export type ScenarioIo = (
  url: string,
  options: { auth: { token: string }; transports: string[]; reconnection: boolean; forceNew: boolean },
) => OpeningSocket;

export interface ConversationScenarioOptions {
  /** The server's base URL (http://127.0.0.1:port). */
  url: string;
  /** socket.io-client's `io`: the scenario connects with it as the widget does, over a websocket with `auth: { token }`. */
  io: ScenarioIo;
  /** What the visitor writes. */
  text?: string;
  /** How long to wait for the reply and its analysis. */
  timeoutMs?: number;
}

/** What the visitor's side saw, for the caller's own expectations. */
export interface ConversationTranscript {
  /** What the visitor wrote. */
  text: string;
  userId: string;
  chatId: string;
  /** The id the client sent its message under. */
  clientMessageId: string;
  sendAck: SocketAck;
  /** The visitor's message as the server echoed it. */
  echo: ChatMessage;
  frames: StreamFrame[];
  /** The reply joined from its stream frames. */
  streamedReply: string;
  analysis: Extract<ChatStatusPayload, { status: 'analysis' }>;
  listedChatIds: string[];
  /** The chat as POST /api/chat/load answers it afterwards. */
  stored: ChatMessage[];
}

async function postJson(url: string, route: string, token: string | undefined, body: unknown): Promise<unknown> {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return response.json();
}

/** Collects `message` envelopes (each checked against the schema) until `isDone` says the reply is complete. */
function collectEnvelopes(socket: ScenarioSocket, isDone: (envelopes: ServerEnvelope[]) => boolean, timeoutMs: number) {
  const envelopes: ServerEnvelope[] = [];
  let wake = () => {};
  socket.on(SOCKET_EVENTS.message, (raw) => {
    envelopes.push(serverEnvelopeSchema.parse(raw));
    wake();
  });
  const done = new Promise<ServerEnvelope[]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out; received ${JSON.stringify(envelopes.map((envelope) => envelope.type))}`)),
      timeoutMs,
    );
    wake = () => {
      if (!isDone(envelopes)) return;
      clearTimeout(timer);
      resolve(envelopes);
    };
  });
  return { envelopes, done, check: () => wake() };
}

const chatMessagesOf = (envelopes: ServerEnvelope[]) =>
  envelopes.flatMap((envelope) => (envelope.type === 'CHAT_MESSAGE' ? [envelope.payload] : []));
const framesOf = (envelopes: ServerEnvelope[]) => chatMessagesOf(envelopes).filter(isStreamFrame);
const analysisOf = (envelopes: ServerEnvelope[]) =>
  envelopes
    .flatMap((envelope) => (envelope.type === 'CHAT_STATUS' ? [envelope.payload] : []))
    .find((payload) => payload.status === 'analysis');

/** Opens the visitor's socket, resolved once connected; a refused connection is closed (no retries). */
function connect(io: ScenarioIo, url: string, token: string): Promise<ScenarioSocket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * A new visitor: gets a session, connects, joins its room, sends one message,
 * receives the echo, the streamed reply and the analysis, then lists and
 * loads its chat. Throws when any answer breaks the protocol's schemas.
 */
export async function runConversationScenario({
  url,
  io,
  text = 'We need an online shop for our bakery',
  timeoutMs = 15_000,
}: ConversationScenarioOptions): Promise<ConversationTranscript> {
  const { data: session } = sessionResponseSchema.parse(await postJson(url, '/api/session', undefined, {}));
  const socket = await connect(io, url, session.token);
  try {
    const chatId = `chat_${Date.now().toString(36)}`;
    const clientMessageId = `msg_${Date.now().toString(36)}_client`;
    const collected = collectEnvelopes(
      socket,
      (envelopes) => framesOf(envelopes).some((frame) => frame.isStreamEnd) && analysisOf(envelopes) !== undefined,
      timeoutMs,
    );

    const joinAck = socketAckSchema.parse(await socket.emitWithAck(SOCKET_EVENTS.joinRoom, session.userId));
    if (!joinAck.ok) throw new Error(`join_room refused: ${joinAck.error}`);
    const payload: ChatPayload = { userId: session.userId, chatId, message: text, isStream: true, messageId: clientMessageId };
    const sendAck = socketAckSchema.parse(
      await socket.emitWithAck(SOCKET_EVENTS.sendMessage, { roomId: session.userId, type: 'CHAT_MESSAGE', payload }),
    );
    if (!sendAck.ok) throw new Error(`send_message refused: ${sendAck.error}`);
    collected.check();
    const envelopes = await collected.done;

    const echo = chatMessagesOf(envelopes).find(
      (candidate): candidate is ChatMessage => !isStreamFrame(candidate) && candidate.role === 'user',
    );
    if (!echo) throw new Error('the visitor message was not echoed');
    const frames = framesOf(envelopes);
    const analysis = analysisOf(envelopes);
    if (analysis?.status !== 'analysis') throw new Error('no analysis');

    const listed = chatListResponseSchema.parse(await postJson(url, '/api/chat/list', session.token, { userId: session.userId }));
    const loaded = chatLoadResponseSchema.parse(await postJson(url, '/api/chat/load', session.token, { userId: session.userId, chatId }));
    return {
      text,
      userId: session.userId,
      chatId,
      clientMessageId,
      sendAck,
      echo,
      frames,
      streamedReply: frames.map((frame) => frame.message).join(''),
      analysis,
      listedChatIds: listed.data.map((chat) => chat.chatId),
      stored: loaded.data.entries,
    };
  } finally {
    socket.close();
  }
}

/**
 * What every server must do in this scenario, by name: the names of the rules
 * a transcript breaks (none for a server that keeps the protocol).
 */
export function brokenRules(transcript: ConversationTranscript): string[] {
  const { text, sendAck, echo, frames, streamedReply, analysis, chatId } = transcript;
  const [visitor, reply, ...rest] = transcript.stored;
  const rules: Record<string, boolean> = {
    'the ack carries the id the message is stored under, not the client id':
      sendAck.ok && sendAck.messageId === echo.messageId && echo.messageId !== transcript.clientMessageId,
    'the echo is the visitor message in its chat': echo.content === text && echo.chatId === chatId,
    'the reply streams in frames and ends with an end frame':
      frames.length > 0 && frames.at(-1)?.isStreamEnd === true && streamedReply.trim() !== '',
    'the analysis is for the chat, with quick replies and a score of 0 to 100':
      analysis.chatId === chatId && analysis.quickReplies.length > 0 && analysis.leadScore >= 0 && analysis.leadScore <= 100,
    'the chat is listed first': transcript.listedChatIds[0] === chatId,
    'the stored chat is what the visitor saw':
      rest.length === 0 &&
      visitor?.messageId === echo.messageId &&
      visitor.role === 'user' &&
      visitor.content === text &&
      reply?.role === 'assistant' &&
      reply.content.trim() === streamedReply.trim() &&
      frames.every((frame) => frame.messageId === reply.messageId),
  };
  return Object.entries(rules)
    .filter(([, holds]) => !holds)
    .map(([rule]) => rule);
}

/**
 * The chat socket, typed once for both ends (socket.io's typed events:
 * `Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>`
 * on chat-server, `Socket<ServerToClientEvents, ClientToServerEvents>` in the browser).
 * Each envelope is a discriminated union by `type`, parsed by the schemas below on
 * whichever side receives it: what a type says is what its payload is.
 */
import {
  chatMessageEventPayloadSchema,
  chatPayloadSchema,
  chatStatusPayloadSchema,
  connectionErrorPayloadSchema,
  presencePayloadSchema,
  stopGenerationPayloadSchema,
  type SocketAck,
  type UserTypingEvent,
} from '#protocol/chat';
import { idSchema } from '#protocol/input-text';
import '#protocol/zod-config';
import { z } from 'zod/mini';

// ------------------------------------------------------------------ client → server

/** `send_message` of type CHAT_MESSAGE: the visitor's message. */
export const chatMessageEnvelopeSchema = z.object({ roomId: idSchema, type: z.literal('CHAT_MESSAGE'), payload: chatPayloadSchema });
/** `send_message` of type CHAT_STATUS: stop generating the reply of a chat. */
export const stopGenerationEnvelopeSchema = z.object({
  roomId: idSchema,
  type: z.literal('CHAT_STATUS'),
  payload: stopGenerationPayloadSchema,
});

/** Client → server `send_message`: one envelope of type CHAT_MESSAGE or CHAT_STATUS. */
export const sendMessageEnvelopeSchema = z.discriminatedUnion('type', [chatMessageEnvelopeSchema, stopGenerationEnvelopeSchema]);
export type SendMessageEnvelope = z.infer<typeof sendMessageEnvelopeSchema>;

// ------------------------------------------------------------------ server → client

const serverEnvelope = <TType extends string, TPayload extends z.core.$ZodType>(type: TType, payload: TPayload) =>
  z.object({ roomId: z.string(), type: z.literal(type), payload });

/** Server → client `message`: a stored message or a stream frame, a status, presence of another tab, or a refused packet. */
export const serverEnvelopeSchema = z.discriminatedUnion('type', [
  serverEnvelope('CHAT_MESSAGE', chatMessageEventPayloadSchema),
  serverEnvelope('CHAT_STATUS', chatStatusPayloadSchema),
  serverEnvelope('USER_JOIN', presencePayloadSchema),
  serverEnvelope('USER_LEAVE', presencePayloadSchema),
  serverEnvelope('RECONNECTED', presencePayloadSchema),
  serverEnvelope('CONNECTION_ERROR', connectionErrorPayloadSchema),
]);
export type ServerEnvelope = z.infer<typeof serverEnvelopeSchema>;
/** The envelope of one `type`, e.g. `ServerEnvelopeOf<'CHAT_STATUS'>`. */
export type ServerEnvelopeOf<TType extends ServerEnvelope['type']> = Extract<ServerEnvelope, { type: TType }>;

// ------------------------------------------------------------------ socket.io event maps

/** The acknowledgement callback of `join_room`, `leave_room` and `send_message`. */
export type AckCallback = (reply: SocketAck) => void;

/** What the browser emits (docs/product-rules.md §7). */
export interface ClientToServerEvents {
  join_room: (roomId: string, ack: AckCallback) => void;
  leave_room: (ack: AckCallback) => void;
  send_message: (envelope: SendMessageEnvelope, ack: AckCallback) => void;
  user_typing: (roomId: string, isTyping: boolean) => void;
}

/** What chat-server emits. */
export interface ServerToClientEvents {
  message: (envelope: ServerEnvelope) => void;
  user_typing: (event: UserTypingEvent) => void;
}

/** chat-server nodes talk to each other only through the adapter's broadcasts. */
export type InterServerEvents = Record<never, never>;

/** What a connected socket carries on chat-server: the visitor's session, checked at the handshake. */
export interface SocketData {
  session: { userId: string; sessionId: string; createdAt: number; lastActiveAt: number };
  /** When the session was last confirmed against the database. */
  verifiedAt: number;
}

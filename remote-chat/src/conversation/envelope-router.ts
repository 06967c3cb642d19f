import type {
  ChatMessage,
  ChatMessageEventPayload,
  ChatStatusPayload,
  ConnectionErrorPayload,
  SocketEnvelope,
  StreamFrame,
} from '@agency/chat-protocol';

/** What the room's envelopes mean to the conversation. */
export interface EnvelopeHandlers {
  /** A delta of an assistant reply (CHAT_MESSAGE with isStream). */
  onStreamFrame: (frame: StreamFrame) => void;
  /** A message chat-server stored: the visitor's echo or a whole reply. */
  onStoredMessage: (message: ChatMessage) => void;
  onStatus: (payload: ChatStatusPayload) => void;
  /** chat-server refused a packet we sent. */
  onPacketRejected: (error: string) => void;
  onOther: (type: string) => void;
}

function isStreamFrame(payload: ChatMessageEventPayload): payload is StreamFrame {
  return (payload as StreamFrame).isStream === true;
}

/** Hands one room envelope to the handler for its kind. */
export function routeEnvelope(envelope: SocketEnvelope, handlers: EnvelopeHandlers): void {
  switch (envelope.type) {
    case 'CHAT_MESSAGE': {
      const payload = envelope.payload as ChatMessageEventPayload;
      if (isStreamFrame(payload)) handlers.onStreamFrame(payload);
      else handlers.onStoredMessage(payload);
      return;
    }
    case 'CHAT_STATUS':
      handlers.onStatus(envelope.payload as ChatStatusPayload);
      return;
    case 'CONNECTION_ERROR':
      handlers.onPacketRejected((envelope.payload as ConnectionErrorPayload).error);
      return;
    default:
      handlers.onOther(envelope.type);
  }
}

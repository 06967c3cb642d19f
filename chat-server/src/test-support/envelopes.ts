/**
 * The socket envelopes a test client sends and reads: a visitor's chat
 * message, the analysis that ends a turn, a reply joined from its stream frames.
 */
import type { SocketEnvelope } from '@agency/chat-protocol';

export function isAnalysisFor(chatId: string) {
  return (envelope: SocketEnvelope) =>
    envelope.type === 'CHAT_STATUS' &&
    (envelope.payload as { status?: string; chatId?: string }).status === 'analysis' &&
    (envelope.payload as { chatId: string }).chatId === chatId;
}

export function chatEnvelope(userId: string, chatId: string, message: string, messageId?: string): SocketEnvelope {
  return { roomId: userId, type: 'CHAT_MESSAGE', payload: { userId, chatId, message, isStream: true, ...(messageId && { messageId }) } };
}

/** The reply text of one assistant message, joined from its stream frames. */
export function streamedText(envelopes: SocketEnvelope[], messageId: string): string {
  return envelopes
    .filter(
      (envelope) =>
        envelope.type === 'CHAT_MESSAGE' &&
        (envelope.payload as { isStream?: boolean; messageId?: string }).isStream === true &&
        (envelope.payload as { messageId: string }).messageId === messageId,
    )
    .map((envelope) => (envelope.payload as { message: string }).message)
    .join('');
}

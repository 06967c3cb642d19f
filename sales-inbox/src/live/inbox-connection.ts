/**
 * The live inbox: the `/inbox` socket.io namespace, joined with the session
 * cookie (its path is under the inbox's API path, where the cookie is sent).
 */
import { io, type Socket } from 'socket.io-client';
import {
  type ConversationDetail,
  type ConversationSummary,
  INBOX_NAMESPACE,
  INBOX_SOCKET_PATH,
  type InboxAlert,
  inboxAlertSchema,
  type InboxClientToServerEvents,
  type InboxServerToClientEvents,
} from '@agency/chat-protocol/inbox';

export interface InboxListeners {
  onList(list: ConversationSummary[]): void;
  onConversation(summary: ConversationSummary): void;
  onTranscript(detail: ConversationDetail): void;
  /** A visitor asked for a person, or a lead became qualified. */
  onAlert(alert: InboxAlert): void;
  /** The connection was refused or ended (signed out elsewhere, session expired). */
  onEnded(reason: string): void;
}

export interface InboxConnection {
  open(conversationId: string): Promise<ConversationDetail>;
  close(conversationId: string): void;
  /** Answers the visitor instead of the assistant; rejects with chat-server's reason (e.g. someone else already does). */
  takeOver(conversationId: string): Promise<ConversationDetail>;
  handBack(conversationId: string): Promise<ConversationDetail>;
  sendMessage(conversationId: string, content: string): Promise<void>;
  setTyping(conversationId: string, typing: boolean): void;
  disconnect(): void;
}

export type ConnectInbox = (listeners: InboxListeners) => InboxConnection;

/** How long an opening may take before the inbox says so. */
const OPEN_TIMEOUT_MS = 10_000;

export function connectInbox(baseUrl: string, listeners: InboxListeners): InboxConnection {
  const socket: Socket<InboxServerToClientEvents, InboxClientToServerEvents> = io(`${baseUrl}${INBOX_NAMESPACE}`, {
    path: INBOX_SOCKET_PATH,
    withCredentials: true,
  });
  socket.on('conversations', listeners.onList);
  socket.on('conversation', listeners.onConversation);
  socket.on('transcript', listeners.onTranscript);
  socket.on('alert', (alert) => {
    const parsed = inboxAlertSchema.safeParse(alert);
    if (parsed.success) listeners.onAlert(parsed.data);
  });
  socket.on('connect_error', (error) => {
    // A refusal by the namespace's middleware is final; a network failure is retried by socket.io.
    if (!socket.active) listeners.onEnded(error.message);
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') listeners.onEnded('The session ended.');
  });
  return {
    async open(conversationId) {
      const result = await socket.timeout(OPEN_TIMEOUT_MS).emitWithAck('open_conversation', conversationId);
      if (!result.ok) throw new Error(result.error);
      return result.detail;
    },
    close: (conversationId) => void socket.emit('close_conversation', conversationId),
    async takeOver(conversationId) {
      const result = await socket.timeout(OPEN_TIMEOUT_MS).emitWithAck('take_over', conversationId);
      if (!result.ok) throw new Error(result.error);
      return result.detail;
    },
    async handBack(conversationId) {
      const result = await socket.timeout(OPEN_TIMEOUT_MS).emitWithAck('hand_back', conversationId);
      if (!result.ok) throw new Error(result.error);
      return result.detail;
    },
    async sendMessage(conversationId, content) {
      const result = await socket.timeout(OPEN_TIMEOUT_MS).emitWithAck('agent_message', { conversationId, content });
      if (!result.ok) throw new Error(result.error);
    },
    setTyping: (conversationId, typing) => void socket.emit('agent_typing', { conversationId, typing }),
    disconnect: () => void socket.disconnect(),
  };
}

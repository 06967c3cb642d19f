/**
 * The model's context of the chats one socket talks in, kept in memory so a
 * reply can start before the database answers (time to the first chunk).
 * One per socket, so it holds one visitor's chats only and goes away with
 * the socket (and with "delete all my data", which closes it). The database
 * stays the record: each stored message tells whether this memory was the
 * stored conversation, and a chat whose memory was not is read afresh.
 */
import type { ConversationState } from '../assistant/conversation.js';
import type { ChatMessage } from '@agency/chat-protocol';

/** The context a reply starts from. */
export interface TurnContext {
  state: ConversationState;
  /** The newest messages, oldest first. */
  history: ChatMessage[];
}

/** Chats remembered per socket (the widget shows one at a time). */
export const REMEMBERED_CHATS = 8;
/** Client message ids remembered per socket, to recognise a resend. */
const REMEMBERED_SENDS = 200;

export class SocketConversations {
  private readonly chats = new Map<string, TurnContext>();
  private readonly sends = new Set<string>();
  /** The visitor's chat ids when the socket connected; null when they could not be read. */
  private knownChats: Set<string> | null = null;
  private readonly loaded: Promise<void>;

  constructor(
    readonly userId: string,
    chatIds: Promise<Set<string>>,
  ) {
    this.loaded = chatIds.then(
      (ids) => void (this.knownChats = ids),
      () => undefined,
    );
  }

  /**
   * The context to start a reply from without the database, or null when
   * only the database can tell (a chat this socket has not seen, a resend).
   */
  async contextFor(
    chatId: string,
    clientMessageId: string | undefined,
    initialState: () => ConversationState,
  ): Promise<TurnContext | null> {
    await this.loaded;
    if (clientMessageId !== undefined && this.sends.has(clientMessageId)) return null;
    const remembered = this.chats.get(chatId);
    if (remembered) return remembered;
    if (this.knownChats === null || this.knownChats.has(chatId)) return null;
    return { state: initialState(), history: [] };
  }

  /** The chat's context after a message or a stored reply. */
  remember(chatId: string, context: TurnContext, clientMessageId?: string): void {
    this.chats.delete(chatId);
    this.chats.set(chatId, context);
    if (this.chats.size > REMEMBERED_CHATS) this.chats.delete(this.chats.keys().next().value!);
    this.knownChats?.add(chatId);
    if (clientMessageId === undefined) return;
    this.sends.add(clientMessageId);
    if (this.sends.size > REMEMBERED_SENDS) this.sends.delete(this.sends.values().next().value!);
  }

  /** A stored reply joins the chat's context (after whatever came since it started). */
  append(chatId: string, message: ChatMessage, historyLimit: number): void {
    const remembered = this.chats.get(chatId);
    if (remembered) remembered.history = [...remembered.history, message].slice(-historyLimit);
  }

  /** The next message of this chat reads the database (the memory may differ from it). */
  forget(chatId: string): void {
    this.chats.delete(chatId);
  }
}

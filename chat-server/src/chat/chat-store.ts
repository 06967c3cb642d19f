/**
 * Chats and their messages. Every read and write is scoped by the owner's
 * user id, so one visitor can never reach another's conversation.
 */
import type { ConversationState } from '../assistant/conversation.js';
import { newMessageId } from '../identity/ids.js';
import {
  CHAT_LIST_LIMIT,
  type ChatMessage,
  type ChatNotice,
  type ChatRole,
  type ExtractedData,
  type MessageAuthor,
  type TokenUsage,
} from '@agency/chat-protocol';
import type { Database } from '../storage/database.js';
import { VisitorErasedError, visitorLock } from '../storage/visitor-guard.js';

interface MessageRow {
  message_id: string;
  chat_id: string;
  role: ChatRole;
  content: string;
  timestamp: string | number;
  usage: TokenUsage | null;
  lead_score: number | null;
  intent: string | null;
  extracted_data: ExtractedData | null;
  processing_time: number | null;
  author?: MessageAuthor | null;
  notice?: ChatNotice | null;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  const message: ChatMessage = {
    messageId: row.message_id,
    chatId: row.chat_id,
    role: row.role,
    content: row.content,
    timestamp: Number(row.timestamp),
  };
  if (row.usage) message.usage = row.usage;
  if (row.lead_score !== null) message.leadScore = row.lead_score;
  if (row.intent !== null) message.intent = row.intent;
  if (row.extracted_data) message.extractedData = row.extracted_data;
  if (row.processing_time !== null) message.processingTime = row.processing_time;
  if (row.author) message.author = row.author;
  if (row.notice) message.notice = row.notice;
  return message;
}

export interface NewUserMessage {
  userId: string;
  chatId: string;
  content: string;
  clientMessageId?: string;
  timestamp: number;
}

export interface NewAssistantMessage {
  userId: string;
  chatId: string;
  messageId: string;
  content: string;
  timestamp: number;
  usage?: TokenUsage;
  leadScore: number;
  intent: string;
  extractedData: ExtractedData;
  processingTime: number;
  stopped: boolean;
}

/** The visitor's reply, and the conversation state after the turn. */
export interface NewReply extends NewAssistantMessage {
  state: ConversationState;
}

export interface StoredUserMessage {
  message: ChatMessage;
  /** False for a resend of a stored message (nothing was written). */
  created: boolean;
  /** The chat's conversation state before this message. */
  state: ConversationState;
  /** The newest messages of the chat, this one last. */
  history: ChatMessage[];
  /** The name of the person from the team who has taken the chat over (the assistant does not answer), or null. */
  heldBy: string | null;
}

export class ChatStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores a visitor message once, in one statement: a resend with the same
   * client message id returns the stored one (`created: false`). The chat row
   * is created on first use; its conversation state and the newest
   * `historyLimit` messages (this one last) come back with the message.
   * Throws VisitorErasedError when the visitor was erased.
   */
  async addUserMessage(message: NewUserMessage, initialState: ConversationState, historyLimit = 1): Promise<StoredUserMessage> {
    const params = [
      message.userId,
      message.chatId,
      message.timestamp,
      JSON.stringify(initialState),
      newMessageId(),
      message.content,
      message.clientMessageId ?? null,
      historyLimit,
    ];
    // Data-modifying CTEs see the snapshot from before the statement: `history`
    // holds the earlier messages, `existing` the stored copy of a resend.
    const [row] = await this.db.query<{
      context: ConversationState | null;
      held_by_name: string | null;
      inserted: MessageRow | null;
      existing: MessageRow | null;
      history: MessageRow[];
    }>(
      `with ${visitorLock('$1')}, chat as (
         insert into chats (user_id, chat_id, created_at, updated_at, context) select $1::text, $2::text, $3::bigint, $3::bigint, $4::jsonb where exists (select from visitor)
         on conflict (user_id, chat_id) do update set updated_at = excluded.updated_at returning context, held_by_name
       ), inserted as (
         insert into messages (message_id, user_id, chat_id, role, content, timestamp, client_message_id)
         select $5::text, $1, $2, 'user', $6::text, $3, $7::text where exists (select from chat)
         on conflict (user_id, chat_id, client_message_id) where client_message_id is not null do nothing returning *
       )
       select (select context from chat) as context, (select held_by_name from chat) as held_by_name,
              (select row_to_json(inserted) from inserted) as inserted,
              (select row_to_json(m) from messages m where m.user_id = $1 and m.chat_id = $2 and m.client_message_id = $7) as existing,
              (select coalesce(json_agg(h order by h.seq), '[]'::json)
                 from (select * from messages where user_id = $1 and chat_id = $2 order by seq desc limit $8) h) as history`,
      params,
    );
    const { context: state, inserted, history, held_by_name: heldBy } = row!;
    if (state === null) throw new VisitorErasedError();
    const earlier = history.map(toChatMessage);
    if (inserted) {
      const stored = toChatMessage(inserted);
      return { message: stored, created: true, state, history: [...earlier, stored].slice(-historyLimit), heldBy };
    }
    // A resend racing its own first copy, committed after this statement began, is read afresh.
    const existing =
      row!.existing ??
      (
        await this.db.query<MessageRow>('select * from messages where user_id = $1 and chat_id = $2 and client_message_id = $3', [
          message.userId,
          message.chatId,
          message.clientMessageId ?? null,
        ])
      )[0]!;
    return { message: toChatMessage(existing), created: false, state, history: earlier, heldBy };
  }

  /**
   * Stores the end of a turn in one statement: the chat's conversation state
   * and, when the model said something, the reply. Throws VisitorErasedError
   * when the visitor (or the chat) was erased meanwhile.
   */
  async storeReply(reply: NewReply): Promise<ChatMessage | null> {
    const [row] = await this.db.query<{ chat_found: boolean; reply: MessageRow | null }>(
      `with ${visitorLock('$2')}, chat as (
         update chats set updated_at = $5::bigint, context = $12::jsonb where user_id = $2 and chat_id = $3 and exists (select from visitor) returning 1
       ), reply as (
         insert into messages (message_id, user_id, chat_id, role, content, timestamp, usage, lead_score, intent, extracted_data, processing_time, stopped)
         select $1::text, $2::text, $3::text, 'assistant', $4::text, $5, $6::jsonb, $7::integer, $8::text, $9::jsonb, $10::integer, $11::boolean
         where $4 <> '' and exists (select from chat)
         returning *
       )
       select exists (select from chat) as chat_found, (select row_to_json(reply) from reply) as reply`,
      [
        reply.messageId,
        reply.userId,
        reply.chatId,
        reply.content,
        reply.timestamp,
        reply.usage ? JSON.stringify(reply.usage) : null,
        reply.leadScore,
        reply.intent,
        JSON.stringify(reply.extractedData),
        reply.processingTime,
        reply.stopped,
        JSON.stringify(reply.state),
      ],
    );
    if (!row!.chat_found) throw new VisitorErasedError();
    return row!.reply && toChatMessage(row!.reply);
  }

  async messages(userId: string, chatId: string): Promise<ChatMessage[]> {
    const rows = await this.db.query<MessageRow>('select * from messages where user_id = $1 and chat_id = $2 order by seq', [
      userId,
      chatId,
    ]);
    return rows.map(toChatMessage);
  }

  /** Newest first (docs/product-rules.md §5: the client keeps at most 50). */
  async listChats(userId: string, limit = CHAT_LIST_LIMIT): Promise<Array<{ chatId: string; updatedAt: number }>> {
    const rows = await this.db.query<{ chat_id: string; updated_at: string | number }>(
      'select chat_id, updated_at from chats where user_id = $1 order by updated_at desc, created_at desc limit $2',
      [userId, limit],
    );
    return rows.map((row) => ({ chatId: row.chat_id, updatedAt: Number(row.updated_at) }));
  }

  async deleteUser(userId: string): Promise<number> {
    const rows = await this.db.query<{ chat_id: string }>('delete from chats where user_id = $1 returning chat_id', [userId]);
    return rows.length;
  }

  /** Retention: chats whose last activity is older than `before`. */
  async deleteOlderThan(before: number): Promise<number> {
    const rows = await this.db.query<{ chat_id: string }>('delete from chats where updated_at < $1 returning chat_id', [before]);
    return rows.length;
  }
}

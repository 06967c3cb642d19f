/**
 * Chats and their messages. Every read and write is scoped by the owner's
 * user id, so one visitor can never reach another's conversation.
 */
import type { ConversationState } from '../assistant/conversation.js';
import { newMessageId } from '../identity/ids.js';
import { CHAT_LIST_LIMIT, type ChatMessage, type ChatRole, type ExtractedData, type TokenUsage } from '@agency/chat-protocol';
import type { Database } from '../storage/database.js';
import { WriteBatch } from '../storage/write-batch.js';

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

/** What the database held when a visitor message was stored (see `storeUserTurn`). */
export interface StoredTurn {
  /** False for a resend of a stored message (nothing was written). */
  created: boolean;
  /** The stored message's id (the earlier copy's for a resend). */
  messageId: string;
  /** The chat's conversation state before this message; null for a new chat. */
  previous: ConversationState | null;
  /** The newest message of the chat before this one. */
  lastMessageId: string | null;
}

/** A visitor message whose reply started from memory, and the conversation state after it. */
interface UserTurn {
  message: NewUserMessage & { messageId: string };
  state: ConversationState;
}

interface UserTurnRow {
  previous: ConversationState | null;
  last_message_id: string | null;
  created: boolean;
  existing_id: string | null;
}

/** A batch statement's rows in the order of its items (matched by message id, unique per item). */
function inItemOrder<Row extends { message_id: string }>(rows: Row[], items: Array<{ message_id: string }>): Row[] {
  const byId = new Map(rows.map((row) => [row.message_id, row]));
  return items.map((item) => {
    const row = byId.get(item.message_id);
    if (!row) throw new Error(`No row came back for message ${item.message_id}`);
    return row;
  });
}

export class ChatStore {
  private readonly userTurns: WriteBatch<UserTurn, UserTurnRow>;
  private readonly assistantMessages: WriteBatch<NewAssistantMessage, MessageRow>;

  constructor(private readonly db: Database) {
    this.userTurns = new WriteBatch({ write: (turns) => this.writeUserTurns(turns) });
    this.assistantMessages = new WriteBatch({ write: (messages) => this.writeAssistantMessages(messages) });
  }

  async getState(userId: string, chatId: string): Promise<ConversationState | null> {
    const rows = await this.db.query<{ context: ConversationState }>('select context from chats where user_id = $1 and chat_id = $2', [
      userId,
      chatId,
    ]);
    return rows[0]?.context ?? null;
  }

  async saveState(userId: string, chatId: string, state: ConversationState, now: number): Promise<void> {
    await this.db.query(
      `insert into chats (user_id, chat_id, created_at, updated_at, context) values ($1, $2, $3, $3, $4)
       on conflict (user_id, chat_id) do update set updated_at = excluded.updated_at, context = excluded.context`,
      [userId, chatId, now, JSON.stringify(state)],
    );
  }

  /**
   * Stores a visitor message once, in one statement (one round trip before
   * the reply can start): a resend with the same client message id returns
   * the stored one (`created: false`). The chat row is created on first use;
   * its conversation state and the newest `historyLimit` messages (this one
   * last) come back with the message.
   */
  async addUserMessage(
    message: NewUserMessage,
    initialState: ConversationState,
    historyLimit = 1,
  ): Promise<{ message: ChatMessage; created: boolean; state: ConversationState; history: ChatMessage[] }> {
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
      context: ConversationState;
      inserted: MessageRow | null;
      existing: MessageRow | null;
      history: MessageRow[];
    }>(
      `with chat as (
         insert into chats (user_id, chat_id, created_at, updated_at, context) values ($1, $2, $3, $3, $4)
         on conflict (user_id, chat_id) do update set updated_at = excluded.updated_at returning context
       ), inserted as (
         insert into messages (message_id, user_id, chat_id, role, content, timestamp, client_message_id)
         values ($5, $1, $2, 'user', $6, $3, $7)
         on conflict (user_id, chat_id, client_message_id) where client_message_id is not null do nothing returning *
       )
       select (select context from chat) as context,
              (select row_to_json(inserted) from inserted) as inserted,
              (select row_to_json(m) from messages m where m.user_id = $1 and m.chat_id = $2 and m.client_message_id = $7) as existing,
              (select coalesce(json_agg(h order by h.seq), '[]'::json)
                 from (select * from messages where user_id = $1 and chat_id = $2 order by seq desc limit $8) h) as history`,
      params,
    );
    const { context: state, inserted, history } = row!;
    const earlier = history.map(toChatMessage);
    if (inserted) {
      const stored = toChatMessage(inserted);
      return { message: stored, created: true, state, history: [...earlier, stored].slice(-historyLimit) };
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
    return { message: toChatMessage(existing), created: false, state, history: earlier };
  }

  /** Every chat id of the visitor: a message for any other id starts a new chat. */
  async chatIds(userId: string): Promise<Set<string>> {
    const rows = await this.db.query<{ chat_id: string }>('select chat_id from chats where user_id = $1', [userId]);
    return new Set(rows.map((row) => row.chat_id));
  }

  /**
   * Stores a visitor message whose reply already started from the context
   * this node keeps in memory (`TurnContext`): the message (once per client
   * message id) and, when it was new, the conversation state after it.
   * Returns what the database held before, so the caller can tell whether
   * its memory was the stored conversation. Written together with the other
   * visitors' turns of the moment (`WriteBatch`).
   */
  async storeUserTurn(message: NewUserMessage & { messageId: string }, state: ConversationState): Promise<StoredTurn> {
    const row = await this.userTurns.add({ message, state });
    const { previous, last_message_id: lastMessageId, created } = row;
    if (created) return { created, messageId: message.messageId, previous, lastMessageId };
    // A resend racing its own first copy, committed after this statement began, is read afresh.
    const existingId =
      row.existing_id ??
      (
        await this.db.query<{ message_id: string }>(
          'select message_id from messages where user_id = $1 and chat_id = $2 and client_message_id = $3',
          [message.userId, message.chatId, message.clientMessageId ?? null],
        )
      )[0]!.message_id;
    return { created, messageId: existingId, previous, lastMessageId };
  }

  /** Turns of several chats in one statement; a batch never holds two turns of one chat (chat-service writes a chat's turns in order). */
  private async writeUserTurns(turns: UserTurn[]): Promise<UserTurnRow[]> {
    const input = turns.map(({ message, state }) => ({
      user_id: message.userId,
      chat_id: message.chatId,
      ts: message.timestamp,
      state,
      message_id: message.messageId,
      content: message.content,
      client_message_id: message.clientMessageId ?? null,
    }));
    // Data-modifying CTEs see the snapshot from before the statement: `previous` and `last_message_id` are each chat before its message.
    const rows = await this.db.query<UserTurnRow & { message_id: string }>(
      `with input as (
         select * from jsonb_to_recordset($1::jsonb)
           as t(user_id text, chat_id text, ts bigint, state jsonb, message_id text, content text, client_message_id text)
       ), inserted as (
         insert into messages (message_id, user_id, chat_id, role, content, timestamp, client_message_id)
         select message_id, user_id, chat_id, 'user', content, ts, client_message_id from input
         on conflict (user_id, chat_id, client_message_id) where client_message_id is not null do nothing returning message_id
       ), chat as (
         insert into chats (user_id, chat_id, created_at, updated_at, context)
         select user_id, chat_id, ts, ts, state from input where message_id in (select message_id from inserted)
         on conflict (user_id, chat_id) do update set updated_at = excluded.updated_at, context = excluded.context
       )
       select i.message_id,
              (select c.context from chats c where c.user_id = i.user_id and c.chat_id = i.chat_id) as previous,
              (select m.message_id from messages m where m.user_id = i.user_id and m.chat_id = i.chat_id order by m.seq desc limit 1)
                as last_message_id,
              i.message_id in (select message_id from inserted) as created,
              (select m.message_id from messages m
                where m.user_id = i.user_id and m.chat_id = i.chat_id and m.client_message_id = i.client_message_id) as existing_id
         from input i`,
      [JSON.stringify(input)],
    );
    return inItemOrder(rows, input);
  }

  /** Stored together with the other replies that ended at the same moment (`WriteBatch`). */
  async addAssistantMessage(message: NewAssistantMessage): Promise<ChatMessage> {
    return toChatMessage(await this.assistantMessages.add(message));
  }

  private async writeAssistantMessages(messages: NewAssistantMessage[]): Promise<MessageRow[]> {
    const input = messages.map((message) => ({
      message_id: message.messageId,
      user_id: message.userId,
      chat_id: message.chatId,
      content: message.content,
      ts: message.timestamp,
      usage: message.usage ?? null,
      lead_score: message.leadScore,
      intent: message.intent,
      extracted_data: message.extractedData,
      processing_time: message.processingTime,
      stopped: message.stopped,
    }));
    const rows = await this.db.query<MessageRow>(
      `with input as (
         select * from jsonb_to_recordset($1::jsonb)
           as t(message_id text, user_id text, chat_id text, content text, ts bigint, usage jsonb, lead_score integer,
                intent text, extracted_data jsonb, processing_time integer, stopped boolean)
       ), reply as (
         insert into messages (message_id, user_id, chat_id, role, content, timestamp, usage, lead_score, intent, extracted_data, processing_time, stopped)
         select message_id, user_id, chat_id, 'assistant', content, ts, usage, lead_score, intent, extracted_data, processing_time, stopped
           from input
         returning *
       ), chat as (
         update chats c set updated_at = i.ts from input i where c.user_id = i.user_id and c.chat_id = i.chat_id
       )
       select * from reply`,
      [JSON.stringify(input)],
    );
    return inItemOrder(rows, input);
  }

  async messages(userId: string, chatId: string): Promise<ChatMessage[]> {
    const rows = await this.db.query<MessageRow>('select * from messages where user_id = $1 and chat_id = $2 order by seq', [
      userId,
      chatId,
    ]);
    return rows.map(toChatMessage);
  }

  /** The newest `limit` messages, oldest first (the model's context window). */
  async recentMessages(userId: string, chatId: string, limit: number): Promise<ChatMessage[]> {
    const rows = await this.db.query<MessageRow>('select * from messages where user_id = $1 and chat_id = $2 order by seq desc limit $3', [
      userId,
      chatId,
      limit,
    ]);
    return rows.reverse().map(toChatMessage);
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

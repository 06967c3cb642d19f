/**
 * A member of staff takes a visitor's chat over from the assistant, writes in
 * it, and hands it back. Who holds a chat is a column of its row, changed by
 * one conditional update: two people never hold the same chat, whichever
 * chat-server node each of them is connected to.
 */
import type { ChatMessage, ChatNotice, MessageAuthor } from '@agency/chat-protocol';
import type { StaffUser } from '@agency/chat-protocol/inbox';
import { newMessageId } from '../identity/ids.js';
import type { Database } from '../storage/database.js';
import { visitorLock } from '../storage/visitor-guard.js';
import { toChatMessage } from '../chat/chat-store.js';
import { conversationIdOf, parseConversationId } from './conversations.js';

export const TAKEOVER_ERRORS = {
  noConversation: 'No such conversation.',
  heldByOther: (name: string) => `${name} is already answering this conversation.`,
  notHolder: 'You are not answering this conversation. Take it over first.',
  changed: 'The conversation just changed hands. Try again.',
} as const;

/** How a person from the team appears to the visitor: their display name and its initial. */
export function authorOf(staff: Pick<StaffUser, 'displayName'>): MessageAuthor {
  return { kind: 'person', name: staff.displayName, initial: (staff.displayName.trim().charAt(0) || '?').toUpperCase() };
}

export type TakeoverResult = { ok: true; notice: ChatMessage | null } | { ok: false; error: string };

type Row = Parameters<typeof toChatMessage>[0];

export class Takeovers {
  constructor(
    private readonly db: Database,
    private readonly assistantName: string,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Takes the chat if nobody holds it, and says so in the chat (one
   * statement). Taking a chat one already holds changes nothing.
   */
  async takeOver(conversationId: string, staff: StaffUser): Promise<TakeoverResult> {
    const author = authorOf(staff);
    const notice = await this.changeHolder(conversationId, {
      holder: staff,
      notice: 'person_joined',
      content: `${author.name} from the team has joined the chat.`,
      author,
    });
    if (notice) return { ok: true, notice };
    const holder = await this.holderOf(conversationId);
    if (!holder) return { ok: false, error: TAKEOVER_ERRORS.noConversation };
    if (holder.staffId === staff.staffId) return { ok: true, notice: null };
    // Handed back between the update and this read.
    if (holder.staffId === null) return { ok: false, error: TAKEOVER_ERRORS.changed };
    return { ok: false, error: TAKEOVER_ERRORS.heldByOther(holder.name ?? 'Someone') };
  }

  /** Gives the chat back to the assistant, if this person holds it. */
  async handBack(conversationId: string, staff: StaffUser): Promise<TakeoverResult> {
    const author = authorOf(staff);
    const notice = await this.changeHolder(conversationId, {
      holder: null,
      notice: 'person_left',
      content: `${author.name} has handed you back to ${this.assistantName}.`,
      author,
      staffId: staff.staffId,
    });
    if (notice) return { ok: true, notice };
    return {
      ok: false,
      error: (await this.holderOf(conversationId)) === undefined ? TAKEOVER_ERRORS.noConversation : TAKEOVER_ERRORS.notHolder,
    };
  }

  /** Hands every conversation a person holds back to the assistant (their account was disabled), with the notices. */
  async releaseAllOf(staff: StaffUser): Promise<Array<{ conversationId: string; notice: ChatMessage }>> {
    const held = await this.db.query<{ user_id: string; chat_id: string }>('select user_id, chat_id from chats where held_by = $1', [
      staff.staffId,
    ]);
    const released: Array<{ conversationId: string; notice: ChatMessage }> = [];
    for (const row of held) {
      const conversationId = conversationIdOf(row.user_id, row.chat_id);
      const result = await this.handBack(conversationId, staff);
      if (result.ok && result.notice) released.push({ conversationId, notice: result.notice });
    }
    return released;
  }

  /** Stores a person's message (an assistant message with its author), only while they hold the chat. */
  async addAgentMessage(conversationId: string, staff: StaffUser, content: string): Promise<ChatMessage | null> {
    const { userId, chatId } = parseConversationId(conversationId);
    const now = this.clock();
    const [row] = await this.db.query<{ message: Row | null }>(
      `with ${visitorLock('$1')}, chat as (
         update chats set updated_at = $3::bigint
          where user_id = $1 and chat_id = $2 and held_by = $4 and exists (select from visitor) returning 1
       ), inserted as (
         insert into messages (message_id, user_id, chat_id, role, content, timestamp, author)
         select $5::text, $1::text, $2::text, 'assistant', $6::text, $3::bigint, $7::jsonb where exists (select from chat)
         returning *
       )
       select (select row_to_json(inserted) from inserted) as message`,
      [userId, chatId, now, staff.staffId, newMessageId(), content, JSON.stringify(authorOf(staff))],
    );
    return row?.message ? toChatMessage(row.message) : null;
  }

  /** Who holds the chat: undefined for an unknown chat, null fields while the assistant answers. */
  async holderOf(conversationId: string): Promise<{ staffId: string | null; name: string | null } | undefined> {
    const { userId, chatId } = parseConversationId(conversationId);
    const [row] = await this.db.query<{ held_by: string | null; held_by_name: string | null }>(
      'select held_by, held_by_name from chats where user_id = $1 and chat_id = $2',
      [userId, chatId],
    );
    return row && { staffId: row.held_by, name: row.held_by_name };
  }

  /** Sets or clears the holder if the chat is held by `staffId` (or by nobody), and writes the notice: both or neither. */
  private async changeHolder(
    conversationId: string,
    change: {
      holder: StaffUser | null;
      notice: ChatNotice;
      content: string;
      author: MessageAuthor;
      /** Who must hold the chat for the change (none: nobody may). */
      staffId?: string;
    },
  ): Promise<ChatMessage | null> {
    const { userId, chatId } = parseConversationId(conversationId);
    const now = this.clock();
    const [row] = await this.db.query<{ message: Row | null }>(
      `with ${visitorLock('$1')}, chat as (
         update chats set held_by = $4::text, held_by_name = $5::text, updated_at = $3::bigint
          where user_id = $1 and chat_id = $2 and held_by is not distinct from $6::text and exists (select from visitor) returning 1
       ), inserted as (
         insert into messages (message_id, user_id, chat_id, role, content, timestamp, author, notice)
         select $7::text, $1::text, $2::text, 'system', $8::text, $3::bigint, $9::jsonb, $10::text where exists (select from chat)
         returning *
       )
       select (select row_to_json(inserted) from inserted) as message`,
      [
        userId,
        chatId,
        now,
        change.holder?.staffId ?? null,
        change.holder?.displayName ?? null,
        change.staffId ?? null,
        newMessageId(),
        change.content,
        JSON.stringify(change.author),
        change.notice,
      ],
    );
    return row?.message ? toChatMessage(row.message) : null;
  }
}

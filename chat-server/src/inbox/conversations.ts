/**
 * The inbox's read of the visitors' conversations: chats, their newest
 * message and their lead, as stored by the chat service and the lead store.
 * Read-only: the inbox never writes a visitor's chat.
 */
import {
  type ConversationDetail,
  conversationGroup,
  type ConversationSummary,
  compareConversations,
  type LeadFacts,
  type TranscriptMessage,
} from '@agency/chat-protocol/inbox';
import type { ChatRole, ConversationPhase, LeadStage, MessageAuthor } from '@agency/chat-protocol';
import type { ConversationState } from '../assistant/conversation.js';
import type { LeadRow as StoredLeadRow } from '../leads/lead-store.js';
import type { Database } from '../storage/database.js';
import { type BookingStore, publicBooking } from '../booking/booking-store.js';

/** Conversations listed at most (the newest). */
export const CONVERSATION_LIST_LIMIT = 500;
/** Characters of the newest message shown in the list. */
export const PREVIEW_LENGTH = 140;

/** A conversation is one visitor's chat: `<user id>~<chat id>` (neither id holds a `~`). */
export function conversationIdOf(userId: string, chatId: string): string {
  return `${userId}~${chatId}`;
}

export function parseConversationId(conversationId: string): { userId: string; chatId: string } {
  const [userId = '', chatId = ''] = conversationId.split('~');
  return { userId, chatId };
}

interface SummaryRow {
  user_id: string;
  chat_id: string;
  updated_at: string | number;
  preview: string | null;
  preview_role: ChatRole | null;
  lead_stage: LeadStage | null;
  lead_score: number | null;
  handover: boolean | null;
  held_by: string | null;
  held_by_name: string | null;
}

/** Each chat with its newest message and its lead (the lead's row when there is one, else the chat's own qualification). */
const SUMMARY_SELECT = `
  select c.user_id, c.chat_id, c.updated_at, c.held_by, c.held_by_name, m.content as preview, m.role as preview_role,
         coalesce(l.lead_stage, c.context->'qualification'->>'stage') as lead_stage,
         coalesce(l.lead_score, (c.context->'qualification'->>'score')::integer) as lead_score,
         coalesce((c.context->>'handoverRequested')::boolean, false) as handover
    from chats c
    left join lateral (
      select content, role from messages where user_id = c.user_id and chat_id = c.chat_id and role <> 'system' order by seq desc limit 1
    ) m on true
    left join leads l on l.source = 'chat' and l.user_id = c.user_id and l.chat_id = c.chat_id`;

function toSummary(row: SummaryRow, now: number): ConversationSummary {
  const updatedAt = Number(row.updated_at);
  const preview = row.preview ?? '';
  return {
    conversationId: conversationIdOf(row.user_id, row.chat_id),
    group: conversationGroup(
      { handoverRequested: row.handover === true, leadStage: row.lead_stage, updatedAt, held: row.held_by !== null },
      now,
    ),
    heldBy: row.held_by === null ? null : { staffId: row.held_by, name: row.held_by_name ?? '' },
    preview: preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1)}…` : preview,
    previewRole: row.preview_role,
    leadStage: row.lead_stage,
    leadScore: row.lead_score,
    updatedAt,
  };
}

/** The lead columns the inbox shows next to a conversation. */
type LeadRow = Pick<StoredLeadRow, 'name' | 'company_name' | 'email' | 'phone' | 'services' | 'budget'>;

function leadFacts(state: ConversationState, lead: LeadRow | undefined): LeadFacts {
  return {
    score: state.qualification?.score ?? null,
    stage: state.qualification?.stage ?? null,
    phase: (state.context?.conversationPhase as ConversationPhase | undefined) ?? null,
    needs: state.context?.identifiedNeeds ?? [],
    services: lead?.services.length ? lead.services : (state.context?.mentionedServices ?? []),
    timeline: state.context?.timeline ?? state.extractedData?.timeline ?? null,
    budget: lead?.budget ?? state.budget ?? null,
    name: lead?.name ?? null,
    companyName: lead?.company_name ?? null,
    email: lead?.email ?? state.extractedData?.email ?? null,
    phone: lead?.phone ?? state.extractedData?.phone ?? null,
    recommendedActions: state.qualification?.recommendedActions ?? [],
    handoverRequested: state.handoverRequested === true,
  };
}

export class Conversations {
  constructor(
    private readonly db: Database,
    private readonly bookings: BookingStore,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The newest conversations, in the inbox's order. */
  async list(): Promise<ConversationSummary[]> {
    const rows = await this.db.query<SummaryRow>(`${SUMMARY_SELECT} order by c.updated_at desc limit $1`, [CONVERSATION_LIST_LIMIT]);
    const now = this.clock();
    return rows.map((row) => toSummary(row, now)).sort(compareConversations);
  }

  async summary(conversationId: string): Promise<ConversationSummary | null> {
    const { userId, chatId } = parseConversationId(conversationId);
    const [row] = await this.db.query<SummaryRow>(`${SUMMARY_SELECT} where c.user_id = $1 and c.chat_id = $2`, [userId, chatId]);
    return row ? toSummary(row, this.clock()) : null;
  }

  /** The transcript (without system messages) and the lead; null for an unknown conversation. */
  async detail(conversationId: string): Promise<ConversationDetail | null> {
    const { userId, chatId } = parseConversationId(conversationId);
    const [summary, chats, messages, leads, booking] = await Promise.all([
      this.summary(conversationId),
      this.db.query<{ context: ConversationState }>('select context from chats where user_id = $1 and chat_id = $2', [userId, chatId]),
      this.db.query<{ message_id: string; role: ChatRole; content: string; timestamp: string | number; author: MessageAuthor | null }>(
        `select message_id, role, content, timestamp, author from messages
          where user_id = $1 and chat_id = $2 and role <> 'system' order by seq`,
        [userId, chatId],
      ),
      this.db.query<LeadRow>(
        `select name, company_name, email, phone, services, budget from leads where source = 'chat' and user_id = $1 and chat_id = $2`,
        [userId, chatId],
      ),
      this.bookings.forChat(userId, chatId),
    ]);
    const state = chats[0]?.context;
    if (!summary || !state) return null;
    const transcript: TranscriptMessage[] = messages.map((row) => ({
      messageId: row.message_id,
      role: row.role,
      content: row.content,
      timestamp: Number(row.timestamp),
      ...(row.author && { author: row.author }),
    }));
    return { summary, messages: transcript, lead: leadFacts(state, leads[0]), booking: booking ? publicBooking(booking) : null };
  }
}

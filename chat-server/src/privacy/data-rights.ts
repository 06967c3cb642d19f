/**
 * The visitor's data rights (privacy policy: access, portability, erasure):
 * export of their conversations and leads, and deletion of everything tied
 * to their identity.
 */
import type { ChatStore } from '../chat/chat-store.js';
import type { LeadRecord, LeadStore } from '../leads/lead-store.js';
import type { Booking, ChatMessage } from '@agency/chat-protocol';
import type { BookingStore } from '../booking/booking-store.js';
import type { Database } from '../storage/database.js';
import { forgetVisitorInAudit } from '../inbox/audit-log.js';

export interface DataExport {
  exportedAt: string;
  userId: string;
  chats: Array<{ chatId: string; updatedAt: number; messages: ChatMessage[] }>;
  leads: LeadRecord[];
  /** Consultations booked in the chat, live or cancelled. */
  bookings: Booking[];
}

export async function exportUserData(
  userId: string,
  stores: { chats: ChatStore; leads: LeadStore; bookings: BookingStore },
  now = Date.now(),
): Promise<DataExport> {
  const { chats, leads, bookings } = stores;
  const list = await chats.listChats(userId, Number.MAX_SAFE_INTEGER);
  const withMessages = await Promise.all(
    list.map(async ({ chatId, updatedAt }) => ({ chatId, updatedAt, messages: await chats.messages(userId, chatId) })),
  );
  return {
    exportedAt: new Date(now).toISOString(),
    userId,
    chats: withMessages,
    leads: await leads.forUser(userId),
    bookings: await bookings.forUser(userId),
  };
}

const ROLE_TITLES = { user: 'You', assistant: 'Assistant', system: 'System' } as const;

export function exportAsMarkdown(data: DataExport, agencyName: string, assistantName: string): string {
  const lines = [`# Your data at ${agencyName}`, '', `Exported ${data.exportedAt}. Visitor id: \`${data.userId}\`.`, ''];
  if (data.chats.length === 0) lines.push('You have no stored conversations.', '');
  data.chats.forEach((chat, index) => {
    lines.push(`## Conversation ${index + 1} (${chat.chatId})`, '');
    for (const message of chat.messages) {
      // A person from the team who answered is named; their notices read as the chat showed them.
      const who = message.author?.name ?? (message.role === 'assistant' ? assistantName : ROLE_TITLES[message.role]);
      lines.push(`**${who}**, ${new Date(message.timestamp).toISOString()}:`, '', message.content, '');
    }
  });
  if (data.leads.length > 0) {
    lines.push('## Contact requests and lead records', '');
    for (const lead of data.leads) {
      const fields = [
        ['Source', lead.source === 'chat' ? 'chat' : 'start-project form'],
        ['Created', new Date(lead.createdAt).toISOString()],
        ['Name', lead.name],
        ['Company', lead.companyName],
        ['E-mail', lead.email],
        ['Phone', lead.phone],
        ['Services', lead.services.join(', ')],
        ['Details', lead.details],
        ['Lead score', lead.leadScore === null ? null : String(lead.leadScore)],
      ].filter(([, value]) => value);
      lines.push(...fields.map(([label, value]) => `- ${label}: ${value}`), '');
    }
  }
  if (data.bookings.length > 0) {
    lines.push('## Consultations', '');
    for (const booking of data.bookings) lines.push(`- ${booking.start} to ${booking.end} (${booking.status}), invite to ${booking.email}`);
    lines.push('');
  }
  return lines.join('\n');
}

export interface DeletionResult {
  deletedChats: number;
  deletedLeads: number;
}

/**
 * Sessions, chats (their messages and bookings cascade) and leads (their webhook deliveries cascade), in one
 * transaction; the audit log keeps that the visitor's conversations were opened, no longer which.
 * The sessions go first: a chat write holding their lock finishes before the rest is deleted, a later one
 * finds no visitor (storage/visitor-guard.ts).
 */
export async function deleteUserData(db: Database, userId: string): Promise<DeletionResult> {
  return db.transaction(async (tx) => {
    await tx.query('delete from sessions where user_id = $1', [userId]);
    const chats = await tx.query<{ chat_id: string }>('delete from chats where user_id = $1 returning chat_id', [userId]);
    const leads = await tx.query<{ lead_id: string }>('delete from leads where user_id = $1 returning lead_id', [userId]);
    await forgetVisitorInAudit(tx, userId);
    return { deletedChats: chats.length, deletedLeads: leads.length };
  });
}

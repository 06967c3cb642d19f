/**
 * The sales inbox's contract with chat-server: the staff REST bodies under
 * `/api/inbox` and the `/inbox` socket.io namespace. Separate from the
 * visitors' protocol: nothing here is reachable with a visitor's token.
 */
import '#protocol/zod-config';
import { z } from 'zod/mini';
import { chatRoleSchema, conversationPhaseSchema, leadStageSchema, messageAuthorSchema } from '#protocol/chat';
import { MAX_MESSAGE_LENGTH } from '#protocol/limits';
import { multiLineText } from '#protocol/input-text';
import { bookingSchema } from '#protocol/booking';

/** Where the inbox's REST API and its session cookie live (the cookie's Path). */
export const INBOX_API_PATH = '/api/inbox';
/** The inbox's socket.io path, under INBOX_API_PATH so that the session cookie (scoped to it) reaches the handshake. */
export const INBOX_SOCKET_PATH = `${INBOX_API_PATH}/socket.io`;
/** The socket.io namespace of the inbox. */
export const INBOX_NAMESPACE = '/inbox';
/** The header that carries the CSRF token on every state change. */
export const CSRF_HEADER = 'x-csrf-token';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const staffRoleSchema = z.enum(['admin', 'agent']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

const emailSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email());
const displayNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));
export const passwordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

export const signInSchema = z.strictObject({
  email: emailSchema,
  // Any stored password is checked, whatever today's minimum length: only the maximum protects the hash function.
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type SignIn = z.infer<typeof signInSchema>;

export const newStaffUserSchema = z.strictObject({
  email: emailSchema,
  displayName: displayNameSchema,
  role: staffRoleSchema,
  password: passwordSchema,
});
export type NewStaffUser = z.infer<typeof newStaffUserSchema>;

export const staffUserChangeSchema = z.strictObject({ disabled: z.boolean() });
export type StaffUserChange = z.infer<typeof staffUserChangeSchema>;

export const staffIdSchema = z.string().check(z.regex(/^staff_[A-Za-z0-9_-]{1,64}$/));

export const staffUserSchema = z.object({
  staffId: staffIdSchema,
  email: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.number(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserListSchema = z.array(staffUserSchema);

/** What the signed-in person's browser learns about its session. */
export const staffSessionSchema = z.object({ user: staffUserSchema, csrfToken: z.string() });
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });

/**
 * How the inbox groups conversations: a visitor asked for a person, a person
 * holds it, the lead is qualified, nothing was said for
 * CONVERSATION_CLOSED_AFTER_MS, or anything else.
 */
export const conversationGroupSchema = z.enum(['handover', 'with_person', 'qualified', 'new', 'closed']);
export type ConversationGroup = z.infer<typeof conversationGroupSchema>;
export const CONVERSATION_GROUPS = conversationGroupSchema.options;
/** A conversation with no message for this long is listed as closed. */
export const CONVERSATION_CLOSED_AFTER_MS = 60 * 60 * 1000;

/** `<visitor id>~<chat id>`: a conversation is one visitor's chat. */
export const conversationIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}~[A-Za-z0-9_-]{1,80}$/));

/** The member of staff answering a conversation instead of the assistant. */
export const conversationHolderSchema = z.object({ staffId: z.string(), name: z.string() });
export type ConversationHolder = z.infer<typeof conversationHolderSchema>;

export const conversationSummarySchema = z.object({
  conversationId: z.string(),
  group: conversationGroupSchema,
  /** Who has taken the conversation over; null while the assistant answers. */
  heldBy: z.nullable(conversationHolderSchema),
  preview: z.string(),
  previewRole: z.nullable(chatRoleSchema),
  leadStage: z.nullable(leadStageSchema),
  leadScore: z.nullable(z.number()),
  updatedAt: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const transcriptMessageSchema = z.object({
  messageId: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  timestamp: z.number(),
  /** A person's message (an assistant message written by a member of staff). */
  author: z.optional(messageAuthorSchema),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

export const leadFactsSchema = z.object({
  score: z.nullable(z.number()),
  stage: z.nullable(leadStageSchema),
  phase: z.nullable(conversationPhaseSchema),
  needs: z.array(z.string()),
  services: z.array(z.string()),
  timeline: z.nullable(z.string()),
  budget: z.nullable(z.string()),
  name: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  recommendedActions: z.array(z.string()),
  handoverRequested: z.boolean(),
});
export type LeadFacts = z.infer<typeof leadFactsSchema>;

export const conversationDetailSchema = z.object({
  summary: conversationSummarySchema,
  messages: z.array(transcriptMessageSchema),
  lead: z.nullable(leadFactsSchema),
  /** The consultation booked in this chat (the newest, also once cancelled). */
  booking: z.optional(z.nullable(bookingSchema)),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const auditEntrySchema = z.object({
  auditId: z.number(),
  at: z.number(),
  actorId: z.nullable(z.string()),
  actorEmail: z.nullable(z.string()),
  action: z.string(),
  target: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntryListSchema = z.array(auditEntrySchema);

/** Why the team is alerted: a visitor asked for a person, or a lead just became qualified. */
export const inboxAlertKindSchema = z.enum(['handover', 'qualified']);
export type InboxAlertKind = z.infer<typeof inboxAlertKindSchema>;

/** An alert to every member of staff signed in to the inbox (also shown as a browser notification). */
export const inboxAlertSchema = z.object({
  kind: inboxAlertKindSchema,
  conversationId: z.string(),
  /** One line for a notification: what happened, with the lead's stage and score (no personal data). */
  title: z.string(),
  at: z.number(),
});
export type InboxAlert = z.infer<typeof inboxAlertSchema>;

/** The inbox namespace's events, as socket.io event maps. */
export interface InboxServerToClientEvents {
  /** The whole list, once on connection. */
  conversations: (list: ConversationSummary[]) => void;
  /** One conversation changed (a new message, a new lead stage). */
  conversation: (summary: ConversationSummary) => void;
  /** The open conversation's transcript and lead, each time it grows. */
  transcript: (detail: ConversationDetail) => void;
  /** A visitor asked for a person, or a lead became qualified. */
  alert: (alert: InboxAlert) => void;
}

export type InboxAck = (result: { ok: true; detail: ConversationDetail } | { ok: false; error: string }) => void;
export type AgentMessageAck = (result: { ok: true; messageId: string } | { ok: false; error: string }) => void;

/** `agent_message`: what the member of staff holding the conversation writes to the visitor. */
export const agentMessageSchema = z.strictObject({
  conversationId: conversationIdSchema,
  content: multiLineText().check(
    z.maxLength(MAX_MESSAGE_LENGTH, `Messages are limited to ${MAX_MESSAGE_LENGTH} characters.`),
    z.refine((text) => text.trim().length > 0, 'The message is empty.'),
  ),
});
export type AgentMessage = z.infer<typeof agentMessageSchema>;

/** `agent_typing`: the member of staff holding the conversation starts or stops typing. */
export const agentTypingSchema = z.strictObject({ conversationId: conversationIdSchema, typing: z.boolean() });
export type AgentTyping = z.infer<typeof agentTypingSchema>;

export interface InboxClientToServerEvents {
  /** Opens one conversation: its transcript follows as it grows (and the opening is audited). */
  open_conversation: (conversationId: string, ack: InboxAck) => void;
  close_conversation: (conversationId: string) => void;
  /** The member of staff answers the visitor instead of the assistant; refused while someone else does. */
  take_over: (conversationId: string, ack: InboxAck) => void;
  /** The assistant answers again, with the whole conversation. */
  hand_back: (conversationId: string, ack: InboxAck) => void;
  agent_message: (message: AgentMessage, ack: AgentMessageAck) => void;
  agent_typing: (typing: AgentTyping) => void;
}

/** The order of the groups in the inbox: what needs a person first. */
const GROUP_RANK: Record<ConversationGroup, number> = { handover: 0, with_person: 1, qualified: 2, new: 3, closed: 4 };
const STAGE_RANK: Record<string, number> = { qualified: 0, hot: 1, warm: 2, cold: 3 };

/** The inbox's order: by group, then lead stage, then score (highest first), then the newest. */
export function compareConversations(a: ConversationSummary, b: ConversationSummary): number {
  return (
    GROUP_RANK[a.group] - GROUP_RANK[b.group] ||
    (STAGE_RANK[a.leadStage ?? ''] ?? 4) - (STAGE_RANK[b.leadStage ?? ''] ?? 4) ||
    (b.leadScore ?? -1) - (a.leadScore ?? -1) ||
    b.updatedAt - a.updatedAt
  );
}

/** The group a conversation is listed in at `now`. */
export function conversationGroup(
  facts: { handoverRequested: boolean; leadStage: string | null; updatedAt: number; held: boolean },
  now: number,
) {
  // A held conversation stays in view until it is handed back, however quiet it is.
  if (facts.held) return 'with_person' as const;
  if (now - facts.updatedAt > CONVERSATION_CLOSED_AFTER_MS) return 'closed' as const;
  if (facts.handoverRequested) return 'handover' as const;
  if (facts.leadStage === 'qualified') return 'qualified' as const;
  return 'new' as const;
}

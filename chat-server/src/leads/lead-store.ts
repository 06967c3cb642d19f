/**
 * Leads: from the start-project form and from chats that reach 'qualified'
 * or leave contact details. Read by the sales team (admin endpoint, export
 * command, webhook).
 */
import type { ConversationState } from '../assistant/conversation.js';
import { isSalesLead } from '../assistant/engine.js';
import { newLeadId } from '../identity/ids.js';
import {
  CONTACT_BUDGET_FIELDS,
  CONTACT_SERVICE_FIELDS,
  type ContactBudgetField,
  type ContactLead,
  type ContactServiceField,
  type LeadStage,
} from '@agency/chat-protocol';
import type { Database } from '../storage/database.js';
import { VisitorErasedError, visitorLock } from '../storage/visitor-guard.js';

export type LeadSource = 'chat' | 'contact_form';

/** The services of a form lead as the sales team reads them (docs/product-rules.md §9). */
const SERVICE_NAMES: Record<ContactServiceField, string> = {
  AiDev: 'AI & Machine Learning',
  uiDev: 'UI Development',
  cloudDev: 'Cloud Solutions',
  ecommerceDev: 'E-commerce',
};

/** The budget range of a form lead as the sales team reads it (docs/product-rules.md §9). */
const BUDGET_RANGES: Record<ContactBudgetField, string> = {
  budget1: 'Under $25,000',
  budget2: '$25,000 to $100,000',
  budget3: 'Over $100,000',
};

export interface LeadRecord {
  leadId: string;
  source: LeadSource;
  userId: string | null;
  chatId: string | null;
  createdAt: number;
  updatedAt: number;
  name: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  services: string[];
  budget: string | null;
  details: string | null;
  leadScore: number | null;
  leadStage: LeadStage | null;
  data: Record<string, unknown>;
}

export interface LeadRow {
  lead_id: string;
  source: LeadSource;
  user_id: string | null;
  chat_id: string | null;
  created_at: string | number;
  updated_at: string | number;
  name: string | null;
  company_name: string | null;
  email: string | null;
  phone: string | null;
  services: string[];
  budget: string | null;
  details: string | null;
  lead_score: number | null;
  lead_stage: LeadStage | null;
  data: Record<string, unknown>;
}

function toLead(row: LeadRow): LeadRecord {
  return {
    leadId: row.lead_id,
    source: row.source,
    userId: row.user_id,
    chatId: row.chat_id,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    name: row.name,
    companyName: row.company_name,
    email: row.email,
    phone: row.phone,
    services: row.services,
    budget: row.budget,
    details: row.details,
    leadScore: row.lead_score,
    leadStage: row.lead_stage,
    data: row.data,
  };
}

/** A prospect's chat becomes a lead once it is qualified, carries contact details or asks for a person (the assistant decides). */
export function isChatLead(state: ConversationState): boolean {
  return isSalesLead(state);
}

export class LeadStore {
  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Creates or refreshes the chat's lead; `created` is true the first time. Throws VisitorErasedError when the visitor was erased. */
  async upsertChatLead(userId: string, chatId: string, state: ConversationState): Promise<{ lead: LeadRecord; created: boolean }> {
    const now = this.clock();
    const { context, qualification, extractedData } = state;
    const data = {
      conversationPhase: context.conversationPhase,
      identifiedNeeds: context.identifiedNeeds,
      technicalRequirements: context.technicalRequirements,
      projectType: context.projectType ?? null,
      projectStage: state.projectStage,
      timeline: context.timeline ?? null,
      technologies: extractedData.technologies,
      recommendedActions: qualification.recommendedActions,
      factors: qualification.factors,
      handoverRequested: state.handoverRequested ?? false,
      visitorKind: state.visitorKind ?? 'prospect',
    };
    const rows = await this.db.query<LeadRow & { inserted: boolean }>(
      `with ${visitorLock('$2')}
       insert into leads (lead_id, source, user_id, chat_id, created_at, updated_at, email, phone, services, budget, lead_score, lead_stage, data)
       select $1::text, 'chat', $2::text, $3::text, $4::bigint, $4::bigint, $5::text, $6::text, $7::jsonb, $8::text, $9::integer, $10::text, $11::jsonb
        where exists (select from visitor)
       on conflict (user_id, chat_id) where source = 'chat' do update set
         updated_at = excluded.updated_at, email = excluded.email, phone = excluded.phone, services = excluded.services,
         budget = excluded.budget, lead_score = excluded.lead_score, lead_stage = excluded.lead_stage, data = excluded.data
       returning *, (xmax = 0) as inserted`,
      [
        newLeadId(),
        userId,
        chatId,
        now,
        extractedData.email ?? null,
        extractedData.phone ?? null,
        JSON.stringify(context.mentionedServices),
        state.budget,
        qualification.score,
        qualification.stage,
        JSON.stringify(data),
      ],
    );
    if (rows.length === 0) throw new VisitorErasedError();
    const { inserted, ...row } = rows[0]!;
    return { lead: toLead(row), created: inserted };
  }

  async addContactLead(
    contact: ContactLead,
    identity: { userId: string; leadScore: number | null; leadStage: LeadStage | null } | null,
  ): Promise<LeadRecord> {
    const now = this.clock();
    // Stored in the sales team's words, so they read what the prospect chose.
    const services = CONTACT_SERVICE_FIELDS.filter((field) => contact[field]).map((field) => SERVICE_NAMES[field]);
    const budgetField = CONTACT_BUDGET_FIELDS.find((field) => contact[field]);
    const budget = budgetField ? BUDGET_RANGES[budgetField] : null;
    const rows = await this.db.query<LeadRow>(
      `insert into leads (lead_id, source, user_id, created_at, updated_at, name, company_name, email, phone, services, budget, details, lead_score, lead_stage, data)
       values ($1, 'contact_form', $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning *`,
      [
        newLeadId(),
        identity?.userId ?? null,
        now,
        contact.name,
        contact.companyName || null,
        contact.email,
        contact.phone || null,
        JSON.stringify(services),
        budget,
        contact.tellUsMore || null,
        identity?.leadScore ?? null,
        identity?.leadStage ?? null,
        JSON.stringify({ budgetOption: budget }),
      ],
    );
    return toLead(rows[0]!);
  }

  async list(): Promise<LeadRecord[]> {
    return (await this.db.query<LeadRow>('select * from leads order by created_at desc')).map(toLead);
  }

  async forUser(userId: string): Promise<LeadRecord[]> {
    return (await this.db.query<LeadRow>('select * from leads where user_id = $1 order by created_at', [userId])).map(toLead);
  }

  async markDelivered(leadId: string, attempts: number): Promise<void> {
    await this.db.query('update leads set delivered_at = $2, delivery_attempts = $3 where lead_id = $1', [leadId, this.clock(), attempts]);
  }

  async deleteUser(userId: string): Promise<number> {
    return (await this.db.query<{ lead_id: string }>('delete from leads where user_id = $1 returning lead_id', [userId])).length;
  }

  async deleteOlderThan(before: number): Promise<number> {
    return (await this.db.query<{ lead_id: string }>('delete from leads where updated_at < $1 returning lead_id', [before])).length;
  }

  /** The best lead score of the visitor's chats, to attach to a form lead. */
  async chatQualification(userId: string): Promise<{ leadScore: number; leadStage: LeadStage } | null> {
    const rows = await this.db.query<{ score: number | null; stage: LeadStage | null }>(
      `select (context->'qualification'->>'score')::int as score, context->'qualification'->>'stage' as stage
       from chats where user_id = $1 order by (context->'qualification'->>'score')::int desc nulls last limit 1`,
      [userId],
    );
    const row = rows[0];
    if (!row || row.score === null || row.stage === null) return null;
    return { leadScore: row.score, leadStage: row.stage };
  }
}

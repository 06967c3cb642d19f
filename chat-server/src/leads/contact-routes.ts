/**
 * POST /api/message: the start-project form's lead (validated with the same
 * schema remote-contact uses, @agency/chat-protocol). Linked to the visitor's chat identity and lead
 * score when the session cookie or bearer token comes along.
 */
import { Router } from 'express';
import { clientIp } from '../http/app.js';
import { tokenOf } from '../http/authenticate.js';
import { validationError } from '../http/validation.js';
import type { Identity } from '../identity/identity.js';
import type { Logger } from '../logging/logger.js';
import { CONTACT_LEAD_ISSUES, contactLeadSchema, type ContactLeadIssue, type ContactLeadResponse } from '@agency/chat-protocol';
import { type RateLimit, rateLimited } from '../shared/rate-limit.js';
import type { LeadRecord, LeadStore } from './lead-store.js';

/** The form's issue codes in chat-server's words, for the 400 summary (the issues keep the codes). */
const ISSUE_WORDING: Record<ContactLeadIssue, string> = {
  [CONTACT_LEAD_ISSUES.nameMissing]: 'a name is required',
  [CONTACT_LEAD_ISSUES.tooLong]: 'too long',
  [CONTACT_LEAD_ISSUES.emailInvalid]: 'not an e-mail address',
  [CONTACT_LEAD_ISSUES.phoneInvalid]: 'not a phone number that can be dialled',
  [CONTACT_LEAD_ISSUES.serviceMissing]: 'at least one service is required',
  [CONTACT_LEAD_ISSUES.budgetMissing]: 'a budget range is required',
};

export const CONTACT_RATE_LIMITED = 'Too many requests from this address. Please try again in a few minutes, or e-mail us.';

export function contactRoutes(deps: {
  identity: Identity;
  leads: LeadStore;
  limit: RateLimit;
  logger: Logger;
  onLead?: (lead: LeadRecord) => Promise<void>;
}): Router {
  const router = Router();
  router.post('/api/message', rateLimited(deps.limit, clientIp), async (request, response) => {
    const ip = clientIp(request);
    const parsed = contactLeadSchema.safeParse(request.body);
    if (!parsed.success) return void response.status(400).json(validationError(parsed.error, 'Please check the form', ISSUE_WORDING));
    if (parsed.data.website) {
      // Honeypot filled: answer like a success so the bot learns nothing, store nothing.
      deps.logger.info('leads', 'honeypot submission dropped', { ip });
      return void response.status(200).json({ success: true, data: { leadId: 'received' } });
    }
    const auth = await deps.identity.authenticate(tokenOf(request));
    const identity = auth.ok
      ? {
          userId: auth.session.userId,
          ...((await deps.leads.chatQualification(auth.session.userId)) ?? { leadScore: null, leadStage: null }),
        }
      : null;
    const lead = await deps.leads.addContactLead(parsed.data, identity);
    deps.logger.info('leads', 'contact form lead stored', {
      leadId: lead.leadId,
      linkedToChat: identity !== null,
      leadScore: lead.leadScore,
    });
    // Answered once the hand-over to sales is queued durably.
    await deps.onLead?.(lead);
    const body: ContactLeadResponse = { success: true, data: { leadId: lead.leadId } };
    response.status(201).json(body);
  });
  return router;
}

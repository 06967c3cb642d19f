/**
 * The start-project form's fields as the wire knows them: the limits, the
 * service and budget fields and the issue codes of contactLeadSchema
 * (./contact-lead.ts). Plain data, without zod, so a page can show the form's
 * limits without loading the validation.
 */

/** Longest value of each text field, in characters. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  companyNameMax: 120,
  emailMax: 254,
  tellUsMoreMax: 2000,
  /** The honeypot field (`website`). */
  websiteMax: 200,
} as const;

/** The issue codes of contactLeadSchema, as the issue `message` (and chat-server's 400 `issues[].message`). */
export const CONTACT_LEAD_ISSUES = {
  nameMissing: 'name_missing',
  tooLong: 'too_long',
  emailInvalid: 'email_invalid',
  phoneInvalid: 'phone_invalid',
  serviceMissing: 'service_missing',
  budgetMissing: 'budget_missing',
} as const;
export type ContactLeadIssue = (typeof CONTACT_LEAD_ISSUES)[keyof typeof CONTACT_LEAD_ISSUES];

/** The four service fields (docs/product-rules.md §9); at least one is true. */
export const CONTACT_SERVICE_FIELDS = ['AiDev', 'uiDev', 'cloudDev', 'ecommerceDev'] as const;
export type ContactServiceField = (typeof CONTACT_SERVICE_FIELDS)[number];

/** The three budget fields (docs/product-rules.md §9); the prospect chooses one. */
export const CONTACT_BUDGET_FIELDS = ['budget1', 'budget2', 'budget3'] as const;
export type ContactBudgetField = (typeof CONTACT_BUDGET_FIELDS)[number];

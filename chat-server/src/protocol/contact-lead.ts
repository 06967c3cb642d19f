/**
 * The start-project form's submission (docs/product-rules.md §3 contact form data), sent to
 * POST /api/message. One schema for both sides: remote-contact validates with
 * it before sending, chat-server validates with it again at the edge.
 */
import { isPossiblePhoneNumber, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { multiLineText, singleLineText } from './input-text.js';

export const CONTACT_LIMITS = {
  nameMax: 100,
  companyNameMax: 120,
  emailMax: 254,
  tellUsMoreMax: 2000,
} as const;

/** The four services of the form (docs/product-rules.md §9), named like the home page's service tiles. */
export const CONTACT_SERVICE_LABELS = {
  AiDev: 'AI & Machine Learning',
  uiDev: 'UI Development',
  cloudDev: 'Cloud Solutions',
  ecommerceDev: 'E-commerce',
} as const;

/** The three budget ranges of the form (docs/product-rules.md §9); the prospect chooses one. */
export const CONTACT_BUDGET_LABELS = {
  budget1: 'Under $25,000',
  budget2: '$25,000 to $100,000',
  budget3: 'Over $100,000',
} as const;

/**
 * A number without a country code is read as one of this country (where the
 * agency answers its phone): '07700 900123' as dialled in the UK. Any other
 * country's number is written with its code, like +1 212 555 0123.
 */
export const PHONE_DEFAULT_COUNTRY = 'GB' satisfies CountryCode;

/**
 * The one phone check of the form and the server: a number that could be
 * dialled (right length for its country), in national or international form,
 * with spaces, dashes, dots or brackets. libphonenumber-js's 'valid' would
 * also require a number block in use, which refuses the numbers set aside
 * for examples such as 07700 900123.
 */
export function isAcceptedPhoneNumber(value: string): boolean {
  return isPossiblePhoneNumber(value, PHONE_DEFAULT_COUNTRY);
}

// In the browser the site runs under a Content-Security-Policy without
// 'unsafe-eval': zod must not probe `Function` for its JIT (a CSP violation).
if ('window' in globalThis) z.config({ jitless: true });

export const contactLeadSchema = z
  .object({
    name: singleLineText().trim().min(1, 'Please tell us your name.').max(CONTACT_LIMITS.nameMax, `At most ${CONTACT_LIMITS.nameMax} characters.`),
    companyName: singleLineText().trim().max(CONTACT_LIMITS.companyNameMax, `At most ${CONTACT_LIMITS.companyNameMax} characters.`),
    email: singleLineText().trim().max(CONTACT_LIMITS.emailMax).email('Please enter a valid e-mail address, like name@company.com.'),
    phone: singleLineText()
      .trim()
      .refine((value) => value === '' || isAcceptedPhoneNumber(value), 'Please enter a phone number we can call, like 07700 900123 or +1 212 555 0123.'),
    AiDev: z.boolean(),
    uiDev: z.boolean(),
    cloudDev: z.boolean(),
    ecommerceDev: z.boolean(),
    budget1: z.boolean(),
    budget2: z.boolean(),
    budget3: z.boolean(),
    tellUsMore: multiLineText().trim().max(CONTACT_LIMITS.tellUsMoreMax, `At most ${CONTACT_LIMITS.tellUsMoreMax} characters.`),
    /** Honeypot: hidden from people, filled by bots. A non-empty value is dropped silently. */
    website: singleLineText().max(200).optional(),
  })
  .refine((lead) => lead.AiDev || lead.uiDev || lead.cloudDev || lead.ecommerceDev, {
    message: 'Please choose at least one service.',
    path: ['services'],
  })
  .refine((lead) => lead.budget1 || lead.budget2 || lead.budget3, {
    message: 'Please choose a budget range.',
    path: ['budget'],
  });

export type ContactLead = z.infer<typeof contactLeadSchema>;

/** POST /api/message success body. */
export interface ContactLeadResponse {
  success: true;
  data: { leadId: string };
}

/**
 * The start-project form's submission (docs/product-rules.md §3 contact form data), sent to
 * POST /api/message. One schema for both sides: remote-contact validates with
 * it before sending, chat-server validates with it again at the edge. Its
 * issues carry codes (CONTACT_LEAD_ISSUES), never visitor-facing words: the
 * form says them in its own words, chat-server in its own.
 */
import { isPossiblePhoneNumber, type CountryCode } from 'libphonenumber-js';
import { CONTACT_BUDGET_FIELDS, CONTACT_LEAD_ISSUES, CONTACT_LIMITS, CONTACT_SERVICE_FIELDS } from '#protocol/contact-lead-fields';
import { multiLineText, singleLineText } from '#protocol/input-text';
import '#protocol/zod-config';
import { z } from 'zod/mini';
import { succeeded } from '#protocol/rest-response';

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

const { tooLong } = CONTACT_LEAD_ISSUES;

/** POST /api/message body. Issue paths are the field names, plus `services` and `budget` for the choices. */
export const contactLeadSchema = z
  .object({
    name: singleLineText().check(z.trim(), z.minLength(1, CONTACT_LEAD_ISSUES.nameMissing), z.maxLength(CONTACT_LIMITS.nameMax, tooLong)),
    companyName: singleLineText().check(z.trim(), z.maxLength(CONTACT_LIMITS.companyNameMax, tooLong)),
    email: singleLineText().check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.emailMax, tooLong),
      z.regex(z.regexes.email, CONTACT_LEAD_ISSUES.emailInvalid),
    ),
    phone: singleLineText().check(
      z.trim(),
      z.refine((value) => value === '' || isAcceptedPhoneNumber(value), CONTACT_LEAD_ISSUES.phoneInvalid),
    ),
    AiDev: z.boolean(),
    uiDev: z.boolean(),
    cloudDev: z.boolean(),
    ecommerceDev: z.boolean(),
    budget1: z.boolean(),
    budget2: z.boolean(),
    budget3: z.boolean(),
    tellUsMore: multiLineText().check(z.trim(), z.maxLength(CONTACT_LIMITS.tellUsMoreMax, tooLong)),
    /** Honeypot: hidden from people, filled by bots. A non-empty value is dropped silently. */
    website: z.optional(singleLineText().check(z.maxLength(CONTACT_LIMITS.websiteMax, tooLong))),
  })
  .check(
    z.refine((lead) => CONTACT_SERVICE_FIELDS.some((field) => lead[field]), {
      message: CONTACT_LEAD_ISSUES.serviceMissing,
      path: ['services'],
    }),
    z.refine((lead) => CONTACT_BUDGET_FIELDS.some((field) => lead[field]), {
      message: CONTACT_LEAD_ISSUES.budgetMissing,
      path: ['budget'],
    }),
  );

export type ContactLead = z.infer<typeof contactLeadSchema>;

/** POST /api/message success body. */
export const contactLeadResponseSchema = succeeded(z.object({ leadId: z.string() }));
export type ContactLeadResponse = z.infer<typeof contactLeadResponseSchema>;

/**
 * Contact details in a visitor message: e-mail addresses, also written to
 * dodge scrapers ("anna[at]medigroup[dot]de"), and phone numbers found by
 * libphonenumber-js. Order, invoice or reference numbers are not phones.
 */
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';

export interface ContactDetails {
  email: string | null;
  phone: string | null;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const AT = String.raw`\s*(?:\[at\]|\(at\)|\{at\}|<at>|\s+at\s+)\s*`;
const DOT = String.raw`\s*(?:\[dot\]|\(dot\)|\{dot\}|<dot>|\s+dot\s+)\s*`;
const OBFUSCATED_EMAIL = new RegExp(String.raw`([A-Z0-9._%+-]+)${AT}([A-Z0-9-]+(?:(?:${DOT}|\.)[A-Z0-9-]+)*(?:${DOT})[A-Z]{2,})\b`, 'i');
/** National numbers ("020 7946 0958") are read against these countries' plans when the visitor says it is a phone. */
const NATIONAL_PLANS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'AT', 'CH', 'NL'];
const PHONE_CONTEXT = /\b(?:call|phone|tel|telephone|mobile|cell|whatsapp|ring|reach me|number is)\b/i;
/** Words that make a number a reference rather than a phone, just before it. */
const REFERENCE_BEFORE = /\b(?:order|reference|ref|invoice|ticket|case|account|customer|contract|policy|po|tracking|booking|id|no|nr|number|#)\b[^\d]{0,16}$/i;

export function findEmail(text: string): string | null {
  const plain = EMAIL.exec(text)?.[0];
  if (plain) return plain;
  const hidden = OBFUSCATED_EMAIL.exec(text);
  if (!hidden) return null;
  const domain = hidden[2]!.replace(new RegExp(DOT, 'gi'), '.').replace(/\s+/g, '');
  return `${hidden[1]}@${domain}`.toLowerCase();
}

function isReference(text: string, startsAt: number): boolean {
  const before = text.slice(Math.max(0, startsAt - 40), startsAt);
  return REFERENCE_BEFORE.test(before) && !PHONE_CONTEXT.test(before);
}

export function findPhone(text: string): string | null {
  const withoutEmails = text.replace(EMAIL, (email) => ' '.repeat(email.length));
  const international = findPhoneNumbersInText(withoutEmails).find((found) => !isReference(withoutEmails, found.startsAt));
  if (international) return withoutEmails.slice(international.startsAt, international.endsAt).trim();
  if (!PHONE_CONTEXT.test(withoutEmails)) return null;
  for (const country of NATIONAL_PLANS) {
    const national = findPhoneNumbersInText(withoutEmails, country).find((found) => found.number.isValid() && !isReference(withoutEmails, found.startsAt));
    if (national) return withoutEmails.slice(national.startsAt, national.endsAt).trim();
  }
  return null;
}

export function findContactDetails(text: string): ContactDetails {
  return { email: findEmail(text), phone: findPhone(text) };
}

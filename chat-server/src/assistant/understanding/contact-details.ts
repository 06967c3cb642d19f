/**
 * Contact details in a visitor message: e-mail addresses, also written to
 * dodge scrapers ("anna[at]medigroup[dot]de"), and phone numbers found by
 * libphonenumber-js in international and national formats. Order, invoice,
 * ticket or reference numbers, IBANs, dates, amounts and figures are not
 * phones.
 */
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';

export interface ContactDetails {
  email: string | null;
  phone: string | null;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const AT = String.raw`\s*(?:\[at\]|\(at\)|\{at\}|<at>|\s+at\s+)\s*`;
const DOT = String.raw`\s*(?:\[dot\]|\(dot\)|\{dot\}|<dot>|\s+dot\s+)\s*`;
/** The name before the "at", dots spelled out too ("john dot smith", "a point lemaire"). */
const LOCAL_PART = (dot: string) => String.raw`((?:[A-Z0-9_%+-]+${dot})*[A-Z0-9._%+-]+)`;
const OBFUSCATED_EMAIL = new RegExp(String.raw`${LOCAL_PART(DOT)}${AT}([A-Z0-9-]+(?:(?:${DOT}|\.)[A-Z0-9-]+)*(?:${DOT})[A-Z]{2,})\b`, 'i');
/**
 * "t.nguyen arobase novapay point fr", "ma.tremblay (arobas) boreal.ca", "max[at]firma punkt de": the French and
 * German words for the dot are everyday words ("at the point where"), so they count only after an "at" nobody writes in
 * a sentence.
 */
const UNMISTAKABLE_AT = String.raw`\s*(?:[\[({<]\s*(?:at|ät|arobase?|@)\s*[\])}>]|\s+arobase?\s+|\s+ät\s+)\s*`;
const ANY_DOT = String.raw`\s*(?:\[(?:dot|point|punkt)\]|\((?:dot|point|punkt)\)|\{dot\}|<dot>|\s+(?:dot|point|punkt)\s+)\s*`;
const SPELLED_OUT_EMAIL = new RegExp(
  String.raw`${LOCAL_PART(ANY_DOT)}${UNMISTAKABLE_AT}([A-Z0-9-]+(?:(?:${ANY_DOT}|\.)[A-Z0-9-]+)*(?:${ANY_DOT}|\.)[A-Z]{2,})\b`,
  'i',
);
/**
 * "lena punkt vogt at kraftschutz punkt de": a plain "at" between words whose dots are spelled out, ending in a
 * country's or a common domain ending, is an address too.
 */
const DICTATED_DOMAIN_EMAIL = new RegExp(
  String.raw`${LOCAL_PART(ANY_DOT)}${AT}([A-Z0-9-]+(?:(?:${ANY_DOT}|\.)[A-Z0-9-]+)*(?:${ANY_DOT})(?:de|at|ch|fr|be|lu|nl|eu|com|org|net|io|uk|ie|it|es|pt|pl|cz|se|dk|no|fi))\b`,
  'i',
);

/**
 * "aminata.diallo AT sendya-pay.com", "j.smith at acme.co.uk": a plain "at" between a dotted name and a dotted domain,
 * or an "AT" in capitals, is an address (a sentence's "at" has no dotted name before it).
 */
const PLAIN_AT_EMAIL = /\b([A-Z0-9%+-]+(?:[._][A-Z0-9%+-]+)+)\s+at\s+([A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,})\b/i;
const CAPITAL_AT_EMAIL = /\b([A-Za-z0-9._%+-]+)\s+AT\s+([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b/;

/** National numbers ("020 7946 0958", "(415) 555-0132") are read against these countries' plans. */
const NATIONAL_PLANS: readonly CountryCode[] = ['GB', 'US', 'DE', 'FR', 'ES', 'IT', 'NL', 'AT', 'CH'];
/** Words that say a number is a phone ("call me on", "tel:", "my mobile"). */
const PHONE_WORDS =
  /\b(?:call|calls|calling|phone|tel|telephone|mobile|cell|whatsapp|ring|text me|sms|reach me|reach us|contact me|contact us|dial|landline|direct line|extension|number is|my number|our number)\b|\b(?:i'?m|i am|we'?re|we are) on\b(?=\s*[+(\d])/i;
/** Words that make a number a reference rather than a phone, in its own clause just before it. */
const REFERENCE_WORDS =
  /\b(?:order|orders|reference|ref|invoice|ticket|case|account|acct|customer|client|contract|policy|po|tracking|booking|id|iban|bic|swift|vat|tax|serial|licen[cs]e|claim|member|membership|registration|reg|sku|item|no|nr|#)\b|#|\bno\.|\b\p{L}*(?:versicherten|versicherungs|kunden|vertrags|mitglieds|policen|rechnungs|akten)(?:nummer|nr)\b|\bnum[ée]ro (?:de |d['’])?(?:dossier|client|contrat|police|adh[ée]rent|s[ée]curit[ée] sociale|s[ée]cu|facture|sinistre)\b/iu;
/** "Today people call our advice line 0771-23 45 67": the number of a line the visitor's organisation runs, not theirs. */
const SERVICE_LINE =
  /\b(?:our|their|the)\s+(?:[\w-]+\s+){0,2}(?:line|hotline|helpline|switchboard|call ?cent(?:re|er)|contact cent(?:re|er)|service number)\b/i;
/** "…reach me through our switchboard": the visitor's own way in after all. */
const REACH_ME = /\b(?:me|my|reach us|call us)\b/i;
/** A number's own clause: back to the previous comma, semicolon, sentence end or line. */
const CLAUSE_START = /[,;.!?\n]\s*(?=[^,;.!?\n]*$)/;
const DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
/** Figures, not phones: an amount, a count of things, a percentage. */
const FIGURE_AFTER =
  /^\s*(?:k\b|m\b|%|€|\$|£|eur|usd|gbp|chf|euros?|dollars?|pounds?|visitors|users|customers|patients|people|members|employees|staff|orders|tickets|requests|calls|sessions|pages|records|transactions|beds|hospitals|clinics|stores|shops|per\b|a (?:day|month|year|week))/i;
const CURRENCY_BEFORE = /(?:[$€£]|\b(?:eur|usd|gbp|chf))\s*$/i;
/** "DE89 3704 0044…": the letters and check digits of an IBAN just before, and any of its groups of four. */
const IBAN_BEFORE = /\b[A-Z]{2}\d{2}(?:\s?[A-Z\d]{4})*\s*$/;
const NORTH_AMERICAN_LAYOUT = /^(?:\+?1[\s.-])?(?:\([2-9]\d{2}\)\s?|[2-9]\d{2}[\s.-])[2-9]\d{2}[.-]\d{4}$/;
/** Fewer digits than this are a reference, an amount or a date, never a phone. */
const MIN_PHONE_DIGITS = 7;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * Words between two addresses or numbers that take the first one back ("…, sorry, rather b@x", "enfin non, plutôt b@x",
 * "0231 4456 728 – Moment, falsch: 0231 4456 782").
 */
const CORRECTION =
  /\b(?:actually|sorry|i mean|i meant|wrong|oops|falsch|vertippt|ich meine|erreur|je veux dire|rather|instead|correction|typo|scratch that|no wait|better use|use this|the right one is|correct (?:one|address) is|plutôt|enfin non|pardon|non,|au temps pour moi|faute de frappe|la bonne (?:adresse )?est|eher|lieber|besser|korrektur|vielmehr|doch|tippfehler|richtig ist|moment)\b/i;

/** The message without its e-mail addresses, written or dictated: their parts ("io", "de", "point") are no words of it. */
/**
 * A dot or an "at" written as a word or in brackets: only a message with one can hold an address written out, so the
 * long patterns for those are not run over every message.
 */
const SPELLED_DOT = /\b(?:dot|point|punkt)\b/i;
const SPELLED_AT = /[[({<]\s*(?:at|ät|arobase?|@)\s*[\])}>]|\barobase?\b|\sät\s/i;

/** The address patterns that can match this text, the written-out ones only where a dot or an "at" is spelled out. */
function addressPatterns(text: string): RegExp[] {
  const dotted = SPELLED_DOT.test(text);
  return [
    EMAIL,
    ...(dotted ? [OBFUSCATED_EMAIL] : []),
    ...(SPELLED_AT.test(text) ? [SPELLED_OUT_EMAIL] : []),
    ...(dotted ? [DICTATED_DOMAIN_EMAIL] : []),
    PLAIN_AT_EMAIL,
    CAPITAL_AT_EMAIL,
  ];
}

export function withoutEmailAddresses(text: string): string {
  return addressPatterns(text).reduce(
    (rest, address) => rest.replace(new RegExp(address.source, address.flags.includes('i') ? 'gi' : 'g'), ' '),
    text,
  );
}

/** ".ch", ".co.uk", "@praxis-keller.de": the ending of an address written on its own. */
const ADDRESS_ENDING = /(?<![\w@.-])(@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}|\.[a-z]{2,}(?:\.[a-z]{2,})?)(?![\w@-]|\.\w)/gi;
/** Beside the words that correct a detail, a negation puts an ending right ("nicht .com, sondern .ch"). */
const NEGATED = /\b(?:not|nicht|pas|sondern|statt|entschuldigung)\b/i;
/** The message is about an address: it says so, or is too short to be about anything else ("oops, .com actually"). */
const ABOUT_AN_ADDRESS = /\b(?:e-?mail|mail|address|adresse|domain|endung)\b/i;

/**
 * "sorry, .co.uk not .com", "nicht .com, sondern .ch", "c'est .ch et pas .com": the endings named to put right an
 * address given before (empty when the message gives a whole address, puts nothing right, or names one ending in a
 * sentence about something else: "we're not on .net").
 */
export function addressEndings(text: string): string[] {
  if (findEmail(text) !== null || !(CORRECTION.test(text) || NEGATED.test(text))) return [];
  // Endings are typed in lower case; ".NET" is a technology.
  const endings = [...text.matchAll(ADDRESS_ENDING)].map((match) => match[1]!).filter((ending) => ending === ending.toLowerCase());
  const aboutAnAddress = endings.length > 1 || ABOUT_AN_ADDRESS.test(text) || text.trim().split(/\s+/).length <= 5;
  return aboutAnAddress ? endings : [];
}

/** Two-part endings ("co.uk") that a corrected ending replaces whole. */
const TWO_PART_ENDING = /\.(?:co|ac|org|gov|com|net)\.[a-z]{2}$/i;

/** The address with the ending the visitor put right, or null when the endings do not say which to change. */
export function withEndingPutRight(address: string, endings: readonly string[]): string | null {
  const lower = address.toLowerCase();
  const right = endings.filter((ending) => !lower.endsWith(ending));
  if (right.length !== 1) return null;
  const ending = right[0]!;
  const at = address.indexOf('@');
  if (ending.startsWith('@')) return at > 0 ? `${address.slice(0, at)}${ending}` : null;
  const wrong = endings.find((each) => lower.endsWith(each));
  const cut = wrong ? address.length - wrong.length : (TWO_PART_ENDING.exec(address)?.index ?? address.lastIndexOf('.'));
  return cut > at ? `${address.slice(0, cut)}${ending}` : null;
}

export function findEmail(text: string): string | null {
  const all = [...text.matchAll(new RegExp(EMAIL.source, 'gi'))];
  // Two addresses with a correction between them: the corrected one is the one to write to.
  const corrected = all
    .slice(1)
    .find((match, index) => CORRECTION.test(text.slice(all[index]!.index + all[index]![0].length, match.index)));
  const plain = corrected?.[0] ?? all[0]?.[0];
  if (plain) return plain;
  // "reach me at jane dot doe at bank dot com": the "at" after a pronoun is the sentence's, not the address's.
  const spoken = text.replace(/\b(me|us|him|her|them)\s+at\s+(?=\S)/gi, '$1 ');
  const hidden = addressPatterns(spoken)
    .slice(1)
    .reduce<RegExpExecArray | null>((found, pattern) => found ?? pattern.exec(spoken), null);
  if (!hidden) return null;
  const [local, domain] = [hidden[1]!, hidden[2]!].map((part) => part.replace(new RegExp(ANY_DOT, 'gi'), '.').replace(/\s+/g, ''));
  return `${local}@${domain}`.toLowerCase();
}

interface Candidate {
  startsAt: number;
  endsAt: number;
  valid: boolean;
  international: boolean;
}

/** Every span libphonenumber-js reads as a possible number, international or in one of the national plans. */
function candidates(text: string): Candidate[] {
  const found = new Map<string, Candidate>();
  for (const country of [undefined, ...NATIONAL_PLANS]) {
    // extended: possible numbers too (the leniency POSSIBLE), since sample and new ranges fail strict validation.
    for (const match of findPhoneNumbersInText(text, { defaultCountry: country, extended: true })) {
      const key = `${match.startsAt}:${match.endsAt}`;
      const span = text.slice(match.startsAt, match.endsAt);
      const known = found.get(key);
      found.set(key, {
        startsAt: match.startsAt,
        endsAt: match.endsAt,
        valid: (known?.valid ?? false) || match.number.isValid(),
        international: /^\s*(?:\+|00)/.test(span),
      });
    }
  }
  // Overlapping spans (one plan reads "4471 2291 88", another "2291 88"): the widest one.
  const all = [...found.values()].sort((a, b) => a.startsAt - b.startsAt || b.endsAt - a.endsAt);
  return all.filter(
    (candidate) =>
      !all.some(
        (other) =>
          other !== candidate &&
          other.startsAt <= candidate.startsAt &&
          other.endsAt >= candidate.endsAt &&
          other.endsAt - other.startsAt > candidate.endsAt - candidate.startsAt,
      ),
  );
}

function clauseBefore(text: string, startsAt: number): string {
  const before = text.slice(Math.max(0, startsAt - 60), startsAt);
  const cut = CLAUSE_START.exec(before);
  return cut ? before.slice(cut.index + cut[0].length) : before;
}

function isPhone(text: string, candidate: Candidate, phoneContext: boolean): boolean {
  const span = text.slice(candidate.startsAt, candidate.endsAt).trim();
  // "A123456789", "KV-123456789": digits joined to letters are an identifier (an insurance or customer number).
  if (/\p{L}[-/]?$/u.test(text.slice(0, candidate.startsAt))) return false;
  const clause = clauseBefore(text, candidate.startsAt);
  if (REFERENCE_WORDS.test(clause) && !PHONE_WORDS.test(clause)) return false;
  if (SERVICE_LINE.test(clause) && !REACH_ME.test(clause)) return false;
  // "+49 1520 …" is never an amount, whatever follows it ("+4915209876543 calls me").
  const dialled = /^\+/.test(span);
  if (
    DATE.test(span) ||
    CURRENCY_BEFORE.test(clause) ||
    IBAN_BEFORE.test(clause) ||
    (!dialled && FIGURE_AFTER.test(text.slice(candidate.endsAt)))
  )
    return false;
  const digits = digitCount(span);
  if (digits < MIN_PHONE_DIGITS) return false;
  if (candidate.international) return true;
  // A national number needs a phone word in the message, or a clear phone layout and a valid number; the North
  // American layout "617-555-0142" is one whatever its range (555 numbers are not valid, yet people write them).
  if (NORTH_AMERICAN_LAYOUT.test(span)) return true;
  return phoneContext ? candidate.valid || digits >= 9 : candidate.valid && /[()]|^0\d/.test(span) && /[\s().-]/.test(span);
}

/** An extension after a number: "ext. 112", "x 204", "poste 112", "Durchwahl 31", "DW -12". */
const EXTENSION = /^\s*[,;]?\s*(?:ext\.?|extension|x|poste|durchwahl|dw\.?|app\.?)\s*[-:]?\s*\d{1,6}\b/i;

export function findPhone(text: string): string | null {
  // Most messages have no seven digits in all: they are spared ten passes of libphonenumber-js, the most
  // expensive part of reading a message.
  if (digitCount(text) < MIN_PHONE_DIGITS) return null;
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gi'), (email) => ' '.repeat(email.length));
  const phoneContext = PHONE_WORDS.test(withoutEmails);
  const phones = candidates(withoutEmails).filter((candidate) => isPhone(withoutEmails, candidate, phoneContext));
  // "0231 4456 728 – Moment, falsch: 0231 4456 782": a number corrected in the same message is the later one.
  const corrected = (later: Candidate) => CORRECTION.test(withoutEmails.slice(phones[0]!.endsAt, later.startsAt));
  const phone = phones.findLast((later) => later !== phones[0] && corrected(later)) ?? phones[0];
  if (!phone) return null;
  // "03 20 55 41 87, poste 112": the extension belongs to the number the team will dial.
  const extension = EXTENSION.exec(withoutEmails.slice(phone.endsAt))?.[0] ?? '';
  return withoutEmails.slice(phone.startsAt, phone.endsAt + extension.length).trim();
}

export function findContactDetails(text: string): ContactDetails {
  return { email: findEmail(text), phone: findPhone(text) };
}

/**
 * How the visitor wants to be reached, in their words: a channel ("call rather than email"), a time ("mittags", "je
 * suis là jusqu'à 18h", "Thursday morning"), whom to ask for, a language, no newsletter. Said beside a contact detail,
 * it is passed on. A figure is a time only with its unit or on its own, never in a range of money ("between 40 and 60k").
 */
const HOUR = String.raw`(?:[01]?\d|2[0-4])(?:[:.h]\d\d)?`;
const CONTACT_WISH = new RegExp(
  [
    String.raw`\b(?:rather than|instead of|prefer\w*|preferably|best (?:time|to (?:call|reach|ring|text))|before calling|text (?:me )?(?:first|before)|(?:only|just) (?:by|via|over) (?:e-?mail|mail|phone|text|whatsapp)|\b(?:on|via|by|over|through|per|par|sur|auf|über) (?:whatsapp|signal|telegram|wechat|viber|imessage)\b|ask for|speak (?:to|with) (?:\w+ )?(?:dr|mr|mrs|ms)\b|newsletters?|marketing (?:e-?mails?|mails?|lists?)|mailing lists?|in (?:english|german|french)\b)`,
    String.raw`\b(?:in the |early |late |mid-?)?(?:mornings?|afternoons?|evenings?|lunch ?time)\b|\b(?:on )?(?:monday|tuesday|wednesday|thursday|friday)s?\b|\b(?:after|before|between|from|until|till|by) ${HOUR} ?(?:am|pm|h|uhr|o'clock)?\b(?!\s*(?:and|-|–|to)\s*\d+\s*(?:k\b|€|\$|£|eur|chf|usd|%|\d{3}))|\b\d{1,2}(?:[:.]\d\d)? ?(?:am|pm|o'clock)\b`,
    String.raw`\b(?:lieber|am besten|bevorzug\w*|vormittags|nachmittags|mittags|abends|morgens|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|(?:ab|bis|nach|vor|zwischen) \d{1,2}(?:[:.]\d\d)? ?(?:uhr|h)\b|nach (?:frau|herrn?|dr)\b|newsletter|per (?:e-?mail|mail|telefon|sms)|(?:auf|mit) (?:deutsch|englisch|französisch))`,
    String.raw`\b(?:tomorrow|demain|(?<!\bguten )morgen)\b|(?:je préfère|préféreri?|plutôt|de préférence|(?:jusqu['’]à|après|avant|entre|à partir de) \d{1,2} ?h|\ble matin\b|l['’]après-midi|\ble soir\b|\b(?:lundi|mardi|mercredi|jeudi|vendredi)\b|demandez|\bnewsletter|par (?:e-?mail|mail|téléphone|sms)|en (?:français|anglais|allemand)\b|je suis (?:là|joignable|disponible))`,
    // "Vous pouvez joindre notre DSI, M. Chevalier, au +33…", "reach our CTO, Mrs Patel": whom the number or address is for.
    String.raw`\b(?:joindre|reach|erreichen|contacter|contact|call|appeler|anrufen) (?:notre|nos|our|unseren?|unsere|unserer) \p{L}{2,}|^(?:mr|mrs|ms|m|mme|herr|frau|dr)\.? \p{Lu}\p{L}+$`,
  ].join('|'),
  'iu',
);
const ABBREVIATION_DOT = /\b(?:dr|mr|mrs|ms|prof|hr|fr|nr|mme|st|m)\.$/i;

/**
 * The parts of a message that say how its writer wants to be contacted, its contact details left out (the phone as
 * the message's reading found it: finding it again would cost libphonenumber's passes twice).
 */
export function contactWishes(message: string, phone: string | null): string[] {
  const rest = withoutEmailAddresses(phone ? message.replace(phone, ' ') : message);
  const pieces: string[] = [];
  for (const piece of rest.split(/(?<=[.!?;])\s+|,\s+|\s+[—–-]\s+|\n+/)) {
    // "nach frau dr. yilmaz fragen": a title's dot does not end the wish.
    if (pieces.length > 0 && ABBREVIATION_DOT.test(pieces[pieces.length - 1]!)) pieces[pieces.length - 1] += ` ${piece}`;
    else pieces.push(piece);
  }
  return (
    pieces
      // "Could it run on our office server rather than somewhere online?": a question about the project, asked beside the
      // contact, is answered, not passed on as a wish about how to be contacted.
      .filter((piece) => !/\?\s*$/.test(piece) || CONTACT_CHANNEL.test(piece))
      .map((piece) =>
        piece
          .replace(/^\W*(?:(?:ok(?:ay)?|sure|great|fine|right|thanks|très bien|d'accord|gut|alles klar)\b\W*)+/i, '')
          .replace(/[\s.!?;,]+$/, '')
          // "rappelez-moi au 06… demain matin": the call asked for leads to the number; the wish is when.
          .replace(/\s{2,}/g, ' ')
          .replace(CALL_ME_AT, '')
          .trim(),
      )
      .filter((piece) => piece.length > 3 && CONTACT_WISH.test(piece) && /\p{L}{3}/u.test(piece))
      // "am besten per Mail: h.hinrichs(at)…": the channel of the address given says nothing the address does not.
      .filter((piece) => !(BY_MAIL_ALONE.test(piece) && findEmail(message) !== null))
      // "Am besten erreichen Sie mich unter 089…", "Am besten unter meiner Nummer: +43…": the words that only lead
      // to the number say nothing of their own.
      .filter((piece) => !LEADS_TO_THE_DETAIL.test(piece))
  );
}

/** Words of being contacted: a question with one of them ("could you call after 5?") is a wish about contact. */
const CONTACT_CHANNEL =
  /\b(?:call\w*|ring|phone|e-?mail|mail|text|reach|contact\w*|whatsapp|sms|anruf\w*|rufen|erreich\w*|telefon\w*|appel\w*|rappel\w*|joindre|téléphon\w*)\b/i;
const CALL_ME_AT =
  /^(?:please\s+)?(?:call|ring|phone) (?:me|us)(?: back)?(?: (?:at|on))?\s+(?=\S)|^(?:rappelez|appelez)-(?:moi|nous)(?: (?:au|sur))?\s+(?=\S)|^(?:rufen sie|ruf) (?:mich|uns)(?: unter)?\s+(?=\S)/i;
const LEADS_TO_THE_DETAIL =
  /^\W*(?:am besten|best|(?:you|one) can|vous pouvez|on peut)?\s*(?:erreichen sie mich|erreicht ihr mich|bin ich|reach me|call me|ring me|me joindre|me contacter|je suis joignable|rufen sie mich(?: mal| gern| gerne| doch)? an|ruf mich(?: mal| gern| gerne| doch)? an)(?:\s+(?:am besten|best|ideally))?\s*(?:unter|at|on|au|via|per|sur)?\W*$|^\W*(?:am besten|best|ideally|de préférence)?\s*(?:unter|at|on|au|via|sur)\s+(?:meiner|my|mon|ma)\s+(?:handy-?|mobil-?|telefon-?)?(?:nummer|number|mobile|phone|numéro|portable)\W*$/i;

const BY_MAIL_ALONE =
  /^\W*(?:am besten|lieber|bevorzugt|preferably|best|rather|de préférence|plutôt|only|just|nur|seulement)?\s*(?:per|by|via|over|par)\s+(?:e-?mail|mail|courriel)\W*$/i;

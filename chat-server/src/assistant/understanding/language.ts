/**
 * Whether a message is written in English. The assistant answers in English;
 * a message in another language gets a polite English reply saying so.
 * Function words decide: chat messages are too short for letter statistics.
 */
import type { Locale } from '../conversation.js';
import { withoutEmailAddresses } from './contact-details.js';
import { lexiconWords } from './gloss.js';

const ENGLISH = new Set(
  'the a an and or but is are was be we you i it our your my to of in on for with do does can could would will what how which who where when why this that there have has not no yes please thanks hello hi need want looking about'.split(
    ' ',
  ),
);
const OTHER: Record<string, Set<string>> = {
  German: new Set(
    'der die das und ist sind wir sie ich nicht ein eine einen für mit auf unsere unser können kann wie was wo wann warum bitte danke hallo suchen brauchen haben gibt es auch oder aber ihr euch bei zu im dem den'.split(
      ' ',
    ),
  ),
  French: new Set(
    "le la les et est sont nous vous je ne pas un une des pour avec sur notre nos votre pouvez peut comment quel quels quelle quoi où quand pourquoi merci bonjour cherchons avons une dans du au aux à il c'est qui que mais ce cette ces sommes êtes faut vos de en ça on cb combien temps mettre faire fait oui alors".split(
      ' ',
    ),
  ),
  Spanish: new Set(
    'el la los las y es son nosotros usted yo no un una para con en nuestra nuestro pueden puede cómo qué cuál dónde cuándo gracias hola buscamos necesitamos tenemos del al por'.split(
      ' ',
    ),
  ),
  Italian: new Set(
    'il lo la gli le e è sono noi voi io non un una per con su nostra nostro potete può come cosa quale dove quando perché grazie ciao cerchiamo abbiamo del della'.split(
      ' ',
    ),
  ),
  Dutch: new Set(
    'de het een en is zijn wij jullie ik niet voor met op onze ons kunnen kan hoe wat waar wanneer waarom bedankt hallo zoeken hebben ook maar'.split(
      ' ',
    ),
  ),
  Portuguese: new Set(
    'o a os as e é são nós você eu não um uma para com em nossa nosso podem pode como que qual onde quando obrigado olá procuramos precisamos temos do da'.split(
      ' ',
    ),
  ),
};

/** A German (first group) or French (second group) greeting on its own. */
const GREETINGS =
  /^(?:(hallo|moin(?: moin)?|servus|grüezi|grüß gott|guten (?:tag|morgen|abend)|tach)|(bonjour|bonsoir|salut|allo|allô|coucou|bjr|slt))\s*[!.,]*\s*$/i;

/** German or French (read and answered), English, or null when the message is too short to tell. */
export function localeOf(message: string, chatLocale: Locale | null = null): Locale | null {
  // "allo", "moin": a greeting alone is the first sign of the visitor's language.
  const greeting = GREETINGS.exec(message.trim());
  if (greeting && chatLocale === null) return greeting[1] ? 'de' : 'fr';
  const language = nonEnglishLanguage(message);
  if (language === 'German' || language === 'French') return germanOrFrench(message, language === 'German' ? 'de' : 'fr');
  if (language !== null) return null;
  const words = message.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const english = words.filter((word) => ENGLISH.has(word)).length;
  // Short messages ("Budget etwa 250.000 Franken, bis Ende September"): the words only one lexicon knows decide.
  // In an English chat, two words another lexicon shares ("AI approves applications?") are not enough to switch.
  const needed = chatLocale === 'en' ? 3 : 2;
  // A tie keeps the chat's language: "Was passiert an Tag 4?" has two words English shares ("was", "an") and two German.
  for (const locale of ['de', 'fr'] as const) {
    const own = lexiconWords(message, locale);
    if (own >= needed && (own > english || (own === english && locale === chatLocale))) return locale;
  }
  return english >= 2 ? 'en' : null;
}

/**
 * A few function words can mislead ("du", "ne" are French words, and German chat slang too): when the words only
 * one lexicon knows are clearly more, they decide.
 */
function germanOrFrench(message: string, byFunctionWords: 'de' | 'fr'): 'de' | 'fr' {
  const other = byFunctionWords === 'de' ? 'fr' : 'de';
  const own = lexiconWords(message, byFunctionWords);
  const others = lexiconWords(message, other);
  return others >= 2 * own + 3 ? other : byFunctionWords;
}

/**
 * The lexicon a message too short to tell its language is read through ("Macht ihr sowas?", "C'est possible
 * chez vous ?"): German or French when only that lexicon knows words of it and no English word is in it. The chat
 * keeps its language; only the reading changes. The chat's language, once known, breaks the tie.
 */
export function glossLocaleOf(message: string, chatLocale: Locale | null = null): Exclude<Locale, 'en'> | null {
  // In a German or French chat, a short message with a word of that language is read in it ("le pricing ?").
  // "T2", "50k", "1.9.": figures and codes with no word to tell its language by are read in the chat's language too.
  if (chatLocale === 'de' || chatLocale === 'fr') {
    if (lexiconWords(message, chatLocale) >= 1 || !/\p{L}{3,}/u.test(message)) return chatLocale;
  }
  const words = message.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.some((word) => ENGLISH.has(word))) return null;
  // Two-letter words ("AI", "de", "ja") say too little on their own.
  const telling = words.filter((word) => word.length >= 3).join(' ');
  const german = lexiconWords(telling, 'de');
  const french = lexiconWords(telling, 'fr');
  // In an English chat one shared word ("AI approves applications?") does not switch the reading.
  const enough = chatLocale === 'en' ? 2 : 1;
  if (german > french && german >= enough) return 'de';
  if (french > german && french >= enough) return 'fr';
  return null;
}

/** The language of a message when it is clearly not English, else null. */
export function nonEnglishLanguage(message: string): string | null {
  const text = withoutEmailAddresses(message);
  // "Languages? PT, EN, ES, FR.": codes written in capitals name languages, they are not words of one (unless all is
  // written in capitals).
  const shouting = !/\p{Ll}/u.test(text);
  const words = (text.match(/[\p{L}']+/gu) ?? [])
    .filter((word) => shouting || !/^\p{Lu}{2,3}$/u.test(word))
    .map((word) => word.toLowerCase());
  if (words.length < 3) return null;
  const english = words.filter((word) => ENGLISH.has(word)).length;
  let best: [string, number] = ['', 0];
  for (const [language, vocabulary] of Object.entries(OTHER)) {
    const hits = words.filter((word) => vocabulary.has(word)).length;
    if (hits > best[1]) best = [language, hits];
  }
  return best[1] >= 2 && best[1] > english ? best[0] : null;
}

/** Language codes a visitor lists in capitals ("site en FR et NL", "DE/EN"), by the languages they stand for. */
const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  EN: 'English',
  FR: 'French',
  DE: 'German',
  NL: 'Dutch',
  IT: 'Italian',
  ES: 'Spanish',
  PT: 'Portuguese',
  PL: 'Polish',
  TR: 'Turkish',
  AR: 'Arabic',
  RU: 'Russian',
  SV: 'Swedish',
  DA: 'Danish',
  FI: 'Finnish',
  CS: 'Czech',
  EL: 'Greek',
  HU: 'Hungarian',
  RO: 'Romanian',
  ZH: 'Chinese',
  JA: 'Japanese',
};
const CODE = `(?:${Object.keys(LANGUAGE_CODES).join('|')})`;
/** Two or more codes in a list: one alone ("IT") is more often something else. */
const CODE_LIST = new RegExp(String.raw`\b${CODE}\b(?:\s*(?:,|\/|\+|&|\band\b|\bet\b|\bund\b)\s*${CODE}\b)+`, 'g');

const ONE_CODE = new RegExp(String.raw`\b${CODE}\b`, 'g');

export function withLanguageCodesNamed(text: string): string {
  return text.replace(CODE_LIST, (list) => list.replace(ONE_CODE, (code) => LANGUAGE_CODES[code]!));
}

/**
 * Amounts written in words, in English, German and French ("forty grand", "a quarter of a million",
 * "achtzigtausend", "zweihundertfünfzigtausend", "cent mille", "quatre-vingt mille"), rewritten as
 * digits ("40k", "250k", "80k", "100k") so that one budget reader sees one form. Only runs that
 * reach a thousand are rewritten: "one business day" or "twenty people" stay words.
 * (Microsoft's Recognizers-Text was tried: it missed German compounds and "grand", and its first
 * call compiles for seconds.)
 */

const NUMBERS: Record<string, number> = {
  // English
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  // German
  ein: 1,
  eins: 1,
  eine: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
  zwanzig: 20,
  dreißig: 30,
  dreissig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
  // French
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  // "quatre-vingt(s)", read as one word (see tokensOf).
  quatrevingt: 80,
};
const HUNDRED = new Set(['hundred', 'hundert', 'cent', 'cents']);
const THOUSAND = new Set(['thousand', 'grand', 'tausend', 'mille']);
const MILLION = new Set(['million', 'millions', 'millionen', 'mio']);
const FRACTIONS: Record<string, number> = { half: 0.5, halbe: 0.5, halben: 0.5, quarter: 0.25, viertel: 0.25, demi: 0.5 };
/** Words between the numbers of one amount: "two hundred and fifty", "fünfundzwanzig", "a quarter of a million". */
const JOINERS = new Set(['and', 'und', 'et', 'a', 'an', 'of']);
/** Number words that are also articles. */
const ARTICLES = new Set(['ein', 'eine', 'einen', 'un', 'une']);

/** German writes a number as one word ("zweihundertfünfzigtausend"): its parts, longest first, or null. */
const GERMAN_PARTS = [...Object.keys(NUMBERS), 'hundert', 'tausend', 'und', 'viertel', 'million', 'millionen']
  .filter((part) => /^[a-zäöüß]+$/.test(part))
  .sort((a, b) => b.length - a.length);

function germanCompound(word: string): string[] | null {
  const parts: string[] = [];
  let rest = word;
  while (rest.length > 0) {
    const part = GERMAN_PARTS.find((candidate) => rest.startsWith(candidate));
    if (!part) return null;
    parts.push(part);
    rest = rest.slice(part.length);
  }
  return parts.length > 1 ? parts : null;
}

/** The tokens of one word: itself, or the parts of a compound ("viertelmillion", "achtzigtausend", "quatre-vingt"). */
function tokensOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (lower in NUMBERS || HUNDRED.has(lower) || THOUSAND.has(lower) || MILLION.has(lower) || lower in FRACTIONS || JOINERS.has(lower))
    return [lower];
  if (lower.includes('-')) {
    // "quatre-vingt-dix" is 80 + 10, not 4 + 20 + 10.
    const parts = lower
      .replace(/quatre-vingts?/, 'quatrevingt')
      .split('-')
      .filter(Boolean);
    const tokens = parts.map(tokensOf);
    return tokens.every((own) => own.length > 0) ? tokens.flat() : [];
  }
  return germanCompound(lower) ?? [];
}

/** The value of a run of number tokens, or null when it names no amount. */
function valueOf(tokens: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let fraction = 0;
  let reachesThousand = false;
  let previous = '';
  for (const token of tokens) {
    if (token in NUMBERS) current += NUMBERS[token]!;
    else if (HUNDRED.has(token)) current = Math.max(current, 1) * 100;
    else if (token in FRACTIONS) {
      // "eine halbe Million", "une demi": the "one" before a fraction is its article.
      if (ARTICLES.has(previous)) current -= 1;
      fraction = FRACTIONS[token]!;
    } else if (THOUSAND.has(token) || MILLION.has(token)) {
      // "Grand." (Irish "great") is no amount; "a grand" and "forty grand" are.
      if (token === 'grand' && current === 0 && fraction === 0 && !['a', 'an', 'one'].includes(previous)) return null;
      const scale = THOUSAND.has(token) ? 1_000 : 1_000_000;
      total += (fraction > 0 ? current + fraction : Math.max(current, 1)) * scale;
      current = 0;
      fraction = 0;
      reachesThousand = true;
    }
    previous = token;
  }
  return reachesThousand ? total + current : null;
}

function digits(value: number): string {
  if (value >= 1_000_000 && value % 100_000 === 0) return `${value / 1_000_000}m`;
  return value % 1_000 === 0 ? `${value / 1_000}k` : String(value);
}

const WORD = /[\p{L}]+(?:-[\p{L}]+)*/gu;

/** Every amount in words reaches a thousand (see valueOf): without one of these words, or a compound holding one, none. */
const SCALE_WORD = /thousand|grand|tausend|mille|million|mio/i;

/** "30 grand", "2 Millionen": a figure in digits with its scale in words. */
const FIGURE_WITH_SCALE = /\b(\d+(?:[.,]\d+)?) ?(thousand|grand|tausend|mille|millions?|millionen|mio)\b/gi;

/** The text with every amount written in words as digits. */
export function withAmountsInDigits(written: string): string {
  if (!SCALE_WORD.test(written)) return written;
  const text = written.replace(
    FIGURE_WITH_SCALE,
    (_, figure: string, scale: string) => `${figure}${THOUSAND.has(scale.toLowerCase()) ? 'k' : 'm'}`,
  );
  const words = [...text.matchAll(WORD)];
  let result = '';
  let copiedUpTo = 0;
  let index = 0;
  while (index < words.length) {
    // The longest run of number words starting here, joined only by spaces.
    let end = index;
    const tokens: string[] = [];
    while (end < words.length) {
      const own = tokensOf(words[end]![0]);
      if (own.length === 0) break;
      if (end > index && !/^\s+$/.test(text.slice(words[end - 1]!.index! + words[end - 1]![0].length, words[end]!.index))) break;
      tokens.push(...own);
      end += 1;
    }
    // A run ends on a number, and starts on one or on "a" ("a quarter of a million").
    while (end > index && JOINERS.has(words[end - 1]![0].toLowerCase())) end -= 1;
    const first = words[index]![0].toLowerCase();
    const startsAnAmount = end > index && (!JOINERS.has(first) || first === 'a' || first === 'an');
    // Joiners carry no value: the trailing ones only leave the replaced span.
    const value = startsAnAmount ? valueOf(tokens) : null;
    if (value === null || value === 0) {
      index += 1;
      continue;
    }
    const start = words[index]!.index!;
    const last = words[end - 1]!;
    result += `${text.slice(copiedUpTo, start)}${digits(value)}`;
    copiedUpTo = last.index! + last[0].length;
    index = end;
  }
  return result + text.slice(copiedUpTo);
}

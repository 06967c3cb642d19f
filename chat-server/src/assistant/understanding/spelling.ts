/**
 * Misspelt words read as the words they stand for ("assitant", "repondre", "Zertifizirung", "encrpyted"): a word the
 * gloss could not read (in English: a word the word list does not know) is compared with the words the readers know,
 * ignoring accents, and one typing slip away (a letter missing, added, changed or two swapped). Only a match with one
 * reading is taken. A word of the language's word list is no misspelling ("jeunes" is not "jeûne"), nor is an English
 * word ("starter"). German has no word list here (a full one with its inflections and compounds is 1.7 million
 * words), so German words are corrected one slip away only when they are long; English ones from seven letters.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { distance } from 'fastest-levenshtein';
import englishWordListPath from 'word-list';
import type { Locale } from '../conversation.js';
import { glossVocabulary, untranslatedWords } from './gloss.js';

/** Shorter words are corrected only for their accents: one slip turns "poste" into "poser", "kleine" into "keine". */
const SHORTEST_SLIP: Record<Locale, number> = { en: 7, fr: 6, de: 10 };
const SHORTEST_ACCENT = 4;

interface SpellingIndex {
  /** The vocabulary: each word with its English reading. */
  readings: ReadonlyMap<string, string>;
  /** Accent-free spelling → the words written with those letters. */
  byLetters: Map<string, Set<string>>;
  /** Each accent-free spelling with one letter left out, and the spelling itself → the words (a "symmetric delete" lookup). */
  byDeletion: Map<string, Set<string>>;
  shortestSlip: number;
  locale: Locale;
}

/** Word lists, loaded on the first word that needs one. */
const WORD_LISTS: Record<'en' | 'fr', () => ReadonlySet<string>> = {
  en: () => new Set(readFileSync(englishWordListPath, 'utf8').split('\n')),
  fr: () => new Set(JSON.parse(readFileSync(createRequire(import.meta.url).resolve('an-array-of-french-words'), 'utf8')) as string[]),
};
const loadedWords = new Map<'en' | 'fr', ReadonlySet<string>>();

function inList(word: string, list: 'en' | 'fr'): boolean {
  const words = loadedWords.get(list) ?? WORD_LISTS[list]();
  loadedWords.set(list, words);
  return words.has(word.toLowerCase());
}

/** Whether a word is spelt right in English or in the message's language. */
function isWord(word: string, locale: Locale): boolean {
  return inList(word, 'en') || (locale === 'fr' && inList(word, 'fr'));
}

function addTo(map: Map<string, Set<string>>, key: string, word: string): void {
  const words = map.get(key) ?? new Set<string>();
  words.add(word);
  map.set(key, words);
}

const INDEXES = new Map<Locale, SpellingIndex>();

/** "différence" → "difference", "Straße" → "strasse". */
function plainLetters(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

function deletions(word: string): string[] {
  return Array.from(word, (_, at) => word.slice(0, at) + word.slice(at + 1));
}

function indexFor(locale: Locale): SpellingIndex {
  const known = INDEXES.get(locale);
  if (known) return known;
  const { own, english } = glossVocabulary(locale);
  const readings = new Map([...[...english].map((word) => [word, word] as const), ...own]);
  const byLetters = new Map<string, Set<string>>();
  const byDeletion = new Map<string, Set<string>>();
  for (const word of readings.keys()) {
    if (!/^\p{L}+$/u.test(word)) continue;
    // "maerz", "naechsten", "fuer": German typed without umlauts writes them as two letters, in a word of any length.
    if (locale === 'de' && /[äöü]/.test(word))
      addTo(byLetters, plainLetters(word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')), word);
    if (word.length < SHORTEST_ACCENT) continue;
    const letters = plainLetters(word);
    addTo(byLetters, letters, word);
    // A slip is read as an English word only where the language writes it too ("assistant", not "journalists").
    const slipTarget = own.has(word) || (locale === 'fr' && inList(word, 'fr'));
    if (!slipTarget || letters.length < SHORTEST_SLIP[locale] - 1) continue;
    for (const key of [letters, ...deletions(letters)]) addTo(byDeletion, key, word);
  }
  const index = { readings, byLetters, byDeletion, shortestSlip: SHORTEST_SLIP[locale], locale };
  INDEXES.set(locale, index);
  return index;
}

/** Two neighbouring letters swapped ("assitsant"): one slip, though the edit distance counts two. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, at) => (letter === b[at] ? [] : [at]));
  return differ.length === 2 && differ[1] === differ[0]! + 1 && a[differ[0]!] === b[differ[1]!] && a[differ[1]!] === b[differ[0]!];
}

/** The word a misspelt word stands for, when the words of the vocabulary that close all read the same. */
function correction(word: string, index: SpellingIndex, accentsOnly: boolean): string | null {
  const letters = plainLetters(word);
  const oneReading = (words: ReadonlySet<string>) =>
    new Set([...words].map((near) => index.readings.get(near))).size === 1 ? [...words][0]! : null;
  const sameLetters = index.byLetters.get(letters);
  if (sameLetters) return oneReading(sameLetters);
  if (accentsOnly || letters.length < index.shortestSlip) return null;
  const near = new Set<string>();
  for (const key of [letters, ...deletions(letters)]) {
    for (const candidate of index.byDeletion.get(key) ?? []) {
      const candidateLetters = plainLetters(candidate);
      // A German ending ("Beträge", "Kostenvoranschläge") is a word form the gloss reads its own way, not a slip.
      if (index.locale === 'de' && (candidateLetters.startsWith(letters) || letters.startsWith(candidateLetters))) continue;
      if (distance(letters, candidateLetters) <= 1 || swapped(letters, candidateLetters)) near.add(candidate);
    }
  }
  return near.size > 0 ? oneReading(near) : null;
}

/** Whether the word at this offset opens the message or a sentence (read back from the word, not from the start). */
function opensASentence(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text.slice(0, at).trimEnd();
  return before !== '' && '.!?'.includes(before.at(-1)!);
}

/**
 * The message with its misspelt words replaced by the words they stand for; acronyms and, in English and French,
 * capitalised words inside a sentence (names, places) are left alone.
 */
export function withSpellingCorrected(original: string, glossed: string, locale: Locale): string {
  // English has no gloss: every word is looked at, and the word list keeps the ones spelt right.
  const unread = locale === 'en' ? null : untranslatedWords(original, glossed, locale);
  if (unread?.size === 0) return original;
  const index = indexFor(locale);
  const namesCapitalised = locale !== 'de';
  return original.replace(/(?<![\p{L}\p{N}@.'’-])\p{L}+(?![\p{L}\p{N}@'’-]|\.[\p{L}\p{N}])/gu, (word, at: number) => {
    // Acronyms and mixed case ("LLMs", "DATEV") are written on purpose.
    if ((unread && !unread.has(word.toLowerCase())) || /^.\p{L}*\p{Lu}/u.test(word)) return word;
    // "mon espace adherent": an English word a French message writes is the French one typed without its accents.
    const englishInFrench = locale === 'fr' && !inList(word, 'fr') && inList(word, 'en');
    if (!englishInFrench && isWord(word, locale)) return word;
    const capitalised = /^\p{Lu}/u.test(word);
    if (namesCapitalised && capitalised && !opensASentence(original, at)) return word;
    // A capitalised word opening a sentence may be a name ("Camille"): only its accents are read.
    const read = correction(word, index, englishInFrench || (namesCapitalised && capitalised));
    if (!read) return word;
    return /^\p{Lu}/u.test(word) ? read.charAt(0).toUpperCase() + read.slice(1) : read;
  });
}

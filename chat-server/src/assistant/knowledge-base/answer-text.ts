/**
 * The markdown of an answer: its text with placeholders filled, then the
 * structured block it shows (services, packages, deployment days, security,
 * technologies, process). Shared by the builtin reply and the passages given
 * to the remote models.
 */
import { type AnswerBlock, fillPlaceholders, type Knowledge, type KnowledgeAnswer } from '../knowledge.js';

export function bulletList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

export function joinWords(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The words around the structured blocks, in the knowledge's language. */
const BLOCK_WORDS = {
  en: {
    header: '| Package | Best for | What you get |',
    popular: 'Most Popular',
    packagesIntro: (count: number) => `Our AI CRM comes in ${count === 3 ? 'three' : count} packages:`,
    deployedIn: (days: number) => `Each one is deployed in **${days} days** in your own environment.`,
    deployIntro: (days: number) => `We deploy an AI CRM in **${days} days**:`,
    processIntro: 'This is how we work together:',
    mentioned: 'As I mentioned:',
    yesMentioned: 'Yes, as I mentioned:',
    inShort: 'In short:',
    adds: 'adds',
    compareIntro: 'The difference is what each package adds to the one before:',
    featureIn: (feature: string, pack: string) => `Yes, the **${pack}** includes ${feature}.`,
    featureNotIn: (feature: string, from: string, asked: string, andAbove: boolean) =>
      `No, the **${asked}** does not include ${feature}: that comes with the **${from}**${andAbove ? ' and above' : ''}.`,
    featureFrom: (feature: string, from: string, andAbove: boolean) => `${feature}: in the **${from}**${andAbove ? ' and above' : ''}.`,
    lacks: (above: string, features: string) => `Compared with the **${above}**, it does not include: ${features}.`,
    layers: {} as Record<string, string>,
  },
  de: {
    header: '| Paket | Geeignet für | Was Sie bekommen |',
    popular: 'Am beliebtesten',
    packagesIntro: (count: number) => `Unser AI CRM gibt es in ${count === 3 ? 'drei' : count} Paketen:`,
    deployedIn: (days: number) => `Jedes wird in **${days} Tagen** in Ihrer eigenen Umgebung bereitgestellt.`,
    deployIntro: (days: number) => `Wir stellen ein AI CRM in **${days} Tagen** bereit:`,
    processIntro: 'So arbeiten wir zusammen:',
    mentioned: 'Wie erwähnt:',
    yesMentioned: 'Ja, wie erwähnt:',
    inShort: 'Kurz gesagt:',
    adds: 'ergänzt',
    compareIntro: 'Der Unterschied liegt darin, was jedes Paket zum vorigen ergänzt:',
    featureIn: (feature: string, pack: string) => `Ja, das **${pack}** enthält ${feature}.`,
    featureNotIn: (feature: string, from: string, asked: string, andAbove: boolean) =>
      `Nein, im **${asked}** ist das nicht enthalten: ${feature} gibt es ${andAbove ? 'ab dem' : 'im'} **${from}**.`,
    featureFrom: (feature: string, from: string, andAbove: boolean) => `${feature}: ${andAbove ? 'ab dem' : 'im'} **${from}**.`,
    lacks: (above: string, features: string) => `Im Vergleich zum **${above}** fehlen: ${features}.`,
    layers: { AI: 'KI', 'Front end': 'Frontend', 'Back end': 'Backend' } as Record<string, string>,
  },
  fr: {
    header: '| Forfait | Idéal pour | Ce que vous obtenez |',
    popular: 'Le plus populaire',
    packagesIntro: (count: number) => `Notre AI CRM existe en ${count === 3 ? 'trois' : count} forfaits :`,
    deployedIn: (days: number) => `Chacun est déployé en **${days} jours** dans votre propre environnement.`,
    deployIntro: (days: number) => `Nous déployons un AI CRM en **${days} jours** :`,
    processIntro: 'Voici comment nous travaillons ensemble :',
    // French sets its colon apart.
    mentioned: 'Comme indiqué :',
    yesMentioned: 'Oui, comme indiqué :',
    inShort: 'En bref :',
    adds: 'ajoute',
    compareIntro: 'La différence tient à ce que chaque forfait ajoute au précédent :',
    featureIn: (feature: string, pack: string) => `Oui, le **${pack}** inclut ${feature}.`,
    featureNotIn: (feature: string, from: string, asked: string, andAbove: boolean) =>
      `Non, le **${asked}** n'inclut pas ${feature} : cela vient avec le **${from}**${andAbove ? ' et au-delà' : ''}.`,
    featureFrom: (feature: string, from: string, andAbove: boolean) => `${feature} : dans le **${from}**${andAbove ? ' et au-delà' : ''}.`,
    lacks: (above: string, features: string) => `Par rapport au **${above}**, il n'inclut pas : ${features}.`,
    layers: { AI: 'IA', 'Front end': 'Front-end', 'Back end': 'Back-end' } as Record<string, string>,
  },
} as const;

function wordsOf(knowledge: Knowledge) {
  return BLOCK_WORDS[knowledge.locale];
}

/** A layer of the stack ("Front end") named in the knowledge's language. */
export function layerName(knowledge: Knowledge, layer: string): string {
  return wordsOf(knowledge).layers[layer] ?? layer;
}

/** The layer of the stack a question names ("on the backend?", "côté front-end"), in English or the chat's language. */
function layerAsked(knowledge: Knowledge, asked: string): string | undefined {
  const named = (name: string) => new RegExp(String.raw`\b${name.split(/[\s-]+/).join(String.raw`[\s-]?`)}\b`, 'i').test(asked);
  return Object.keys(knowledge.technologies).find((layer) => named(layer) || named(layerName(knowledge, layer)));
}

/**
 * "As I mentioned: …" in the chat's language, for a sentence said once already; the sentence's own lead-in ("Where you
 * choose: we deploy…") is left out, so two colons do not follow each other.
 */
export function asMentioned(knowledge: Knowledge, sentence: string): string {
  return `${wordsOf(knowledge).mentioned} ${withoutLeadIn(sentence)}`;
}

/**
 * What a reminder says again, without its opening ("As I mentioned, …", "Wie erwähnt: …") or its own short lead-in, for
 * after another lead-in ("…not that one. In general: …").
 */
export function withoutReminderOpening(knowledge: Knowledge, reminder: string): string {
  const opening = wordsOf(knowledge).mentioned.replace(/\s?:$/, '');
  return withoutLeadIn(reminder.startsWith(opening) ? reminder.slice(opening.length).replace(/^\s?[,:]\s*/, '') : reminder);
}

/** An answer without its own short lead-in ("Where you choose: we deploy…"), so two colons do not follow each other. */
function withoutLeadIn(answer: string): string {
  return answer.replace(/^\p{Lu}[^:.\n]{0,28}\s?:\s+(?=\p{Ll})/u, '');
}

/** What an answer said again "in plainer words" keeps: two sentences that fit, else one, a long one cut by its clauses. */
const IN_SHORT_SENTENCES = 420;
const IN_SHORT_SENTENCE = 300;
const IN_SHORT_CLAUSES = 220;

/**
 * "In short: …" for an answer asked again in plainer words: a list's first two points, or its first two sentences when
 * they are short, else its first sentence, else that sentence's first clauses; its lead-in left out as in asMentioned.
 */
export function inShort(knowledge: Knowledge, answer: string): string {
  // A list ("Security and privacy are the core…:" and its points): its first two points say it, not its lead-in.
  const points = [...answer.matchAll(/^\s*[-*]\s+(.+)$/gm)].map((point) => point[1]!.replace(/\*\*/g, '').trim());
  const [first = answer, second] = withoutLeadIn(answer).split(/(?<=[.!?])\s+/);
  const cut =
    points.length >= 2
      ? `${points[0]}; ${knowledge.locale === 'de' ? points[1] : lowerFirst(points[1]!)}`
      : second && first.length + second.length < IN_SHORT_SENTENCES
        ? `${first} ${second}`
        : first.length <= IN_SHORT_SENTENCE
          ? first
          : first.slice(0, first.lastIndexOf(', ', IN_SHORT_CLAUSES)).replace(/[,;:]$/, '');
  // "In short: a private build…", but German nouns keep their capital.
  const lowered =
    knowledge.locale === 'de' || /^I\b/.test(cut) ? cut : cut.replace(/^\p{Lu}(?=\s?\p{Ll})/u, (letter) => letter.toLowerCase());
  return `${wordsOf(knowledge).inShort} ${/[.!?]$/.test(lowered) ? lowered : `${lowered}.`}`;
}

/** "Yes, as I mentioned:": a reminder that answers a yes-or-no question. */
export function yesAsMentioned(knowledge: Knowledge): string {
  return wordsOf(knowledge).yesMentioned;
}

export function packagesTable(knowledge: Knowledge): string {
  const words = wordsOf(knowledge);
  const rows = knowledge.packages.map(
    (pack) => `| **${pack.name}**${pack.popular ? ` (${words.popular})` : ''} | ${pack.description} | ${pack.features.join('; ')} |`,
  );
  return [words.header, '|---|---|---|', ...rows].join('\n');
}

/** "ChatGPT Enterprise", "Copilot Pro": an off-the-shelf product's edition, not one of our packages. */
export const OFF_THE_SHELF_EDITION =
  /\b(?:chat ?gpt|openai|claude|gemini|copilot|microsoft 365|m365)\s+(?:enterprise|team|teams|business|pro|professional|edu)\b/gi;

/** "the other package, the one marked Most Popular", "das beliebteste Paket": the package the site marks as popular. */
const POPULAR_ONE =
  /\b(?:most )?popular (?:one|package|plan|option|tier|offer)\b|\b(?:package|plan|one|tier|option|offer)\b[^.?!]{0,25}\bmost popular\b|\bmost popular\b[^.?!]{0,10}\b(?:package|plan|one|tier|option|offer)\b/i;

/** Packages a question names ("what's included in Starter?", by the first word of their name, or by the popular mark). */
export function packagesNamed(knowledge: Knowledge, question: string): Knowledge['packages'] {
  const asked = question.replace(OFF_THE_SHELF_EDITION, 'ChatGPT');
  const popularNamed = POPULAR_ONE.test(asked);
  return knowledge.packages.filter((pack) => {
    const name = pack.name.split(' ')[0]!;
    // A long name is also written short ("starter vs pro").
    const short = name.length >= 8 ? `|${name.slice(0, 3)}` : '';
    return new RegExp(`\\b(?:${name}${short})\\b`, 'i').test(asked) || (pack.popular && popularNamed);
  });
}

/** "What's the difference?", "Unterschied?", "comparer les forfaits": asked to compare, not to list. */
const ASKS_DIFFERENCE =
  /\b(?:differen\w*|differ|compar\w*|versus|vs\.?|unterschied\w*|unterscheide\w*|vergleich\w*|différence\w*|diffère\w*)\b/i;

/** Whether a question asks how the packages differ (answered by the comparison, even after the table was shown). */
export function asksPackageDifference(question: string): boolean {
  return ASKS_DIFFERENCE.test(question);
}

/** "and the cheaper one? what would we lose": what the package above it adds, said as what this one lacks. */
export function packageLacks(knowledge: Knowledge, index: number): string | null {
  const above = knowledge.packages[index + 1];
  if (!above) return null;
  // The first feature of a later package is "Everything in <the one before>".
  const features = above.features.slice(1).map((feature) => (knowledge.locale === 'de' ? feature : lowerFirst(feature)));
  return wordsOf(knowledge).lacks(above.name, features.join('; '));
}

/** A package's features as a line's list; German nouns keep their capital. */
function featureList(knowledge: Knowledge, features: readonly string[]): string {
  return features.map((text) => (knowledge.locale === 'de' ? text : lowerFirst(text))).join('; ');
}

/** "what's in it?" after a package was shown: everything it includes, in one line. */
export function packageContents(knowledge: Knowledge, pack: Knowledge['packages'][number]): string {
  const colon = knowledge.locale === 'fr' ? ' :' : ':';
  return `**${pack.name}**${colon} ${featureList(knowledge, pack.features)}.`;
}

/** "**Professional AI CRM** adds: …": what a later package adds to the one before (its first feature is "Everything in…"). */
function addsLine(knowledge: Knowledge, pack: Knowledge['packages'][number]): string {
  const colon = knowledge.locale === 'fr' ? ' :' : ':';
  return `**${pack.name}** ${wordsOf(knowledge).adds}${colon} ${featureList(knowledge, pack.features.slice(1))}`;
}

/** "what's in it that Starter doesn't have?" after the Professional: what a package adds to the one before it. */
export function packageAdds(knowledge: Knowledge, index: number): string | null {
  const pack = knowledge.packages[index];
  return pack && index > 0 ? `${addsLine(knowledge, pack)}.` : null;
}

/** The packages side by side: each one's features beyond those of the package before it. */
function packagesComparison(knowledge: Knowledge): string {
  const [first, ...rest] = knowledge.packages;
  if (!first) return '';
  const colon = knowledge.locale === 'fr' ? ' :' : ':';
  const lines = [
    `- **${first.name}**${colon} ${featureList(knowledge, first.features)}`,
    ...rest.map((pack) => `- ${addsLine(knowledge, pack)}`),
  ];
  return `${wordsOf(knowledge).compareIntro}\n\n${lines.join('\n')}`;
}

function packagesBlock(knowledge: Knowledge, question: string): string {
  const named = packagesNamed(knowledge, question);
  // "What's the difference between Starter and Professional?": what each adds, not two lists side by side.
  if (named.length >= 2 && ASKS_DIFFERENCE.test(question)) return packagesComparison(knowledge);
  if (named.length === 0 || named.length === knowledge.packages.length) {
    const words = wordsOf(knowledge);
    return `${words.packagesIntro(knowledge.packages.length)}\n\n${packagesTable(knowledge)}\n\n${words.deployedIn(knowledge.deployment.days)}`;
  }
  return named
    .map(
      (pack) =>
        `${knowledge.locale === 'en' ? 'The ' : ''}**${pack.name}**${pack.popular ? ` (${wordsOf(knowledge).popular})` : ''}: ${knowledge.locale === 'en' ? lowerFirst(pack.description) : pack.description}\n\n${bulletList(pack.features)}`,
    )
    .join('\n\n');
}

function serviceBlock(knowledge: Knowledge, id: string): string {
  const service = knowledge.services.find((candidate) => candidate.id === id);
  return service ? `**${service.title}**: ${service.summary}\n\n${bulletList(service.highlights)}` : '';
}

export function renderBlock(block: AnswerBlock, knowledge: Knowledge, question = ''): string {
  switch (block) {
    case 'services':
      return bulletList(knowledge.services.map((service) => `**${service.title}**: ${service.summary}`));
    case 'packages':
      return packagesBlock(knowledge, question);
    case 'deployment':
      return `${wordsOf(knowledge).deployIntro(knowledge.deployment.days)}\n\n${knowledge.deployment.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}`;
    case 'process':
      return `${wordsOf(knowledge).processIntro}\n\n${knowledge.process.map((phase, index) => `${index + 1}. **${phase.step}**: ${phase.detail}`).join('\n')}`;
    case 'security':
      return bulletList(knowledge.security);
    case 'technologies':
      return bulletList(
        Object.entries(knowledge.technologies).map(([layer, names]) => `**${layerName(knowledge, layer)}**: ${names.join(', ')}`),
      );
    default:
      return serviceBlock(knowledge, block.slice('service:'.length));
  }
}

/** The full answer in markdown paragraphs. */
export function answerText(entry: KnowledgeAnswer, knowledge: Knowledge, question = ''): string {
  // "What happens on day 3?": that day's step, not the whole plan again.
  const day = entry.show === 'deployment' ? dayAsked(question) : null;
  const step = day === null ? undefined : knowledge.deployment.steps[day - 1];
  if (step) return `${step}.`;
  const text = fillPlaceholders(entry.answer, knowledge).trim();
  const block = entry.show ? renderBlock(entry.show, knowledge, question) : '';
  return [text, block].filter((part) => part !== '').join('\n\n');
}

/**
 * "What happens on day 3?", "and on the fourth day?" (German and French read through their gloss): a day of the
 * deployment plan.
 */
export const DAY_OF_DEPLOYMENT = /\b(?:day\s+([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\s+day)\b/gi;
const ORDINALS = ['first|1st', 'second|2nd', 'third|3rd', 'fourth|4th'];
function dayAsked(question: string): number | null {
  const [found] = question.matchAll(DAY_OF_DEPLOYMENT);
  if (!found) return null;
  if (found[1]) return Number(found[1]);
  return ORDINALS.findIndex((words) => words.split('|').includes(found[2]!.toLowerCase())) + 1;
}

/** "Private deployment" → "private deployment"; an acronym ("AI chat", "SSO and…") stays as it is. */
function lowerFirst(text: string): string {
  // "I can't…" keeps its capital, as acronyms do.
  return /^(?:\p{Lu}\p{Lu}|I\b)/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Words of five letters or more, lower-cased: enough to tell which sentence of an answer a question is about. */
function longWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter(
      (word) => !/^(?:which|where|would|could|should|there|their|about|after|before|other|these|those|every|still|again)$/.test(word),
    ),
  );
}

/** "How is PHI protected in what you build?": where the question applies, not a question about what we build. */
export const IN_WHAT_WE_BUILD =
  /\b(?:in|for|with|on|by) (?:what|the (?:systems?|solutions?|tools?|apps?|platforms?|assistants?|products?)(?: that)?) (?:you|u|your team) (?:build|deliver|develop|make|ship)\b/gi;

/** A question about this chat or this site ("here", "hier", "ici"). */
const THIS_CHAT = /\b(?:this|dieser|diesem|ce) (?:chat|site|website)\b|\bhere\b|\bhier\b|\bici\b/i;
/** An answer's sentence about this chat rather than the systems we build. */
const THIS_CHAT_SENTENCE = /^\s*(?:This chat|Dieser Chat|Ce chat|On this site|Auf dieser Website|Sur ce site)\b/;

/**
 * The sentence of an answer that a follow-up question is about ("and the error rate?" after the hallucination
 * answer), when it is not the first: a reminder of the first sentence would not answer it.
 */
function sentenceAskedAbout(text: string, asked: string): string | null {
  // "SSO with our Entra ID?": the answer spells the abbreviation out.
  const wanted = longWords(asked.replace(/\bSSO\b/gi, 'single sign-on').replace(IN_WHAT_WE_BUILD, ' '));
  if (wanted.size === 0) return null;
  // "How do you make sure the Dutch answers are as good?" asks about the system we build, not about this chat.
  const aboutThisChat = THIS_CHAT.test(asked);
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
  // "A number please": the sentence that says which figure cannot be given here.
  const honestFigure = FIGURE_ASKED.test(asked) ? sentences.find((sentence) => FIGURE_NOT_GIVEN.test(sentence)) : undefined;
  if (honestFigure) return honestFigure.trim();
  // A German compound asked ("Patientendaten") names the answer's word at its end ("Daten").
  const asks = (word: string) => wanted.has(word) || [...wanted].some((each) => each.length > word.length && each.endsWith(word));
  // A sentence about this chat answers nothing about the system we build, but it stays the answer's opening: the
  // sentence after it ("In the systems we build for you…") is still told apart from the opening.
  const matched = sentences.map((sentence) =>
    aboutThisChat || !THIS_CHAT_SENTENCE.test(sentence) ? new Set([...longWords(sentence)].filter(asks)) : new Set<string>(),
  );
  const overlap = matched.map((words) => words.size);
  const most = Math.max(...overlap);
  const best = overlap.indexOf(most);
  // "…on-premise, quite air-gapped?": the opening answers one part, a later sentence the other; both are reminded.
  const alsoAsked = overlap[0]! > 0 ? matched.findIndex((words, at) => at > 0 && [...words].some((word) => !matched[0]!.has(word))) : -1;
  if (alsoAsked > 0 && most <= overlap[0]!)
    return [sentences[0]!, sentences[alsoAsked]!].map((sentence) => sentence.trim().replace(/[.;:]$/, '')).join('. ');
  if (best === 0 || most <= overlap[0]!) return null;
  // "And encryption and data retention?": lines that each answer another of the things asked are reminded together.
  const covered = new Set<string>();
  const picked: number[] = [];
  for (const index of overlap.map((_, at) => at).sort((a, b) => overlap[b]! - overlap[a]! || a - b)) {
    if (index === 0 || overlap[index] === 0 || ![...matched[index]!].some((word) => !covered.has(word))) continue;
    picked.push(index);
    for (const word of matched[index]!) covered.add(word);
  }
  if (picked.length < 2 || picked.length > 3) return sentences[best]!.trim();
  return picked
    .sort((a, b) => a - b)
    .map((index) => sentences[index]!.trim().replace(/[.;:]$/, ''))
    .join('. ');
}

/**
 * Asked about once more after its reminder ("could it run air-gapped?" after "…; I can't confirm … a fully air-gapped
 * setup here."): the reminder's one clause about what is asked now, or null when no single clause is.
 */
export function reminderClause(reminder: string, knowledge: Knowledge, asked: string): string | null {
  const prefix = wordsOf(knowledge).mentioned;
  const clauses = (reminder.startsWith(prefix) ? reminder.slice(prefix.length) : reminder).trim().split(/;\s+/);
  if (clauses.length < 2) return null;
  const wanted = longWords(asked);
  const overlap = clauses.map((clause) => [...longWords(clause)].filter((word) => wanted.has(word)).length);
  const most = Math.max(...overlap);
  if (most === 0 || overlap.filter((count) => count === most).length > 1) return null;
  const clause = clauses[overlap.indexOf(most)]!.replace(/[.;\s]+$/, '');
  return `${prefix} ${clause[0]!.toUpperCase()}${clause.slice(1)}.`;
}

/** A follow-up that asks for a figure ("a number please", "eine Zahl bitte", "combien de fois ?"). */
const FIGURE_ASKED =
  /\b(?:number|figure|percentage|per ?cent|how often|how many times|rate|zahl|prozent|quote|wie oft|chiffre|pourcentage|taux|combien de fois)\b/i;
/** An answer's sentence that says a figure cannot be given here. */
const FIGURE_NOT_GIVEN = /\bcan't give you\b|\bkann ich hier nicht nennen\b|\bne peux pas vous donner\b/i;

/** "Of course.", "Gerne.", "Bien sûr.", a bare "Yes.": an answer's interjection or verdict says nothing when repeated. */
const INTERJECTION =
  /^(?:of course|sure|certainly|absolutely|gerne|natürlich|selbstverständlich|bien sûr|volontiers|avec plaisir|yes|no|ja|nein|oui|non)[.!]$/i;

/** An answer's first sentence that says something: past an opening interjection. */
function firstSayingSentence(text: string, sentence = /^[^\n]*?[.!?](?=\s|$)/): string {
  const first = sentence.exec(text)?.[0] ?? text.split('\n')[0]!;
  if (!INTERJECTION.test(first.trim())) return first;
  const rest = text.slice(first.length).trim();
  return sentence.exec(rest)?.[0] ?? (rest.split('\n')[0] || first);
}

/** A reminded sentence shorter than this says too little on its own (see answerReminder). */
const MIN_REMINDER_WORDS = 8;

/** One short sentence for an answer already given in full earlier in the chat (the one a follow-up asks about). */
const NEEDED_FROM_THE_CLIENT =
  /\bneed\w*\b[^.?!]{0,20}\b(?:from (?:us|me)|of (?:us|me))\b|\bwhat should (?:we|i) (?:have ready|prepare|bring)\b/i;

/** "What can I show instead?", "Was kann ich stattdessen vorlegen?" (read "what can I instead show"): asks for what there is. */
const WH_FOLLOW_UP = /^\W*(?:(?:and|so|ok(?:ay)?|then)\W+)?(?:what|how|which)\b/i;

/** An answer as a reminder reads it: its sentences and lines, a table's rows as "Name: what it is for". */
function reminderText(entry: KnowledgeAnswer, knowledge: Knowledge): string {
  return (
    (entry.show || !entry.answer ? answerText(entry, knowledge).replace(/^- /gm, '') : fillPlaceholders(entry.answer, knowledge))
      // A table's header row ("| Package | Best for | …") names columns, which no reminder repeats.
      .replace(/^\|[^\n]*\|[ \t]*\n(?=\|[\s|:-]*\|[ \t]*$)/gm, '')
      .replace(/^\|[\s|:-]*\|\s*$/gm, '')
      .replace(/^\|\s*([^|\n]+?)\s*\|\s*([^|\n]+?)\s*\|.*$/gm, (_, name: string, what: string) => `${name}: ${what}`)
  );
}

/**
 * A German or French answer's sentence asked about, found through the English answer the question was read against:
 * the sentence at the same place, when the translation has as many sentences.
 */
function translatedSentenceAskedAbout(english: string, translated: string, asked: string): string | null {
  const sentencesOf = (text: string) =>
    text
      .trim()
      .split(/(?<=[.!?])\s+|\n+/)
      .filter((sentence) => sentence.trim() !== '');
  const [originals, translations] = [sentencesOf(english), sentencesOf(translated)];
  const found = sentenceAskedAbout(english.trim(), asked);
  const index = found ? originals.findIndex((sentence) => sentence.trim().replace(/[.;:]$/, '') === found) : -1;
  return index > 0 && originals.length === translations.length ? translations[index]!.trim().replace(/[.;:]$/, '') : null;
}

/** `english`: the same answer in English, whose sentences a German or French follow-up was read against. */
export function answerReminder(
  entry: KnowledgeAnswer,
  knowledge: Knowledge,
  asked = '',
  english?: { entry: KnowledgeAnswer; knowledge: Knowledge },
): string {
  // The sentence, or the line of a block ("…, single sign-on and role-based access"), that the follow-up asks about.
  const said = reminderText(entry, knowledge);
  // "What do you need from us for those 4 days?": the first day's line says it (access to the environment and content).
  if (entry.show === 'deployment' && NEEDED_FROM_THE_CLIENT.test(asked) && knowledge.deployment.steps[0])
    return `${wordsOf(knowledge).mentioned} ${knowledge.deployment.steps[0]}.`;
  // A short sentence ("Your data stays in your environment.") reminds of too little: the answer's opening says more.
  const found =
    sentenceAskedAbout(said.trim(), asked) ??
    (english && knowledge.locale !== 'en'
      ? translatedSentenceAskedAbout(reminderText(english.entry, english.knowledge), said, asked)
      : null);
  const opening = firstSayingSentence(said.trim()).trim();
  const about =
    found && found.split(/\s+/).length < MIN_REMINDER_WORDS && opening !== found && !opening.endsWith(':') ? `${opening} ${found}` : found;
  // A service's line is reminded of with the service it belongs to ("Design systems…" is UI Development's).
  const service = knowledge.services.find((candidate) => `service:${candidate.id}` === entry.show);
  if (about && service && !about.includes(service.title))
    return `${wordsOf(knowledge).mentioned} ${service.title} (${(knowledge.locale === 'de' ? about : lowerFirst(about)).replace(/[.!]$/, '')}).`;
  // A list's line ends without a full stop; said as a sentence, it gets one.
  if (about) return asMentioned(knowledge, `${about}${/[.!?:]$/.test(about) ? '' : '.'}`);
  // "What can I show our CISO instead then?" after a decline: what the decline offered instead, not the decline again.
  if (entry.honestFallback && WH_FOLLOW_UP.test(asked)) {
    const [, instead] = fillPlaceholders(entry.answer, knowledge)
      .trim()
      .split(/(?<=[.!])\s+/);
    if (instead) return `${wordsOf(knowledge).mentioned} ${knowledge.locale === 'de' ? instead : lowerFirst(instead)}`;
  }
  // "node or java on the backend?": the line of the layer asked about, not the first names of the whole stack.
  const layer = entry.show === 'technologies' ? layerAsked(knowledge, asked) : undefined;
  if (layer) return `${wordsOf(knowledge).mentioned} ${layerName(knowledge, layer)}: ${knowledge.technologies[layer]!.join(', ')}.`;
  // In German and French: the answer's first sentence (or its block's opening line) after "as I mentioned".
  // "And the difference?" after the table: the comparison itself, which the table did not spell out.
  if (entry.show === 'packages' && ASKS_DIFFERENCE.test(asked)) return packagesComparison(knowledge);
  if (knowledge.locale !== 'en') {
    const full = answerText(entry, knowledge).replace(/\*\*/g, '');
    // The first sentence of its first line; a block's opening line ("Unser AI CRM gibt es in drei Paketen:") when the
    // line has no sentence end ("Là où vous le décidez : nous déployons…" runs on past its colon).
    const opening = firstSayingSentence(
      full,
      /^[^\n]*?[.!?](?=\s|$)/.test(full.split('\n')[0]!) ? /^[^\n]*?[.!?](?=\s|$)/ : /^[^\n]*?[.!?:](?=\s|$)/,
    );
    // "Applications go to …@…": a reminder keeps the address it points to.
    const first = (!opening.includes('@') && /^[^\n]*?@[^\n]*?[.!?](?=\s|$)/.exec(full)?.[0]) || opening;
    return asMentioned(knowledge, first.replace(/\s*:$/, '.'));
  }
  switch (entry.show) {
    case 'packages':
      return `As I mentioned, there are three packages: ${joinWords(knowledge.packages.map((pack) => (pack.popular ? `${pack.name} (our most popular)` : pack.name)))}.`;
    case 'deployment':
      return `As I mentioned, deployment takes ${knowledge.deployment.days} days from kickoff to go-live.`;
    case 'process':
      return `As I mentioned, our process is ${knowledge.process.map((phase) => phase.step).join(' → ')}.`;
    case 'security':
      return `As I mentioned: ${knowledge.security.slice(0, 2).map(lowerFirst).join('; ')}.`;
    case 'services':
      return `As I mentioned, our services are ${joinWords(knowledge.services.map((service) => service.title))}.`;
    case 'technologies':
      return `As I mentioned, our core stack includes ${joinWords(Object.values(knowledge.technologies).flat().slice(0, 6))}.`;
    default:
      break;
  }
  const text = fillPlaceholders(entry.answer, knowledge).trim();
  if (text === '' && entry.show) {
    const service = knowledge.services.find((candidate) => `service:${candidate.id}` === entry.show);
    return service ? `As I mentioned, ${service.title}: ${lowerFirst(service.summary)}` : '';
  }
  return asMentioned(knowledge, firstSayingSentence(text));
}

/**
 * Words of a package feature too common in questions to point at one feature ("your content", "the team"); "voice" is
 * the tone of voice only beside "tone" ("by voice" is dictation).
 */
const FEATURE_WORDS_TOO_COMMON = new Set(
  'ai chat assistant trained your content team sales custom knowledge base data access support controls environment everything and the with conversation lead deployment private voice'.split(
    ' ',
  ),
);
/** Other names for what a feature's own words say. */
const FEATURE_SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bon-?prem\b|\bon premises?\b/i, 'on-premise'],
  [/\bsingle sign-?on\b/i, 'sso'],
  [/\broles?\b|\brole based\b/i, 'role-based'],
  [/\b(?:hubspot|salesforce|pipedrive|dynamics|zoho)\b/i, 'crm'],
  [/\bretention\b/i, 'data-retention'],
  [/\bdashboards?\b|\breporting\b|\bstats\b/i, 'analytics'],
];

function featureWords(feature: string): string[] {
  return (feature.toLowerCase().match(/[\p{L}\d]+(?:-[\p{L}\d]+)*/gu) ?? []).filter(
    (word) => word.length >= 3 && !FEATURE_WORDS_TOO_COMMON.has(word),
  );
}

/**
 * Which package (by index) first lists each feature the question names, and that feature's index in its list: two at
 * most ("an SLA, or only priority support?").
 */
function featuresAsked(knowledge: Knowledge, asked: string): { level: number; index: number }[] {
  // "What is the Starter AI CRM?": a package's name names no feature (its "CRM" is not the CRM integration).
  const question = knowledge.packages.reduce((text, pack) => text.split(pack.name).join(' '), asked).replace(/\bAI CRM\b/gi, ' ');
  let words = new Set((question.toLowerCase().match(/[\p{L}\d]+(?:-[\p{L}\d]+)*/gu) ?? []).flatMap((word) => [word, ...word.split('-')]));
  for (const [pattern, word] of FEATURE_SYNONYMS) if (pattern.test(question)) words = new Set([...words, word]);
  const found = knowledge.packages.flatMap((pack, level) =>
    pack.features
      .map((feature, index) => ({ level, index, hits: featureWords(feature).filter((word) => words.has(word)).length }))
      // "Everything in Starter" names a package, not a feature.
      .filter(({ index, hits }) => hits > 0 && !(index === 0 && level > 0)),
  );
  const most = Math.max(0, ...found.map(({ hits }) => hits));
  // The clearest first; another named at least half as clearly is asked too ("the dashboard or only lead capture?").
  return found
    .filter(({ hits }) => hits * 2 >= most)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, MAX_FEATURES_ASKED);
}
const MAX_FEATURES_ASKED = 2;

/**
 * "Does Starter include analytics?", "et le moins cher, il a le SSO ?", "which package has audit logs?": the package a
 * feature comes with, read on the English content and said in the visitor's language. Null when no feature is named.
 */
export function packageFeatureAnswer(english: Knowledge, localized: Knowledge, question: string, asked: number | null): string | null {
  const found = featuresAsked(english, question);
  if (found.length === 0) return null;
  const words = wordsOf(localized);
  return found
    .map(({ level, index }) => {
      const from = localized.packages[level]!;
      const raw = from.features[index]!;
      const feature = localized.locale === 'de' ? raw : lowerFirst(raw);
      const andAbove = level < localized.packages.length - 1;
      if (asked === null) return words.featureFrom(raw, from.name, andAbove);
      const target = localized.packages[asked]!;
      return asked >= level ? words.featureIn(feature, target.name) : words.featureNotIn(feature, from.name, target.name, andAbove);
    })
    .join(' ');
}

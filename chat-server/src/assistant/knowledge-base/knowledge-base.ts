/**
 * The searchable knowledge base: every answer of the knowledge file indexed
 * once at start-up with MiniSearch (BM25 ranking, fuzzy and prefix matching,
 * synonyms through the term processing). A question gets the one or two
 * answers that together cover its topic words, or nothing when no answer
 * matches with confidence, so the reply can say so honestly.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Knowledge, KnowledgeAnswer } from '../knowledge.js';
import { answerText } from './answer-text.js';
import { isTopicWord, searchTerms, words } from './search-terms.js';

/** Share of a question's topic words the chosen answers must cover. */
export const MIN_COVERAGE = 0.6;
/** At most this many answers for one question. */
export const MAX_ANSWERS_PER_QUESTION = 2;

export interface AnswerMatch {
  entry: KnowledgeAnswer;
  score: number;
}

export interface QuestionAnswers {
  question: string;
  /** The answers that cover the question, best first; empty when nothing matches with confidence. */
  matches: AnswerMatch[];
  /** Names in the question the knowledge does not mention at all (a product, a certification…). */
  unknownNames: string[];
}

interface IndexedAnswer {
  id: string;
  questions: string;
  keywords: string;
  text: string;
}

/** A word a visitor capitalises mid-sentence or writes as an acronym or code: a name, not a common word. */
function looksLikeName(word: string, index: number): boolean {
  if (/^\d{3,}$/.test(word)) return true;
  if (/^[A-Z0-9]{2,}$/.test(word) && /[A-Z]/.test(word)) return true;
  return index > 0 && /^[A-Z][a-z]+[A-Za-z]*$/.test(word) && word !== 'I';
}

export class KnowledgeBase {
  private readonly index: MiniSearch<IndexedAnswer>;
  private readonly byId: Map<string, KnowledgeAnswer>;
  /** Every search term of the knowledge, to tell names it never mentions. */
  private readonly vocabulary = new Set<string>();

  constructor(readonly knowledge: Knowledge) {
    this.byId = new Map(knowledge.answers.map((entry) => [entry.id, entry]));
    this.index = new MiniSearch<IndexedAnswer>({
      fields: ['questions', 'keywords', 'text'],
      processTerm: (term) => {
        const terms = searchTerms(term);
        for (const each of terms ?? []) this.vocabulary.add(each);
        return terms;
      },
      searchOptions: {
        boost: { questions: 3, keywords: 2, text: 1 },
        fuzzy: (term) => (term.length >= 6 && !term.startsWith('~') ? 0.2 : 0),
        prefix: (term) => term.length >= 5 && !term.startsWith('~'),
        processTerm: searchTerms,
      },
    });
    this.index.addAll(
      knowledge.answers.map((entry) => ({
        id: entry.id,
        questions: entry.questions.join('\n'),
        keywords: entry.keywords.join('\n'),
        text: answerText(entry, knowledge),
      })),
    );
    // Names the agency's content mentions anywhere (package names, technologies) are known too.
    for (const word of words(JSON.stringify(knowledge))) for (const term of searchTerms(word) ?? []) this.vocabulary.add(term);
  }

  entry(id: string): KnowledgeAnswer | undefined {
    return this.byId.get(id);
  }

  /** Topic words of a question, each with the search terms it stands for. */
  private topicTerms(question: string): Array<{ word: string; terms: string[]; name: boolean }> {
    return words(question)
      .map((word, index) => ({ word, index }))
      .filter(({ word }) => isTopicWord(word))
      .map(({ word, index }) => ({ word, terms: searchTerms(word) ?? [], name: looksLikeName(word, index) }));
  }

  private covered(result: SearchResult, terms: string[]): boolean {
    return terms.some((term) => result.queryTerms.includes(term));
  }

  answer(question: string): QuestionAnswers {
    const topic = this.topicTerms(question);
    const unknownNames = topic.filter((word) => word.name && !word.terms.some((term) => this.vocabulary.has(term))).map((word) => word.word);
    if (topic.length === 0) return { question, matches: [], unknownNames };
    const results = this.index.search(question, { combineWith: 'OR' });
    // The best-ranked answer, then the one adding most of what it left out.
    const chosen: SearchResult[] = [];
    let uncovered = topic;
    for (let round = 0; round < MAX_ANSWERS_PER_QUESTION && uncovered.length > 0; round += 1) {
      const candidates = results
        .filter((result) => !chosen.includes(result))
        .map((result) => ({ result, gain: uncovered.filter((word) => this.covered(result, word.terms)).length }))
        .filter(({ gain }) => gain > 0);
      const best = round === 0 ? candidates[0] : candidates.sort((a, b) => b.gain - a.gain || b.result.score - a.result.score)[0];
      if (!best) break;
      chosen.push(best.result);
      uncovered = uncovered.filter((word) => !this.covered(best.result, word.terms));
    }
    // Unknown names are reported separately; the rest of the question decides the confidence.
    const weighed = topic.filter((word) => !unknownNames.includes(word.word));
    const missing = uncovered.filter((word) => !unknownNames.includes(word.word)).length;
    const coverage = weighed.length === 0 ? 0 : (weighed.length - missing) / weighed.length;
    if (coverage < MIN_COVERAGE) return { question, matches: [], unknownNames };
    return { question, matches: chosen.map((result) => ({ entry: this.byId.get(String(result.id))!, score: result.score })), unknownNames };
  }

  /** Passages for a model's prompt: the full text of the answers found for these questions. */
  passages(questions: readonly string[]): string[] {
    const ids = new Set(questions.flatMap((question) => this.answer(question).matches.map((match) => match.entry.id)));
    return [...ids].map((id) => answerText(this.byId.get(id)!, this.knowledge));
  }
}

const built = new WeakMap<Knowledge, KnowledgeBase>();

/** The knowledge base of a knowledge file, built once (at start-up, by the provider) and reused. */
export function knowledgeBaseFor(knowledge: Knowledge): KnowledgeBase {
  let base = built.get(knowledge);
  if (!base) {
    base = new KnowledgeBase(knowledge);
    built.set(knowledge, base);
  }
  return base;
}

/**
 * The shape of a scripted evaluation conversation: what the visitor writes,
 * turn by turn, and what a good sales assistant does with it.
 */
import type { LeadStage } from '../src/protocol/index.js';

/** Facts a visitor can give; once given, the assistant must not ask for them again. */
export type GivenFact = 'project' | 'stage' | 'timeline' | 'budget' | 'contact';

export interface ExpectedQuestion {
  /** A short label for the report. */
  about: string;
  /** Whether the agency's knowledge can answer it. */
  answerable: boolean;
  /** For answerable questions: what the answer must contain (each counts as one fact). */
  expect?: RegExp[];
}

export interface Turn {
  visitor: string;
  /** Facts this message gives (the assistant may acknowledge these, and only these). */
  gives?: GivenFact[];
  questions?: ExpectedQuestion[];
  /** Further facts the reply must contain. */
  mustContain?: RegExp[];
  /** Claims the reply must not make (besides the claims forbidden in every reply). */
  mustNotContain?: RegExp[];
  /** The visitor asked for a person: the chat must be flagged for hand-over. */
  handover?: boolean;
  /** The stage after this turn, when it matters before the end. */
  stage?: LeadStage | LeadStage[];
}

export interface Conversation {
  id: string;
  /** Who is writing, in a word (bank, clinic, job seeker, …). */
  who: string;
  turns: Turn[];
  /** Final lead stage; a list allows the neighbouring stage where a human would hesitate. */
  stage: LeadStage | LeadStage[];
  /** Whether the chat is handed to sales (webhook); by default, when it ends qualified. */
  lead?: boolean;
  /** What the lead record must (not) carry at the end. */
  recorded?: { email?: string | null; phone?: string | null; budget?: boolean; timeline?: boolean };
}

export const q = (about: string, ...expect: RegExp[]): ExpectedQuestion => ({ about, answerable: true, expect });
export const unknown = (about: string): ExpectedQuestion => ({ about, answerable: false });

/**
 * The shape of a scripted evaluation conversation: what the visitor writes,
 * turn by turn, and what a good sales assistant does with it. The scripts are
 * data (eval/conversations*.json), read and checked here.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LeadStage } from '@agency/chat-protocol';

const GIVEN_FACTS = ['project', 'stage', 'timeline', 'budget', 'contact'] as const;
const LEAD_STAGES = ['cold', 'warm', 'hot', 'qualified'] as const satisfies readonly LeadStage[];

/** Facts a visitor can give; once given, the assistant must not ask for them again. */
export type GivenFact = (typeof GIVEN_FACTS)[number];

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

/** A pattern in a script file: the name of one of the file's `patterns`, or a literal `/source/flags`. */
const pattern = z.string().min(1);
const stages = z.union([z.enum(LEAD_STAGES), z.array(z.enum(LEAD_STAGES)).min(2)]);

const turnSchema = z.strictObject({
  visitor: z.string().min(1),
  gives: z.array(z.enum(GIVEN_FACTS)).optional(),
  /** `answerable: false` marks a question the knowledge cannot answer; `expect` lists what the answer must contain. */
  questions: z
    .array(z.strictObject({ about: z.string().min(1), answerable: z.literal(false).optional(), expect: z.array(pattern).optional() }))
    .optional(),
  mustContain: z.array(pattern).optional(),
  mustNotContain: z.array(pattern).optional(),
  handover: z.boolean().optional(),
  stage: stages.optional(),
});

const scriptedSchema = z.strictObject({
  id: z.string().min(1),
  who: z.string().min(1),
  /** Why the expectation is what it is, for the reader of the file. */
  note: z.string().optional(),
  turns: z.array(turnSchema).min(1),
  stage: stages,
  lead: z.boolean().optional(),
  recorded: z
    .strictObject({
      email: z.string().nullable().optional(),
      phone: z.string().nullable().optional(),
      budget: z.boolean().optional(),
      timeline: z.boolean().optional(),
    })
    .optional(),
});

/** A visitor who is not a lead (job seeker, vendor, press…): routed on the first message, never sold to. */
const notALeadSchema = z.strictObject({
  id: z.string().min(1),
  who: z.string().min(1),
  notALead: z.strictObject({ visitor: z.array(z.string().min(1)).min(1), route: pattern }),
});

const scriptFileSchema = z.strictObject({
  about: z.string(),
  patterns: z.record(z.string(), pattern),
  /** What no reply to a visitor who is not a lead may contain. */
  notALeadNeverContains: z.array(pattern).optional(),
  batches: z
    .array(z.strictObject({ about: z.string().optional(), conversations: z.array(z.union([scriptedSchema, notALeadSchema])).min(1) }))
    .min(1),
});

type ScriptFile = z.infer<typeof scriptFileSchema>;

function literalPattern(text: string): RegExp | undefined {
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(text);
  return literal ? new RegExp(literal[1]!, literal[2]) : undefined;
}

function patternResolver(file: string, named: ScriptFile['patterns']): (text: string) => RegExp {
  return (text) => {
    const regExp = literalPattern(named[text] ?? text);
    if (!regExp) throw new Error(`${file}: "${text}" is neither a pattern name nor a /literal/`);
    return regExp;
  };
}

/** Reads one script file; throws with the file and the first mistake when it does not fit the shape. */
export function loadConversations(file: string): Conversation[] {
  const parsed = scriptFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const script = parsed.data;
  const resolve = patternResolver(file, script.patterns);
  const resolveAll = (texts: string[] | undefined) => texts?.map(resolve);
  const neverToNonLeads = resolveAll(script.notALeadNeverContains) ?? [];

  return script.batches
    .flatMap((batch) => batch.conversations)
    .map((entry): Conversation => {
      if ('notALead' in entry) {
        const route = resolve(entry.notALead.route);
        return {
          id: entry.id,
          who: entry.who,
          turns: entry.notALead.visitor.map((visitor, index) => ({
            visitor,
            ...(index === 0 ? { mustContain: [route] } : {}),
            mustNotContain: neverToNonLeads,
          })),
          stage: 'cold',
          lead: false,
          recorded: { email: null, phone: null },
        };
      }
      const { note: _note, turns, ...conversation } = entry;
      return {
        ...conversation,
        turns: turns.map(({ questions, mustContain, mustNotContain, ...turn }) => ({
          ...turn,
          ...(questions && {
            questions: questions.map((question) =>
              question.answerable === false
                ? { about: question.about, answerable: false }
                : { about: question.about, answerable: true, expect: resolveAll(question.expect) ?? [] },
            ),
          }),
          ...(mustContain && { mustContain: resolveAll(mustContain) }),
          ...(mustNotContain && { mustNotContain: resolveAll(mustNotContain) }),
        })),
      };
    });
}

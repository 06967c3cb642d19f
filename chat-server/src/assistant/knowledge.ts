/**
 * The agency's own content, from one editable file (knowledge/vaultline.json):
 * services, packages, deployment days, security, process, and a base of
 * answers (the questions each one answers and its text). The builtin
 * assistant answers from it; the remote providers get the passages found for
 * each message. Validated at start-up, so an editing mistake stops the server
 * with a clear message instead of a wrong answer later.
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/** Blocks of structured content an answer can show after its text. */
export const ANSWER_BLOCKS = [
  'services',
  'service:ai',
  'service:ui',
  'service:cloud',
  'service:ecommerce',
  'packages',
  'deployment',
  'process',
  'security',
  'technologies',
] as const;
export type AnswerBlock = (typeof ANSWER_BLOCKS)[number];

/** The {placeholders} an answer text may use. */
export const ANSWER_PLACEHOLDERS = [
  'agencyName',
  'assistantName',
  'contactEmail',
  'responseTime',
  'retentionDays',
  'about',
  'pricingNote',
] as const;

const knownPlaceholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].every(([, name]) => (ANSWER_PLACEHOLDERS as readonly string[]).includes(name!));

const answerSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes'),
    /** Questions visitors ask that this answer answers (the search matches them first). */
    questions: z.array(z.string().min(3)).min(1),
    keywords: z.array(z.string().min(2)).default([]),
    /** Markdown; {agencyName}, {assistantName}, {contactEmail}, {responseTime}, {retentionDays}, {about}, {pricingNote} are filled in. */
    answer: z
      .string()
      .refine(knownPlaceholders, { message: `unknown {placeholder}; use ${ANSWER_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}` }),
    show: z.enum(ANSWER_BLOCKS).optional(),
    /** The answer says honestly what cannot be confirmed here; the team's contact follows it. */
    honestFallback: z.boolean().default(false),
    /** Offered as a nearby topic (its first question) when a question finds no answer; false for who-is-writing answers. */
    suggest: z.boolean().default(true),
    /** Found by a topic search; false for an answer given for who the visitor is talking to ("are you a bot?"). */
    byTopic: z.boolean().default(true),
    /** The answer compares our work with products the visitor names (Copilot, ChatGPT): a name asked is its subject. */
    comparesNamedProducts: z.boolean().default(false),
  })
  .refine((entry) => entry.answer.trim() !== '' || entry.show !== undefined, { message: 'needs an answer text or a block to show' });

/** The same content in another language: every text of the agency's content, the facts unchanged (see localized-knowledge.ts). */
export const translationSchema = z.object({
  about: z.string().min(1),
  responseTime: z.string().min(1),
  pricingNote: z.string().min(1),
  fallback: z.string().min(1),
  teamOffer: z.string().min(1).refine(knownPlaceholders, { message: 'unknown {placeholder}' }),
  services: z.array(
    z.object({ id: z.enum(['ai', 'ui', 'cloud', 'ecommerce']), title: z.string(), summary: z.string(), highlights: z.array(z.string()) }),
  ),
  packages: z.array(z.object({ description: z.string(), features: z.array(z.string()).min(1) })),
  deployment: z.object({ steps: z.array(z.string()).min(1) }),
  security: z.array(z.string()).min(1),
  process: z.array(z.object({ step: z.string(), detail: z.string() })).min(1),
  answers: z.record(
    z.string(),
    z.object({
      questions: z.array(z.string().min(3)).min(1),
      answer: z.string().refine(knownPlaceholders, { message: 'unknown {placeholder}' }),
    }),
  ),
});
export type KnowledgeTranslation = z.infer<typeof translationSchema>;

const knowledgeSchema = z.object({
  agencyName: z.string().min(1),
  productName: z.string().min(1),
  assistantName: z.string().min(1),
  siteUrl: z.string().url(),
  contactEmail: z.string().email(),
  tagline: z.string().min(1),
  responseTime: z.string().min(1),
  /** Days chats and leads are kept; the server's RETENTION_DAYS overrides it when set. */
  retentionDays: z.number().int().positive(),
  about: z.string().min(1),
  services: z
    .array(
      z.object({ id: z.enum(['ai', 'ui', 'cloud', 'ecommerce']), title: z.string(), summary: z.string(), highlights: z.array(z.string()) }),
    )
    .min(1),
  packages: z
    .array(z.object({ name: z.string(), description: z.string(), features: z.array(z.string()).min(1), popular: z.boolean() }))
    .min(1),
  pricingNote: z.string().min(1),
  deployment: z.object({ days: z.number().int().positive(), steps: z.array(z.string()).min(1) }),
  security: z.array(z.string()).min(1),
  technologies: z.record(z.string(), z.array(z.string())),
  process: z.array(z.object({ step: z.string(), detail: z.string() })).min(1),
  /** Said when no answer matches with confidence. */
  fallback: z.string().min(1),
  /** Follows every honest fallback: how to reach the team. */
  teamOffer: z.string().min(1).refine(knownPlaceholders, { message: 'unknown {placeholder}' }),
  /** The language of the texts: 'en' for the file, 'de' or 'fr' for a copy with a translation laid over it. */
  locale: z.enum(['en', 'de', 'fr']).default('en'),
  /** German and French versions, read from vaultline.de.json and vaultline.fr.json beside the file. */
  translations: z.object({ de: translationSchema.optional(), fr: translationSchema.optional() }).default({}),
  /** What answers in this chat (set by the server from ASSISTANT_PROVIDER and the model), for questions about the chat itself. */
  runtime: z.object({ provider: z.string(), model: z.string().nullable() }).optional(),
  answers: z
    .array(answerSchema)
    .min(1)
    .refine((answers) => new Set(answers.map((entry) => entry.id)).size === answers.length, { message: 'answer ids must be unique' }),
});

export type Knowledge = z.infer<typeof knowledgeSchema>;
export type KnowledgeAnswer = Knowledge['answers'][number];

export function parseKnowledge(raw: unknown, source = 'knowledge'): Knowledge {
  const result = knowledgeSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new Error(`${source} is not valid: ${problems}`);
  }
  return result.data;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The knowledge file, with its translations (`<name>.de.json`, `<name>.fr.json`) when they sit beside it. */
export function loadKnowledge(file: string): Knowledge {
  const raw = readJson(file) as Record<string, unknown>;
  const translations: Record<string, unknown> = {};
  for (const locale of ['de', 'fr'] as const) {
    const translated = file.replace(/\.json$/, `.${locale}.json`);
    if (translated !== file && existsSync(translated)) translations[locale] = readJson(translated);
  }
  return parseKnowledge({ ...raw, translations }, file);
}

/** Fills the {placeholders} of an answer text from the knowledge's own fields. */
export function fillPlaceholders(text: string, knowledge: Knowledge): string {
  const values: Record<string, string> = {
    agencyName: knowledge.agencyName,
    assistantName: knowledge.assistantName,
    contactEmail: knowledge.contactEmail,
    responseTime: knowledge.responseTime,
    retentionDays: String(knowledge.retentionDays),
    about: knowledge.about,
    pricingNote: knowledge.pricingNote,
  };
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * The agency's own content, from one editable file (knowledge/vaultline.json).
 * The builtin assistant answers from it; the remote providers get it in
 * their system prompt. Validated at start-up, so an editing mistake stops the
 * server with a clear message instead of a wrong answer later.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const knowledgeSchema = z.object({
  agencyName: z.string().min(1),
  productName: z.string().min(1),
  assistantName: z.string().min(1),
  siteUrl: z.string().url(),
  contactEmail: z.string().email(),
  tagline: z.string().min(1),
  responseTime: z.string().min(1),
  about: z.string().min(1),
  services: z.array(z.object({ id: z.enum(['ai', 'ui', 'cloud', 'ecommerce']), title: z.string(), summary: z.string(), highlights: z.array(z.string()) })).min(1),
  packages: z.array(z.object({ name: z.string(), description: z.string(), features: z.array(z.string()).min(1), popular: z.boolean() })).min(1),
  pricingNote: z.string().min(1),
  deployment: z.object({ days: z.number().int().positive(), steps: z.array(z.string()).min(1) }),
  security: z.array(z.string()).min(1),
  technologies: z.record(z.string(), z.array(z.string())),
  process: z.array(z.object({ step: z.string(), detail: z.string() })).min(1),
});

export type Knowledge = z.infer<typeof knowledgeSchema>;

export function parseKnowledge(raw: unknown, source = 'knowledge'): Knowledge {
  const result = knowledgeSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new Error(`${source} is not valid: ${problems}`);
  }
  return result.data;
}

export function loadKnowledge(file: string): Knowledge {
  return parseKnowledge(JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
}

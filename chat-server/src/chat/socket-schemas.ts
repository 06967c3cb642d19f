/**
 * Edge validation of every socket packet (protocol/chat.ts shapes).
 */
import { z } from 'zod';
import { idSchema, multiLineText } from '../protocol/index.js';

/** Longest visitor message accepted, in characters. */
export const MAX_MESSAGE_LENGTH = 4000;

export const chatPayloadSchema = z.object({
  userId: idSchema,
  chatId: idSchema,
  message: multiLineText()
    .max(MAX_MESSAGE_LENGTH, `Messages are limited to ${MAX_MESSAGE_LENGTH} characters.`)
    .refine((text) => text.trim().length > 0, 'The message is empty.'),
  isStream: z.boolean(),
  messageId: idSchema.optional(),
  // Accepted for compatibility and ignored (docs/architecture.md "Trust").
  systemPrompt: multiLineText().max(20_000).optional(),
  marketingContext: z.unknown().optional(),
});

export const stopPayloadSchema = z.object({ userId: idSchema, chatId: idSchema, status: z.literal('stop') });

export const envelopeSchema = z.object({
  roomId: idSchema,
  type: z.enum(['CHAT_MESSAGE', 'CHAT_STATUS']),
  payload: z.unknown(),
});

export const roomIdSchema = idSchema;
export const typingSchema = z.tuple([idSchema, z.boolean()]);

export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/**
 * Edge validation of every socket packet (protocol/chat.ts shapes).
 */
import { z } from 'zod';

/** Longest visitor message accepted, in characters. */
export const MAX_MESSAGE_LENGTH = 4000;
const ID = z.string().min(1).max(128).regex(/^[\w.:-]+$/, 'Ids contain letters, digits, _ . : or -');

export const chatPayloadSchema = z.object({
  userId: ID,
  chatId: ID,
  message: z
    .string()
    .max(MAX_MESSAGE_LENGTH, `Messages are limited to ${MAX_MESSAGE_LENGTH} characters.`)
    .refine((text) => text.trim().length > 0, 'The message is empty.'),
  isStream: z.boolean(),
  messageId: ID.optional(),
  // Accepted for compatibility and ignored (DESIGN.md "Trust").
  systemPrompt: z.string().max(20_000).optional(),
  marketingContext: z.unknown().optional(),
});

export const stopPayloadSchema = z.object({ userId: ID, chatId: ID, status: z.literal('stop') });

export const envelopeSchema = z.object({
  roomId: ID,
  type: z.enum(['CHAT_MESSAGE', 'CHAT_STATUS']),
  payload: z.unknown(),
});

export const roomIdSchema = ID;
export const typingSchema = z.tuple([ID, z.boolean()]);

export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

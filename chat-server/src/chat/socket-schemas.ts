/**
 * Edge validation of every socket packet: the protocol's client → server
 * schemas (@agency/chat-protocol), under the names the socket server uses.
 */
import type { z } from 'zod';

export {
  chatPayloadSchema,
  sendMessageEnvelopeSchema as envelopeSchema,
  roomIdSchema,
  stopGenerationPayloadSchema as stopPayloadSchema,
  typingArgumentsSchema as typingSchema,
} from '@agency/chat-protocol';

export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/**
 * What visitors send most: every quick reply, the first question of each
 * answer in the knowledge file, and a message with contact details. The
 * server reads them before it listens (src/chat/warm-up.ts), and sends those
 * that make no lead through its own socket server (src/chat/socket-warm-up.ts).
 */
import type { Knowledge } from './knowledge.js';
import { QUICK_REPLY_SETS } from './quick-replies.js';

/** A visitor leaving their details: the e-mail and phone-number readers have their own first-use cost. */
const CONTACT_DETAILS_MESSAGE = 'You can reach me at alex@example.com or on +44 20 7946 0958.';

export function typicalVisitorMessages(knowledge: Knowledge): string[] {
  const quickReplies = Object.values(QUICK_REPLY_SETS).flatMap((set) => set.map((reply) => reply.text));
  const questions = knowledge.answers.map((answer) => answer.questions[0]!);
  return [...quickReplies, ...questions, CONTACT_DETAILS_MESSAGE];
}

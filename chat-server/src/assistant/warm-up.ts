/**
 * The assistant's start-up warm-up. The first time the server reads a kind of
 * message it compiles the regular expressions involved, loads the phone-number
 * metadata and runs its code unoptimised: a first message took 3 to 26 ms to
 * read, the same message afterwards well under 0.1 ms. Reading the messages
 * visitors send most (the quick replies, and the questions the knowledge base
 * answers) once before the server listens means the first visitors after a
 * deploy, who arrive together, do not queue behind that.
 */
import { composeReply } from '../providers/builtin/compose-reply.js';
import { initialConversationState } from './conversation.js';
import { analyzeUserMessage } from './engine.js';
import type { Knowledge } from './knowledge.js';
import { QUICK_REPLY_SETS } from './quick-replies.js';

/** A visitor leaving their details: the e-mail and phone-number readers have their own first-use cost. */
const CONTACT_DETAILS_MESSAGE = 'You can reach me at alex@example.com or on +44 20 7946 0958.';

/** What a visitor typically sends: every quick reply, the first question of each answer, and contact details. */
export function typicalVisitorMessages(knowledge: Knowledge): string[] {
  const quickReplies = Object.values(QUICK_REPLY_SETS).flatMap((set) => set.map((reply) => reply.text));
  const questions = knowledge.answers.map((answer) => answer.questions[0]!);
  return [...quickReplies, ...questions, CONTACT_DETAILS_MESSAGE];
}

/**
 * Reads each typical message as a visitor's first, and composes the builtin reply to it. Returns
 * how long it took (ms) and the messages that failed: a warm-up never stops the server from starting.
 */
export function warmUpAssistant(
  knowledge: Knowledge,
  now = Date.now(),
): { ms: number; failed: Array<{ message: string; error: unknown }> } {
  const started = performance.now();
  const failed: Array<{ message: string; error: unknown }> = [];
  const initial = initialConversationState('warm-up', 'warm-up', now);
  for (const message of typicalVisitorMessages(knowledge)) {
    try {
      const state = analyzeUserMessage(initial, message, now);
      composeReply(knowledge, state, [{ role: 'user', content: message }]);
    } catch (error) {
      failed.push({ message, error });
    }
  }
  return { ms: performance.now() - started, failed };
}

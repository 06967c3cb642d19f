/** Visitor messages played through Vera's builtin reply rules, as the reply-rule tests read them. */
import path from 'node:path';
import { initialConversationState, type ConversationState } from '../assistant/conversation.js';
import { analyzeUserMessage } from '../assistant/engine.js';
import { type Knowledge, loadKnowledge } from '../assistant/knowledge.js';
import type { HistoryEntry } from '../providers/provider.js';
import { composeReply } from '../providers/builtin/compose-reply.js';

/** The knowledge the site ships with. */
export const knowledge = loadKnowledge(path.resolve(__dirname, '../../knowledge/vaultline.json'));

/** Each message in turn as one conversation: Vera's reply to each, and the conversation's state at the end. */
export function play(messages: string[], using: Knowledge = knowledge): { replies: string[]; state: ConversationState } {
  let state = initialConversationState('anon_x_abcdefghi', 'sess', 0);
  const history: HistoryEntry[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    state = analyzeUserMessage(state, message, 0, using);
    history.push({ role: 'user', content: message });
    const { text } = composeReply(using, state, history);
    history.push({ role: 'assistant', content: text });
    replies.push(text);
  }
  return { replies, state };
}

/** Vera's reply to the last of the messages, after the ones before it. */
export const reply = (...messages: string[]) => play(messages).replies.at(-1)!;

/** The opening of a knowledge answer, to find that answer inside a reply. */
export function answerOpening(id: string): string {
  return knowledge.answers.find((answer) => answer.id === id)!.answer.slice(0, 40);
}

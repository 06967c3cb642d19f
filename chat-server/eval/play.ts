/**
 * Plays a scripted conversation through the same pieces the chat uses:
 * the engine's analysis, the builtin provider's streamed reply, the quick
 * replies and the lead decision. No socket, no database: deterministic.
 */
import { initialConversationState, type ConversationState } from '../src/assistant/conversation.js';
import { analyzeUserMessage } from '../src/assistant/engine.js';
import type { Knowledge } from '../src/assistant/knowledge.js';
import { systemPromptFor } from '../src/assistant/prompts.js';
import { chooseQuickReplies } from '../src/assistant/quick-replies.js';
import { wantsConsultation } from '../src/booking/bookings.js';
import { isChatLead } from '../src/leads/lead-store.js';
import type { QuickReply } from '@agency/chat-protocol';
import type { AssistantProvider, HistoryEntry } from '../src/providers/provider.js';
import type { Conversation } from './conversation-script.js';

export interface PlayedTurn {
  visitor: string;
  reply: string;
  state: ConversationState;
  quickReplies: QuickReply[];
  /** Whether the chat would be handed to sales after this turn. */
  lead: boolean;
  handover: boolean;
  /** How long the engine's analysis of this message took (the reply not included), in milliseconds. */
  analysisMs: number;
}

const START = Date.UTC(2026, 10, 2, 9, 0, 0);

async function streamedText(
  provider: AssistantProvider,
  state: ConversationState,
  history: HistoryEntry[],
  knowledge: Knowledge,
): Promise<string> {
  let text = '';
  // As the server does: the consultation's free times are shown under the reply when the visitor wants a call (the
  // eval's visitors never hold a booking, and the team always has free times).
  const bookingOffered = wantsConsultation(state);
  const request = { state, history, bookingOffered, systemPrompt: systemPromptFor(state, knowledge, undefined, bookingOffered) };
  for await (const chunk of provider.streamReply(request, new AbortController().signal)) if (chunk.type === 'text') text += chunk.text;
  return text;
}

export async function playConversation(
  conversation: Conversation,
  provider: AssistantProvider,
  knowledge: Knowledge,
): Promise<PlayedTurn[]> {
  let state = initialConversationState('anon_eval_abcdefghi', 'sess_eval', START);
  const history: HistoryEntry[] = [];
  const played: PlayedTurn[] = [];
  for (const [index, turn] of conversation.turns.entries()) {
    const now = START + (index + 1) * 30_000;
    const started = performance.now();
    state = analyzeUserMessage(state, turn.visitor, now, knowledge);
    const analysisMs = performance.now() - started;
    history.push({ role: 'user', content: turn.visitor });
    const reply = await streamedText(provider, state, history, knowledge);
    history.push({ role: 'assistant', content: reply });
    const handover = (state as { handoverRequested?: boolean }).handoverRequested === true;
    played.push({
      visitor: turn.visitor,
      reply,
      state,
      quickReplies: chooseQuickReplies(state),
      lead: isChatLead(state),
      handover,
      analysisMs,
    });
  }
  return played;
}

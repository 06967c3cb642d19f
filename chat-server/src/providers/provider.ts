/**
 * What every language-model provider offers the chat: a streamed reply.
 * The engine has already analysed the conversation; the provider only writes text.
 */
import type { ConversationState } from '../assistant/conversation.js';
import type { TeamAvailability } from '../assistant/team-availability.js';
import type { ProviderName } from '../config/config.js';
import type { TokenUsage } from '@agency/chat-protocol';

export interface HistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}

export interface ReplyRequest {
  /** The conversation state after the latest visitor message. */
  state: ConversationState;
  /** The conversation so far, oldest first, ending with the latest visitor message. */
  history: HistoryEntry[];
  /** Chosen by the server from the phase (a client-sent prompt is never used). */
  systemPrompt: string;
  /**
   * How often the server sends this reply's text on, in ms. A provider that
   * paces itself need not hand text on more often; absent, it may hand on each chunk.
   */
  frameIntervalMs?: number;
  /** Whether a person from the team can join now; given once the visitor has asked for one (already in `systemPrompt`). */
  team?: TeamAvailability;
  /** True when the consultation's free times are shown under this reply, so the visitor can book one there. */
  bookingOffered?: boolean;
}

export type ReplyChunk = { type: 'text'; text: string } | { type: 'usage'; usage: TokenUsage };

export interface AssistantProvider {
  readonly name: ProviderName;
  /** True when requests leave this server (personal data is then redacted first). */
  readonly remote: boolean;
  streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<ReplyChunk>;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    /** False for failures a retry cannot fix (bad key, bad request). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Rough token count (4 characters a token) for providers that report none. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

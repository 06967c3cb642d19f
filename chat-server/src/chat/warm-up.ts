/**
 * The start-up warm-up: before the server listens, each typical visitor
 * message takes the steps a real one takes before its reply reaches the
 * socket (the packet's validation, the analysis, and with the builtin
 * assistant the composed reply streamed through the provider guard into
 * stream frames), without a socket, the database or an outbound request.
 *
 * The first pass pays the first-use costs (regular expressions, the
 * phone-number metadata). The later passes let V8 optimise the code: the
 * first messages of 100 visitors writing at once to a fresh server held its
 * event loop about half as long after five passes as after one (README,
 * "Figures (bench)"), so the first visitors after a deploy, who arrive
 * together, do not queue behind unoptimised code. The second stage
 * (socket-warm-up.ts) then takes the same kind of messages through the
 * socket server itself.
 */
import { typicalVisitorMessages } from '../assistant/typical-messages.js';
import { initialConversationState } from '../assistant/conversation.js';
import { analyzeUserMessage } from '../assistant/engine.js';
import type { Knowledge } from '../assistant/knowledge.js';
import { createBuiltinProvider } from '../providers/builtin/builtin-provider.js';
import { guardedStream } from '../providers/guarded-stream.js';
import type { AssistantProvider } from '../providers/provider.js';
import { chatPayloadSchema, envelopeSchema } from './socket-schemas.js';
import { createFrameCoalescer, STREAM_FRAME_INTERVAL_MS } from './stream-frames.js';

/** Passes over the typical messages: about 0.2 s at start-up on a slow machine; 10 or 20 did no better in the bench. */
export const WARM_UP_PASSES = 5;

const WARM_UP_VISITOR = 'anon_warmup';
/** Generous: nothing here waits for anything but the CPU. */
const WARM_UP_GUARD = { firstTokenTimeoutMs: 60_000, idleTimeoutMs: 60_000, attempts: 1 };

export interface WarmUpOptions {
  /** Stream the builtin assistant's replies too (only when it is the server's provider). */
  builtinReplies: boolean;
  passes?: number;
}

export interface WarmUpResult {
  ms: number;
  /** Messages read (validated and analysed), and builtin replies streamed, over all passes. */
  read: number;
  replies: number;
  /** Messages that failed (each once); a warm-up never stops the server from starting. */
  failed: Array<{ message: string; error: unknown }>;
}

/** One message's steps up to its last stream frame; true when a reply was streamed. */
async function replyTo(message: string, builtin: AssistantProvider | null, now: number): Promise<boolean> {
  const payload = { userId: WARM_UP_VISITOR, chatId: 'warm-up', message, isStream: true, messageId: 'warm-up' };
  const envelope = envelopeSchema.parse({ roomId: WARM_UP_VISITOR, type: 'CHAT_MESSAGE', payload });
  const { message: text } = chatPayloadSchema.parse(envelope.payload);
  const state = analyzeUserMessage(initialConversationState(WARM_UP_VISITOR, 'warm-up', now), text, now);
  if (!builtin) return false;

  let sent = 0;
  const frames = createFrameCoalescer({ intervalMs: () => STREAM_FRAME_INTERVAL_MS, send: (delta) => (sent += delta.length) });
  const request = {
    state,
    history: [{ role: 'user' as const, content: text }],
    frameIntervalMs: () => STREAM_FRAME_INTERVAL_MS,
    systemPrompt: '',
  };
  for await (const chunk of guardedStream(builtin, request, new AbortController().signal, WARM_UP_GUARD))
    if (chunk.type === 'text') frames.push(chunk.text);
  frames.flush();
  if (sent === 0) throw new Error('the builtin assistant composed an empty reply');
  return true;
}

export async function warmUpReplies(knowledge: Knowledge, options: WarmUpOptions): Promise<WarmUpResult> {
  const started = performance.now();
  const now = Date.now();
  const messages = typicalVisitorMessages(knowledge);
  // Its own instance without pauses between chunks: the same code, at once.
  const builtin = options.builtinReplies ? createBuiltinProvider(knowledge, 0) : null;
  const failed = new Map<string, unknown>();
  let read = 0;
  let replies = 0;
  for (let pass = 0; pass < (options.passes ?? WARM_UP_PASSES); pass += 1) {
    for (const message of messages) {
      if (failed.has(message)) continue;
      try {
        if (await replyTo(message, builtin, now)) replies += 1;
        read += 1;
      } catch (error) {
        failed.set(message, error);
      }
    }
  }
  return { ms: performance.now() - started, read, replies, failed: [...failed].map(([message, error]) => ({ message, error })) };
}

/**
 * ASSISTANT_PROVIDER=builtin (the default): runs on this server, makes no
 * outbound request, and streams its composed reply in small chunks.
 */
import type { Knowledge } from '../../assistant/knowledge.js';
import { type AssistantProvider, type ReplyChunk, type ReplyRequest, estimateTokens } from '../provider.js';
import { composeReply } from './compose-reply.js';

/** Words per streamed chunk. */
export const BUILTIN_WORDS_PER_CHUNK = 4;

/** Pauses between chunks that end at once when the reply is cancelled; one abort listener per reply, not per pause. */
function pacer(ms: number, signal: AbortSignal) {
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const onAbort = () => {
    clearTimeout(timer);
    wake?.();
  };
  signal.addEventListener('abort', onAbort, { once: true });
  return {
    pause: (): Promise<void> =>
      ms <= 0 || signal.aborted
        ? Promise.resolve()
        : new Promise((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, ms);
          }),
    release: () => signal.removeEventListener('abort', onAbort),
  };
}

/** Splits after whitespace so that joining the chunks gives the text back exactly. */
export function chunkText(text: string, wordsPerChunk = BUILTIN_WORDS_PER_CHUNK): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) chunks.push(pieces.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

export function createBuiltinProvider(knowledge: Knowledge, chunkDelayMs: number): AssistantProvider {
  return {
    name: 'builtin',
    remote: false,
    async *streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<ReplyChunk> {
      const { text } = composeReply(knowledge, request.state, request.history);
      const pacing = pacer(chunkDelayMs, signal);
      try {
        for (const chunk of chunkText(text)) {
          if (signal.aborted) return;
          yield { type: 'text', text: chunk };
          await pacing.pause();
        }
      } finally {
        pacing.release();
      }
      const promptTokens = estimateTokens(request.systemPrompt + request.history.map((entry) => entry.content).join('\n'));
      const completionTokens = estimateTokens(text);
      yield { type: 'usage', usage: { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens } };
    },
  };
}

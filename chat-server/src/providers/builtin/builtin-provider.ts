/**
 * ASSISTANT_PROVIDER=builtin (the default): runs on this server, makes no
 * outbound request, and streams its composed reply in small chunks.
 */
import type { Knowledge } from '../../assistant/knowledge.js';
import { type AssistantProvider, type ReplyChunk, type ReplyRequest, estimateTokens } from '../provider.js';
import { composeReply } from './compose-reply.js';

/** Words per streamed chunk. */
export const BUILTIN_WORDS_PER_CHUNK = 4;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
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
      for (const chunk of chunkText(text)) {
        if (signal.aborted) return;
        yield { type: 'text', text: chunk };
        await sleep(chunkDelayMs, signal);
      }
      const promptTokens = estimateTokens(request.systemPrompt + request.history.map((entry) => entry.content).join('\n'));
      const completionTokens = estimateTokens(text);
      yield { type: 'usage', usage: { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens } };
    },
  };
}

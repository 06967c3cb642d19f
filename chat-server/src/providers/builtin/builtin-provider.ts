/**
 * ASSISTANT_PROVIDER=builtin (the default): runs on this server, makes no
 * outbound request, and streams its composed reply at a model's pace: a chunk
 * of a few words per `chunkDelayMs`.
 */
import type { Knowledge } from '../../assistant/knowledge.js';
import { type AssistantProvider, type ReplyChunk, type ReplyRequest, estimateTokens } from '../provider.js';
import { composeReply } from './compose-reply.js';

/** Words per streamed chunk. */
export const BUILTIN_WORDS_PER_CHUNK = 4;

/** Pauses between chunks that end at once when the reply is cancelled; one abort listener per reply, not per pause. */
function pacer(signal: AbortSignal) {
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const onAbort = () => {
    clearTimeout(timer);
    wake?.();
  };
  signal.addEventListener('abort', onAbort, { once: true });
  return {
    pause: (ms: number): Promise<void> =>
      ms <= 0 || signal.aborted
        ? Promise.resolve()
        : new Promise((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, ms);
          }),
    release: () => signal.removeEventListener('abort', onAbort),
  };
}

/**
 * The text's chunks of `wordsPerChunk` words, split after whitespace so that
 * joining them gives the text back exactly. Found as they are asked for, so
 * the first chunk goes out before the rest of the reply is split: with 100
 * visitors writing at once, splitting whole replies up front took 6 % of the
 * server's time before their first chunks (CPU profile, 2026-11-26).
 */
export function* textChunks(text: string, wordsPerChunk = BUILTIN_WORDS_PER_CHUNK): Generator<string> {
  const word = /\s*\S+\s*/g;
  let start = 0;
  let end = 0;
  let words = 0;
  for (let match = word.exec(text); match !== null; match = word.exec(text)) {
    if (words === 0) start = match.index;
    end = word.lastIndex;
    words += 1;
    if (words < wordsPerChunk) continue;
    yield text.slice(start, end);
    words = 0;
  }
  if (words > 0) yield text.slice(start, end);
}

/**
 * The reply's chunks as they are released: the first alone, then the chunks
 * that fall due within each release interval together, each group after the
 * pause its chunks would have taken one by one.
 */
export function* releaseGroups(
  chunks: Iterable<string>,
  chunkDelayMs: number,
  releaseIntervalMs: number,
): Generator<{ text: string; pauseMs: number }> {
  const iterator = chunks[Symbol.iterator]();
  let next = iterator.next();
  if (next.done) return;
  yield { text: next.value, pauseMs: 0 };
  next = iterator.next();
  while (!next.done) {
    const perRelease = chunkDelayMs > 0 ? Math.max(1, Math.floor(releaseIntervalMs / chunkDelayMs)) : 1;
    let text = '';
    let count = 0;
    while (!next.done && count < perRelease) {
      text += next.value;
      count += 1;
      next = iterator.next();
    }
    yield { text, pauseMs: count * chunkDelayMs };
  }
}

/**
 * Words go on at most once per the request's frame interval: the server sends
 * a streaming reply's text in one frame per interval anyway (the widget paints
 * at that rate), so waking for each chunk would only cost timers and wake-ups.
 * The words per second stay the same.
 */
export function createBuiltinProvider(knowledge: Knowledge, chunkDelayMs: number): AssistantProvider {
  return {
    name: 'builtin',
    remote: false,
    async *streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<ReplyChunk> {
      const { text } = composeReply(knowledge, request.state, request.history, request.team, request.bookingOffered);
      const pacing = pacer(signal);
      try {
        for (const { text: release, pauseMs } of releaseGroups(textChunks(text), chunkDelayMs, request.frameIntervalMs ?? 0)) {
          await pacing.pause(pauseMs);
          if (signal.aborted) return;
          yield { type: 'text', text: release };
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

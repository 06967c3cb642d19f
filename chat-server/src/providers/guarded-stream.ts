/**
 * Timeouts and bounded retries around any provider: a reply that has not
 * started within the first-token timeout is cancelled and retried (up to
 * `attempts` in all, for retryable failures); once text has reached the
 * visitor it is never retried, and a stream that goes silent is ended as failed.
 */
import type { AssistantProvider, ReplyChunk, ReplyRequest } from './provider.js';
import { ProviderError } from './provider.js';

export interface GuardOptions {
  firstTokenTimeoutMs: number;
  idleTimeoutMs: number;
  attempts: number;
  /** Pause before retry n (1-based) */
  backoffMs?: (retry: number) => number;
  onRetry?: (attempt: number, error: ProviderError) => void;
}

const TIMED_OUT = Symbol('timed out');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function linkedController(outer: AbortSignal): AbortController {
  const controller = new AbortController();
  if (outer.aborted) controller.abort(outer.reason);
  else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
  return controller;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function asProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  return new ProviderError(error instanceof Error ? error.message : String(error), true);
}

export async function* guardedStream(
  provider: AssistantProvider,
  request: ReplyRequest,
  signal: AbortSignal,
  options: GuardOptions,
): AsyncIterable<ReplyChunk> {
  const backoff = options.backoffMs ?? ((retry: number) => 250 * 2 ** (retry - 1));
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    if (signal.aborted) return;
    const controller = linkedController(signal);
    const iterator = provider.streamReply(request, controller.signal)[Symbol.asyncIterator]();
    let first: IteratorResult<ReplyChunk> | typeof TIMED_OUT;
    try {
      first = await withTimeout(iterator.next(), options.firstTokenTimeoutMs);
    } catch (error) {
      controller.abort();
      if (signal.aborted) return;
      const failure = asProviderError(error);
      if (!failure.retryable || attempt === options.attempts) throw failure;
      options.onRetry?.(attempt, failure);
      await delay(backoff(attempt), signal);
      continue;
    }
    if (first === TIMED_OUT) {
      controller.abort();
      void iterator.return?.(undefined)?.catch(() => undefined);
      if (signal.aborted) return;
      const failure = new ProviderError(`${provider.name} sent nothing within ${options.firstTokenTimeoutMs} ms`, true);
      if (attempt === options.attempts) throw failure;
      options.onRetry?.(attempt, failure);
      await delay(backoff(attempt), signal);
      continue;
    }
    if (first.done) return;
    yield first.value;
    // One timer for the whole stream, pushed back at every chunk (a timer per chunk cost more than the chunk).
    let goneSilent!: (value: typeof TIMED_OUT) => void;
    const silence = new Promise<typeof TIMED_OUT>((resolve) => (goneSilent = resolve));
    const idle = setTimeout(() => goneSilent(TIMED_OUT), options.idleTimeoutMs);
    try {
      for (;;) {
        idle.refresh();
        const next = await Promise.race([iterator.next(), silence]).catch((error: unknown) => {
          throw asProviderError(error);
        });
        if (next === TIMED_OUT) {
          controller.abort();
          void iterator.return?.(undefined)?.catch(() => undefined);
          if (signal.aborted) return;
          throw new ProviderError(`${provider.name} stopped responding for ${options.idleTimeoutMs} ms`, false);
        }
        if (next.done) return;
        yield next.value;
      }
    } finally {
      clearTimeout(idle);
    }
  }
}

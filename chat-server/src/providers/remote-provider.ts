/**
 * What the OpenAI-compatible and Anthropic providers share: their settings, the
 * SDK client options, and how a failed request becomes a ProviderError.
 */
import { type AssistantProvider, ProviderError, type ReplyChunk, type ReplyRequest } from './provider.js';

export interface RemoteProviderOptions {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** Upper bound for one HTTP request; the chat's own first-token and idle guards are tighter. */
  timeoutMs: number;
  maxTokens: number;
}

/** 4xx other than 408/409/429 will fail again the same way. */
export function isRetryableStatus(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

export function toProviderError(error: unknown, provider: string): ProviderError {
  if (error instanceof ProviderError) return error;
  const status = (error as { status?: number }).status;
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError(`${provider} request failed${status ? ` (${status})` : ''}: ${message}`, isRetryableStatus(status));
}

/** The options both SDK clients take; `missingKey` stands in for an endpoint that needs none. */
export function sdkClientOptions(options: RemoteProviderOptions, missingKey: string) {
  return {
    apiKey: options.apiKey ?? missingKey,
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    // Retries before the first token are the chat's job, so the count stays bounded in one place.
    maxRetries: 0,
  };
}

/**
 * A remote provider streaming with `stream`: a cancelled reply ends quietly, any
 * other failure becomes a ProviderError that says whether a retry can help.
 */
export function remoteProvider(
  name: AssistantProvider['name'],
  stream: (request: ReplyRequest, signal: AbortSignal) => AsyncIterable<ReplyChunk>,
): AssistantProvider {
  return {
    name,
    remote: true,
    async *streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<ReplyChunk> {
      try {
        yield* stream(request, signal);
      } catch (error) {
        if (signal.aborted) return;
        throw toProviderError(error, name);
      }
    },
  };
}

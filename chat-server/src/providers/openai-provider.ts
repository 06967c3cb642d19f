/**
 * ASSISTANT_PROVIDER=openai: any OpenAI-compatible chat-completions endpoint
 * (OpenAI, Groq, Ollama, vLLM, llama.cpp, OpenRouter), streamed.
 */
import OpenAI from 'openai';
import { type AssistantProvider, ProviderError, type ReplyChunk, type ReplyRequest } from './provider.js';

export interface RemoteProviderOptions {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** Upper bound for one HTTP request; the chat's own first-token and idle guards are tighter. */
  timeoutMs: number;
  maxTokens: number;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

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

export function createOpenAiProvider(options: RemoteProviderOptions): AssistantProvider {
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'not-needed',
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    // Retries before the first token are the chat's job, so the count stays bounded in one place.
    maxRetries: 0,
  });
  return {
    name: 'openai',
    remote: true,
    async *streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<ReplyChunk> {
      try {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: options.maxTokens,
            messages: [{ role: 'system', content: request.systemPrompt }, ...request.history.map((entry) => ({ role: entry.role, content: entry.content }))],
          },
          { signal },
        );
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield { type: 'text', text };
          if (chunk.usage) {
            yield {
              type: 'usage',
              usage: { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens, totalTokens: chunk.usage.total_tokens },
            };
          }
        }
      } catch (error) {
        if (signal.aborted) return;
        throw toProviderError(error, 'openai');
      }
    },
  };
}

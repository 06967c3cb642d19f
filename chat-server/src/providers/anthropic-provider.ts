/**
 * ASSISTANT_PROVIDER=anthropic: the Anthropic Messages API, streamed.
 */
import Anthropic from '@anthropic-ai/sdk';
import { toProviderError, type RemoteProviderOptions } from './openai-provider.js';
import type { AssistantProvider, ReplyChunk, ReplyRequest } from './provider.js';

export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-4-5';

export function createAnthropicProvider(options: RemoteProviderOptions): AssistantProvider {
  const client = new Anthropic({
    apiKey: options.apiKey ?? 'not-set',
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return {
    name: 'anthropic',
    remote: true,
    async *streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<ReplyChunk> {
      try {
        const stream = await client.messages.create(
          {
            model: options.model,
            max_tokens: options.maxTokens,
            system: request.systemPrompt,
            stream: true,
            messages: request.history.map((entry) => ({ role: entry.role, content: entry.content })),
          },
          { signal },
        );
        let promptTokens = 0;
        let completionTokens = 0;
        for await (const event of stream) {
          if (event.type === 'message_start') promptTokens = event.message.usage.input_tokens;
          if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') yield { type: 'text', text: event.delta.text };
          if (event.type === 'message_delta') completionTokens = event.usage.output_tokens;
        }
        yield { type: 'usage', usage: { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens } };
      } catch (error) {
        if (signal.aborted) return;
        throw toProviderError(error, 'anthropic');
      }
    },
  };
}

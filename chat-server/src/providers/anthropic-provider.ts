/**
 * ASSISTANT_PROVIDER=anthropic: the Anthropic Messages API, streamed.
 */
import Anthropic from '@anthropic-ai/sdk';
import type { AssistantProvider } from './provider.js';
import { remoteProvider, type RemoteProviderOptions, sdkClientOptions } from './remote-provider.js';

export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-4-5';

export function createAnthropicProvider(options: RemoteProviderOptions): AssistantProvider {
  const client = new Anthropic(sdkClientOptions(options, 'not-set'));
  return remoteProvider('anthropic', async function* (request, signal) {
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
  });
}

/**
 * ASSISTANT_PROVIDER=openai: any OpenAI-compatible chat-completions endpoint
 * (OpenAI, Groq, Ollama, vLLM, llama.cpp, OpenRouter), streamed.
 */
import OpenAI from 'openai';
import type { AssistantProvider } from './provider.js';
import { remoteProvider, type RemoteProviderOptions, sdkClientOptions } from './remote-provider.js';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export function createOpenAiProvider(options: RemoteProviderOptions): AssistantProvider {
  const client = new OpenAI(sdkClientOptions(options, 'not-needed'));
  return remoteProvider('openai', async function* (request, signal) {
    const stream = await client.chat.completions.create(
      {
        model: options.model,
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: options.maxTokens,
        messages: [
          { role: 'system', content: request.systemPrompt },
          ...request.history.map((entry) => ({ role: entry.role, content: entry.content })),
        ],
      },
      { signal },
    );
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield { type: 'text', text };
      if (chunk.usage) {
        yield {
          type: 'usage',
          usage: {
            promptTokens: chunk.usage.prompt_tokens,
            completionTokens: chunk.usage.completion_tokens,
            totalTokens: chunk.usage.total_tokens,
          },
        };
      }
    }
  });
}

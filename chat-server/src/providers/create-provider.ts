/**
 * The provider chosen by ASSISTANT_PROVIDER, with redaction for remote ones.
 */
import { knowledgeBaseFor } from '../assistant/knowledge-base/knowledge-base.js';
import type { Knowledge } from '../assistant/knowledge.js';
import type { ServerConfig } from '../config/config.js';
import { withRedaction } from '../privacy/redaction.js';
import { createAnthropicProvider, DEFAULT_ANTHROPIC_MODEL } from './anthropic-provider.js';
import { createBuiltinProvider } from './builtin/builtin-provider.js';
import { createOpenAiProvider, DEFAULT_OPENAI_MODEL } from './openai-provider.js';
import type { AssistantProvider } from './provider.js';

export const REPLY_MAX_TOKENS = 1024;

export function createProvider(config: ServerConfig, knowledge: Knowledge): AssistantProvider {
  // The retention the hourly cleanup applies is the one the assistant states (and the privacy policy shows).
  knowledge.retentionDays = config.retentionDays;
  // Questions about this chat ("which model is this?") are answered from what actually runs.
  knowledge.runtime = {
    provider: config.provider,
    model:
      config.provider === 'openai'
        ? (config.assistantModel ?? DEFAULT_OPENAI_MODEL)
        : config.provider === 'anthropic'
          ? (config.assistantModel ?? DEFAULT_ANTHROPIC_MODEL)
          : null,
  };
  // The search index is built once, here at start-up, not on the first message.
  knowledgeBaseFor(knowledge);
  const remote = {
    baseUrl: config.assistantBaseUrl,
    apiKey: config.assistantApiKey,
    timeoutMs: Math.max(config.providerFirstTokenTimeoutMs, config.providerIdleTimeoutMs) * 6,
    maxTokens: REPLY_MAX_TOKENS,
  };
  switch (config.provider) {
    case 'openai':
      return withRedaction(createOpenAiProvider({ ...remote, model: config.assistantModel ?? DEFAULT_OPENAI_MODEL }), [
        knowledge.contactEmail,
      ]);
    case 'anthropic':
      return withRedaction(createAnthropicProvider({ ...remote, model: config.assistantModel ?? DEFAULT_ANTHROPIC_MODEL }), [
        knowledge.contactEmail,
      ]);
    default:
      return createBuiltinProvider(knowledge, config.builtinChunkDelayMs);
  }
}

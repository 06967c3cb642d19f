/**
 * No e-mail address or phone number leaves the server towards a third-party
 * model (issue 8): they are replaced by placeholders in the request and put
 * back in the reply the visitor sees, also when a placeholder is split
 * across streamed chunks.
 */
import type { AssistantProvider, ReplyChunk, ReplyRequest } from '../providers/provider.js';

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const PHONE = /(?<![\w@.[])\+?\d[\d\s().-]{6,}\d(?![\w@\]])/g;
const MIN_PHONE_DIGITS = 8;
const PLACEHOLDER = /\[(EMAIL|PHONE)_\d+\]/g;
/** A chunk ending in what could still become a placeholder is held back. */
const PARTIAL_PLACEHOLDER = /\[(?:E(?:M(?:A(?:I(?:L(?:_\d*)?)?)?)?)?|P(?:H(?:O(?:N(?:E(?:_\d*)?)?)?)?)?)?$/;

export class Redactor {
  private readonly byValue = new Map<string, string>();
  private readonly byPlaceholder = new Map<string, string>();
  private counts = { EMAIL: 0, PHONE: 0 };

  /** `keep`: the agency's own public addresses, which are not personal data. */
  constructor(private readonly keep: ReadonlySet<string> = new Set()) {}

  private placeholderFor(kind: 'EMAIL' | 'PHONE', value: string): string {
    if (this.keep.has(value.toLowerCase())) return value;
    const known = this.byValue.get(value);
    if (known) return known;
    this.counts[kind] += 1;
    const placeholder = `[${kind}_${this.counts[kind]}]`;
    this.byValue.set(value, placeholder);
    this.byPlaceholder.set(placeholder, value);
    return placeholder;
  }

  redact(text: string): string {
    const withoutEmails = text.replace(EMAIL, (email) => this.placeholderFor('EMAIL', email));
    return withoutEmails.replace(PHONE, (phone) =>
      phone.replace(/\D/g, '').length >= MIN_PHONE_DIGITS ? this.placeholderFor('PHONE', phone) : phone,
    );
  }

  restore(text: string): string {
    return text.replace(PLACEHOLDER, (placeholder) => this.byPlaceholder.get(placeholder) ?? placeholder);
  }

  /** Restores placeholders in a stream of chunks; call `flush` at the end. */
  restorer(): { push(chunk: string): string; flush(): string } {
    let pending = '';
    return {
      push: (chunk) => {
        const text = pending + chunk;
        const partial = PARTIAL_PLACEHOLDER.exec(text);
        pending = partial ? partial[0] : '';
        return this.restore(partial ? text.slice(0, partial.index) : text);
      },
      flush: () => {
        const rest = this.restore(pending);
        pending = '';
        return rest;
      },
    };
  }
}

/** The visitor's messages first, so their details get the low numbers the model sees most. */
export function redactRequest(request: ReplyRequest, redactor: Redactor): ReplyRequest {
  const history = request.history.map((entry) => ({ ...entry, content: redactor.redact(entry.content) }));
  return { ...request, history, systemPrompt: redactor.redact(request.systemPrompt) };
}

/** Wraps a remote provider; the builtin makes no outbound request and needs none. */
export function withRedaction(provider: AssistantProvider, publicAddresses: readonly string[] = []): AssistantProvider {
  if (!provider.remote) return provider;
  const keep = new Set(publicAddresses.map((address) => address.toLowerCase()));
  return {
    name: provider.name,
    remote: true,
    async *streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<ReplyChunk> {
      const redactor = new Redactor(keep);
      const restorer = redactor.restorer();
      for await (const chunk of provider.streamReply(redactRequest(request, redactor), signal)) {
        if (chunk.type !== 'text') {
          yield chunk;
          continue;
        }
        const text = restorer.push(chunk.text);
        if (text) yield { type: 'text', text };
      }
      const rest = restorer.flush();
      if (rest) yield { type: 'text', text: rest };
    },
  };
}

/**
 * Real HTTP servers on loopback that speak the streaming wire formats of the
 * OpenAI chat-completions API and the Anthropic Messages API (SSE), scripted
 * per request: a normal stream, an error status, a failure mid-stream, or a hang.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WireFormat = 'openai' | 'anthropic';

export type Script =
  | { kind: 'stream'; chunks: string[]; delayMs?: number; usage?: { input: number; output: number } }
  | { kind: 'status'; status: number; message: string }
  /** Sends `chunks`, then cuts the connection. */
  | { kind: 'fail-mid-stream'; chunks: string[] }
  /** Sends `chunks` (maybe none), then never another byte. */
  | { kind: 'hang'; chunks: string[] };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** True when the client closed the request before the response ended. */
  aborted: boolean;
}

export interface FakeLlmServer {
  url: string;
  requests: RecordedRequest[];
  /** Scripts for the next requests, in order; the last one repeats. */
  script(...scripts: Script[]): void;
  /** Resolves when `count` requests have been aborted by the client. */
  waitForAborts(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openAiEvents(chunks: string[]): string[] {
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model' };
  return chunks.map(
    (text, index) =>
      `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content: text } : { content: text }, finish_reason: null }] })}\n\n`,
  );
}

function openAiEnd(usage: { input: number; output: number }): string[] {
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model' };
  return [
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    `data: ${JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output } })}\n\n`,
    'data: [DONE]\n\n',
  ];
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function anthropicStart(usage: { input: number; output: number }): string[] {
  return [
    sse('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        content: [],
        model: 'test-model',
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: 1 },
      },
    }),
    sse('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
  ];
}

function anthropicDeltas(chunks: string[]): string[] {
  return chunks.map((text) => sse('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }));
}

function anthropicEnd(usage: { input: number; output: number }): string[] {
  return [
    sse('content_block_stop', { type: 'content_block_stop', index: 0 }),
    sse('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: usage.output },
    }),
    sse('message_stop', { type: 'message_stop' }),
  ];
}

const DEFAULT_USAGE = { input: 42, output: 7 };

function errorBody(format: WireFormat, status: number, message: string): string {
  if (format === 'anthropic')
    return JSON.stringify({ type: 'error', error: { type: status === 401 ? 'authentication_error' : 'api_error', message } });
  return JSON.stringify({ error: { message, type: status === 401 ? 'invalid_request_error' : 'server_error', code: null } });
}

async function respond(format: WireFormat, script: Script, response: ServerResponse, closed: () => boolean): Promise<void> {
  if (script.kind === 'status') {
    response.writeHead(script.status, { 'Content-Type': 'application/json' });
    response.end(errorBody(format, script.status, script.message));
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  const usage = script.kind === 'stream' ? (script.usage ?? DEFAULT_USAGE) : DEFAULT_USAGE;
  const head = format === 'anthropic' ? anthropicStart(usage) : [];
  const body = format === 'anthropic' ? anthropicDeltas(script.chunks) : openAiEvents(script.chunks);
  for (const event of head) response.write(event);
  for (const event of body) {
    if (closed()) return;
    response.write(event);
    await sleep(script.kind === 'stream' ? (script.delayMs ?? 5) : 5);
  }
  if (script.kind === 'fail-mid-stream') {
    response.socket?.destroy();
    return;
  }
  if (script.kind === 'hang') return;
  for (const event of format === 'anthropic' ? anthropicEnd(usage) : openAiEnd(usage)) response.write(event);
  response.end();
}

export async function startFakeLlmServer(format: WireFormat): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  let scripts: Script[] = [{ kind: 'stream', chunks: ['Hello', ' from', ' the model.'] }];
  const abortWaiters = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const record: RecordedRequest = {
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
        aborted: false,
      };
      requests.push(record);
      const script = scripts.length > 1 ? scripts.shift()! : scripts[0]!;
      let finished = false;
      response.on('finish', () => (finished = true));
      response.on('close', () => {
        if (finished) return;
        record.aborted = true;
        for (const wake of [...abortWaiters]) wake();
      });
      void respond(format, script, response, () => record.aborted);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: format === 'openai' ? `http://127.0.0.1:${port}/v1` : `http://127.0.0.1:${port}`,
    requests,
    script: (...next) => {
      scripts = next;
    },
    waitForAborts: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (requests.filter((request) => request.aborted).length < count) return;
          clearTimeout(timer);
          abortWaiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          abortWaiters.delete(check);
          reject(new Error(`expected ${count} aborted requests, saw ${requests.filter((request) => request.aborted).length}`));
        }, timeoutMs);
        abortWaiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

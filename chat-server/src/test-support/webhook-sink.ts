/**
 * A loopback receiver of lead webhooks for tests: records every delivery and
 * answers with the status the test chooses.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  headers: IncomingMessage['headers'];
  body: string;
  status: number;
}

export interface WebhookSink {
  url: string;
  deliveries: Delivery[];
  /** Status of the next answers (e.g. 503 while "down"). */
  status: number;
  /** Resolves once `count` deliveries were answered with 2xx. */
  accepted(count: number, timeoutMs?: number): Promise<Delivery[]>;
  /** Resolves once `count` deliveries arrived, whatever the answer. */
  received(count: number, timeoutMs?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

export async function startWebhookSink(): Promise<WebhookSink> {
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      sink.deliveries.push({ headers: request.headers, body, status: sink.status });
      response.writeHead(sink.status).end();
      for (const wake of [...waiters]) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const until = (select: () => Delivery[], count: number, timeoutMs: number) =>
    new Promise<Delivery[]>((resolve, reject) => {
      const check = () => {
        if (select().length < count) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(select());
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`expected ${count} deliveries, got ${select().length} of ${sink.deliveries.length}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const sink: WebhookSink = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    deliveries: [],
    status: 204,
    accepted: (count, timeoutMs = 10_000) => until(() => sink.deliveries.filter((delivery) => delivery.status < 300), count, timeoutMs),
    received: (count, timeoutMs = 10_000) => until(() => sink.deliveries, count, timeoutMs),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return sink;
}

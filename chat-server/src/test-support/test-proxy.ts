/**
 * A minimal reverse proxy on loopback, like the site server in front of
 * chat-server: streams each request upstream on its own connection and
 * answers 502 when the upstream connection fails before its answer arrived.
 */
import { createServer, request as upstreamRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestProxy {
  url: string;
  close(): Promise<void>;
}

export async function startTestProxy(target: string): Promise<TestProxy> {
  const upstream = new URL(target);
  const server = createServer((request, response) => {
    const forwarded = upstreamRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, connection: 'close' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end('Bad Gateway');
      else response.destroy();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

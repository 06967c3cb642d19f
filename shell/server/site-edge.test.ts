/**
 * @jest-environment node
 */
// The site server's edge against connection floods (issue 47 item 2): a cap on
// open connections per address, and short header, body and idle timeouts.
// Raw TCP clients on loopback; what is counted is what the server holds.
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { type EdgeLimits } from '@agency/tooling/serve';
import { siteLimitsFromEnv } from './site-server';
import { closeServer, listenOnLoopback, openConnections, startTestSite } from './test-support/loopback-site';

const startEdgeSite = (chatServerUrl: string, limits: Partial<EdgeLimits>) => startTestSite(chatServerUrl, { edgeLimits: limits });

/** A chat-server stand-in that answers `delayMs` after it has the whole request (a long-polling answer takes a while). */
async function startChat(delayMs: number): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => setTimeout(() => res.end('{"success":true}'), delayMs));
  });
  return { server, url: `http://127.0.0.1:${await listenOnLoopback(server)}` };
}

/** Opens a connection, writes `bytes`, and resolves with what came back and how long until it closed. */
function hold(port: number, bytes: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

describe('site server edge', () => {
  it('holds at most the per-address cap of open connections; the rest are closed at once', async () => {
    const chat = await startChat(0);
    const site = await startEdgeSite(chat.url, { maxConnectionsPerAddress: 8 });
    const sockets = await Promise.all(
      Array.from(
        { length: 40 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(site.port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await openConnections(site.server)).toBe(8);
    expect(sockets.filter((socket) => !socket.destroyed && !socket.readableEnded)).toHaveLength(8);
    for (const socket of sockets) socket.destroy();
    // Once they are gone, the address gets its connections back.
    const page = await new Promise<string>((resolve) => {
      const deadline = Date.now() + 3000;
      const retry = () =>
        fetch(`http://127.0.0.1:${site.port}/healthz`).then(
          (response) => resolve(String(response.status)),
          () => (Date.now() < deadline ? setTimeout(retry, 50) : resolve('refused')),
        );
      retry();
    });
    expect(page).toBe('200');
    await closeServer(site.server);
    await closeServer(chat.server);
  });

  it.each([
    {
      what: 'closes a connection whose headers do not arrive in time',
      limits: { headersTimeoutMs: 300 },
      request: 'GET /about HTTP/1.1\r\nHost: site.test\r\n',
      status: 408,
      withinMs: 1500,
    },
    {
      what: 'cuts a POST whose body arrives too slowly',
      limits: { headersTimeoutMs: 300, requestTimeoutMs: 600 },
      request: 'POST /api/message HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
      status: 408,
      withinMs: 2000,
    },
    {
      what: 'closes an idle kept-alive connection',
      limits: { keepAliveTimeoutMs: 200 },
      request: 'GET /healthz HTTP/1.1\r\nHost: site.test\r\n\r\n',
      status: 200,
      withinMs: 1500,
    },
  ])('$what', async ({ limits, request, status, withinMs }) => {
    const chat = await startChat(0);
    const site = await startEdgeSite(chat.url, limits);
    const { answer, closedAfterMs } = await hold(site.port, request);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(closedAfterMs).toBeLessThan(withinMs);
    expect(await openConnections(site.server)).toBe(0);
    await closeServer(site.server);
    await closeServer(chat.server);
  });

  it('still answers a long-polling request that takes longer than the request timeout', async () => {
    const chat = await startChat(1200);
    const site = await startEdgeSite(chat.url, { headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const response = await fetch(`http://127.0.0.1:${site.port}/socket.io/?EIO=4&transport=polling&sid=abc`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"success":true}');
    await closeServer(site.server);
    await closeServer(chat.server);
  });

  it('reads its limits from SITE_PROXY_TIMEOUT_MS and SITE_MAX_CONNECTIONS_PER_ADDRESS, and refuses nonsense', () => {
    expect(siteLimitsFromEnv({})).toEqual({ proxyTimeoutMs: 30_000, maxConnectionsPerAddress: 64 });
    expect(siteLimitsFromEnv({ SITE_PROXY_TIMEOUT_MS: '15000', SITE_MAX_CONNECTIONS_PER_ADDRESS: '20' })).toEqual({
      proxyTimeoutMs: 15_000,
      maxConnectionsPerAddress: 20,
    });
    expect(() => siteLimitsFromEnv({ SITE_PROXY_TIMEOUT_MS: '0' })).toThrow(/SITE_PROXY_TIMEOUT_MS must be a whole number/);
  });
});

/**
 * @jest-environment node
 */
// The site server's proxy to chat-server as a hostile visitor meets it (issue
// 13): upgrades, forwarded headers, the admin API and path prefixes, through
// real HTTP and websocket clients on loopback.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { trustProxyFromEnv } from './chat-proxy';
import { closeServer, listenOnLoopback, startTestSite } from './test-support/loopback-site';

interface Upstream {
  server: Server;
  url: string;
  requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>;
  /** Upgrade requests it received (it answers them with 101 and echoes). */
  upgrades: string[];
  close: () => Promise<void>;
}

/** A chat-server stand-in: answers JSON, records what reached it, completes websocket upgrades unless told to hang. */
async function startUpstream({ hangUpgrades = false } = {}): Promise<Upstream> {
  const requests: Upstream['requests'] = [];
  const upgrades: string[] = [];
  const upgraded = new Set<Duplex>();
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ success: true, from: 'chat-server' }));
  });
  server.on('upgrade', (req, socket) => {
    upgrades.push(req.url ?? '');
    upgraded.add(socket);
    requests.push({ method: 'UPGRADE', url: req.url ?? '', headers: req.headers });
    if (hangUpgrades) return;
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.pipe(socket);
  });
  const url = `http://127.0.0.1:${await listenOnLoopback(server)}`;
  // An upgraded socket is no longer the HTTP server's own: close it with the server.
  const closeAll = () => {
    for (const socket of upgraded) socket.destroy();
    return closeServer(server);
  };
  return { server, url, requests, upgrades, close: closeAll };
}

/** A site server in front of a fresh chat-server stand-in, for the tests of one describe block. */
function siteBeforeUpstream() {
  const running = {} as { upstream: Upstream; site: { server: Server; url: string } };
  beforeAll(async () => {
    running.upstream = await startUpstream();
    running.site = await startTestSite(running.upstream.url);
  });
  afterAll(async () => {
    await closeServer(running.site.server);
    await running.upstream.close();
  });
  return running;
}

/** Sends a raw upgrade request; resolves with what came back and how long until the socket closed. */
function rawUpgrade(siteUrl: string, requestPath: string): Promise<{ answer: string; closedAfterMs: number }> {
  const { port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `GET ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

describe('site server: websocket upgrades', () => {
  const running = siteBeforeUpstream();

  it('answers and closes at once every upgrade request to a path it does not proxy', async () => {
    const paths = ['/', '/about', '/apixyz', '/socket.iox/', '/remotes.json', '/api', '/socket.io'];
    const results = await Promise.all(Array.from({ length: 60 }, (_, index) => rawUpgrade(running.site.url, paths[index % paths.length]!)));
    for (const { answer, closedAfterMs } of results) {
      expect(answer).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
      expect(closedAfterMs).toBeLessThan(2000);
    }
    expect(running.upstream.upgrades).toEqual([]);
    // The server holds no socket for them any more.
    const connections = await new Promise<number>((resolve, reject) =>
      running.site.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    expect(connections).toBe(0);
  });

  it('proxies a websocket to /socket.io/ and carries its frames both ways', async () => {
    const { port } = new URL(running.site.url);
    const echoed = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
        );
      });
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
        if (received.includes('\r\n\r\n') && !received.includes('ping')) socket.write('ping');
        if (received.endsWith('ping')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
    });
    expect(echoed).toMatch(/^HTTP\/1\.1 101 Switching Protocols/);
    expect(running.upstream.upgrades.at(-1)).toBe('/socket.io/?EIO=4&transport=websocket');
  });

  it('closes a proxied upgrade that chat-server does not complete in time', async () => {
    const hanging = await startUpstream({ hangUpgrades: true });
    // A real wait: the limit is the socket's own idle timeout in Node's network layer, which no fake clock drives.
    const slowSite = await startTestSite(hanging.url, { upgradeTimeoutMs: 200 });
    const { closedAfterMs } = await rawUpgrade(slowSite.url, '/socket.io/?EIO=4&transport=websocket');
    expect(hanging.upgrades).toHaveLength(1);
    expect(closedAfterMs).toBeLessThan(2000);
    await closeServer(slowSite.server);
    await hanging.close();
  });
});

describe('site server: what reaches chat-server', () => {
  const running = siteBeforeUpstream();

  it('sets X-Forwarded-For, -Host and -Proto itself, whatever the client sent', async () => {
    const response = await fetch(`${running.site.url}/api/chat/list`, {
      method: 'POST',
      headers: {
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        Forwarded: 'for=203.0.113.8;host=evil.example',
      },
    });
    expect(await response.json()).toEqual({ success: true, from: 'chat-server' });
    const { headers } = running.upstream.requests.at(-1)!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe(new URL(running.site.url).host);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers.forwarded).toBeUndefined();
  });

  it('sets the forwarded headers of a websocket upgrade too', async () => {
    const { port } = new URL(running.site.url);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: site.test\r\nX-Forwarded-For: 203.0.113.9\r\nX-Forwarded-Host: evil.example\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
        );
      });
      socket.on('data', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', reject);
    });
    const { headers } = running.upstream.requests.at(-1)!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe('site.test');
  });

  it('keeps the forwarded address of a proxy it is told to trust (SITE_TRUST_PROXY)', async () => {
    const trusting = await startTestSite(running.upstream.url, { trustProxy: trustProxyFromEnv('loopback') });
    await fetch(`${trusting.url}/api/session`, { method: 'POST', headers: { 'X-Forwarded-For': '203.0.113.7, 198.51.100.2' } });
    expect(running.upstream.requests.at(-1)!.headers['x-forwarded-for']).toBe('198.51.100.2');
    await closeServer(trusting.server);
  });

  it("answers the leads admin API with the site's own 404 page, in every spelling", async () => {
    const before = running.upstream.requests.length;
    for (const adminPath of [
      '/api/admin/leads',
      '/api/Admin/leads',
      '/api//admin/leads',
      '/api/%61dmin/leads',
      '/api/./admin/leads',
      '/api/x/../admin/leads',
      '/api/admin',
    ]) {
      const response = await fetch(`${running.site.url}${adminPath}`, { headers: { Authorization: 'Bearer guess' } });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
    expect(running.upstream.requests.length).toBe(before);
  });

  it('proxies the leads admin API when SITE_PROXY_ADMIN is on', async () => {
    const withAdmin = await startTestSite(running.upstream.url, { proxyAdmin: true });
    const response = await fetch(`${withAdmin.url}/api/admin/leads`);
    expect(await response.json()).toEqual({ success: true, from: 'chat-server' });
    expect(running.upstream.requests.at(-1)!.url).toBe('/api/admin/leads');
    await closeServer(withAdmin.server);
  });

  it("proxies exactly /api/… and /socket.io/…; look-alike paths get the site's own 404 page", async () => {
    const before = running.upstream.requests.length;
    for (const lookAlike of ['/apixyz', '/api', '/api.json', '/socket.iox', '/socket.io', '/socket.io.js']) {
      const response = await fetch(`${running.site.url}${lookAlike}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
    expect(running.upstream.requests.length).toBe(before);
    expect((await fetch(`${running.site.url}/socket.io/?EIO=4&transport=polling`)).status).toBe(200);
    expect(running.upstream.requests.at(-1)!.url).toBe('/socket.io/?EIO=4&transport=polling');
  });
});

/**
 * @jest-environment node
 */
// The site server's proxy when chat-server misbehaves (issue 46 items 8 and 9,
// issue 47 item 6): a closed, frozen, dying or silent chat-server never leaves
// the visitor's connection half open or hanging, and an oversized body is
// refused without being read. Real HTTP, TCP and socket.io clients on loopback.
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { io as connectSocket, type Socket as ClientSocket } from 'socket.io-client';
import { oversizedUpload } from '@agency/tooling/attack/oversized-upload';
import { closeServer, listenOnLoopback, openConnections, pollUntil, startTestSite } from './test-support/loopback-site';

/** Polls until `read` returns `expected` or `withinMs` passes; resolves with the last value read. */
const settlesAt = <T>(read: () => Promise<T> | T, expected: T, withinMs?: number) =>
  pollUntil(read, (value) => value === expected, withinMs);

/** A raw websocket upgrade through the site; resolves once the 101 came back. */
function upgradeThrough(port: number, { allowHalfOpen = false } = {}): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen });
    socket.once('connect', () =>
      socket.write(
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: site.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      ),
    );
    socket.once('data', (chunk: Buffer) =>
      chunk.toString('latin1').startsWith('HTTP/1.1 101') ? resolve(socket) : reject(new Error(chunk.toString('latin1'))),
    );
    socket.once('error', reject);
  });
}

/**
 * A chat-server stand-in that completes upgrades and then does what it is told
 * with each upgraded connection; `allowHalfOpen` keeps a connection whose peer
 * ended it open, as a frozen process does.
 */
async function startUpgrader(onUpgraded: (socket: net.Socket) => void, { allowHalfOpen = false } = {}) {
  const upstream = net.createServer({ allowHalfOpen }, (socket) => {
    socket.on('error', () => socket.destroy());
    socket.once('data', () => {
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      onUpgraded(socket);
    });
  });
  const port = await listenOnLoopback(upstream);
  return { upstream, url: `http://127.0.0.1:${port}` };
}

describe('a proxied websocket is never left half open', () => {
  it('closes the visitor’s connection when chat-server ends its side, even if the visitor never closes its own', async () => {
    const { upstream, url } = await startUpgrader((socket) => setTimeout(() => socket.end(), 50));
    const site = await startTestSite(url);
    // A peer that keeps its side open after the site's FIN, as a frozen or careless client would.
    const visitor = await upgradeThrough(site.port, { allowHalfOpen: true });
    const ended = new Promise<void>((resolve) => visitor.once('end', () => resolve()));
    await ended;
    // The site let go of its side: no connection held for a visitor who will never close.
    expect(await settlesAt(() => openConnections(site.server), 0)).toBe(0);
    visitor.destroy();
    await closeServer(site.server);
    await closeServer(upstream);
  });

  it('lets go of chat-server’s connection when the visitor leaves, even if chat-server is frozen and never closes its side', async () => {
    let upstreamSide: net.Socket | undefined;
    const { upstream, url } = await startUpgrader((socket) => (upstreamSide = socket), { allowHalfOpen: true });
    const site = await startTestSite(url);
    const visitor = await upgradeThrough(site.port);
    expect(upstreamSide).toBeDefined();
    const released = new Promise<string>((resolve) => {
      upstreamSide!.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      upstreamSide!.once('close', () => resolve('close'));
    });
    upstreamSide!.on('end', () => undefined);
    visitor.destroy();
    // What chat-server still writes is refused once the site has let go of the connection (a half-open one keeps accepting it).
    const writer = setInterval(() => upstreamSide!.writable && upstreamSide!.write('x'), 50);
    const outcome = await Promise.race([released, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 3000))]);
    clearInterval(writer);
    expect(outcome).not.toBe('still open');
    expect(await settlesAt(() => openConnections(site.server), 0)).toBe(0);
    upstreamSide!.destroy();
    await closeServer(site.server);
    await closeServer(upstream);
  });

  it('closes the visitor’s connection when chat-server refuses the upgrade with a status', async () => {
    const upstream = net.createServer((socket) => {
      socket.on('error', () => socket.destroy());
      socket.once('data', () => socket.write('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n'));
    });
    const upstreamPort = await listenOnLoopback(upstream);
    const site = await startTestSite(`http://127.0.0.1:${upstreamPort}`);
    const visitor = net.connect({ port: site.port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    visitor.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const ended = new Promise<void>((resolve) => visitor.once('end', () => resolve()));
    visitor.write(
      'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: site.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    );
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(await settlesAt(() => openConnections(site.server), 0)).toBe(0);
    visitor.destroy();
    await closeServer(site.server);
    await closeServer(upstream);
  });
});

describe('a socket.io client through the site, after a burst of malformed events', () => {
  let io: SocketServer;
  let chat: Server;
  let site: Awaited<ReturnType<typeof startTestSite>>;

  beforeAll(async () => {
    chat = createServer();
    // chat-server's packet limit (SOCKET_MAX_PACKET_BYTES): a larger packet closes the connection.
    io = new SocketServer(chat, { transports: ['websocket', 'polling'], maxHttpBufferSize: 100_000 });
    io.on('connection', (socket) => {
      socket.on('send_message', (envelope: unknown, ack?: (reply: unknown) => void) => {
        const valid = typeof envelope === 'object' && envelope !== null && typeof (envelope as { message?: unknown }).message === 'string';
        if (typeof ack === 'function') ack(valid ? { ok: true } : { ok: false, error: 'Malformed packet' });
      });
    });
    const chatPort = await listenOnLoopback(chat);
    site = await startTestSite(`http://127.0.0.1:${chatPort}`);
  });

  afterAll(async () => {
    await closeServer(site.server);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  async function burstThenSend(transports: string[]): Promise<{ reason: string; reply: unknown }> {
    const client: ClientSocket = connectSocket(site.url, { transports, reconnectionDelay: 50, reconnectionDelayMax: 200 });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('connect_error', reject);
      });
      const disconnected = new Promise<string>((resolve) => client.once('disconnect', resolve));
      const events = ['send_message', 'join_room', 'user_typing', 'leave_room'];
      for (let index = 0; index < 300; index += 1) {
        if (index === 150) client.emit('send_message', { roomId: 'r', message: 'x'.repeat(300_000) });
        else client.emit(events[index % events.length]!, { malformed: index }, 42, null);
      }
      const reason = await disconnected;
      await new Promise<void>((resolve) => client.once('connect', () => resolve()));
      const reply = await client.timeout(5000).emitWithAck('send_message', { message: 'What do you offer?' });
      return { reason, reply };
    } finally {
      client.close();
    }
  }

  it('sees the connection close, reconnects and gets its next message answered, 20 times over', async () => {
    for (let run = 0; run < 20; run += 1) {
      const { reason, reply } = await burstThenSend(['websocket']);
      expect(reason).toMatch(/transport (close|error)/);
      expect(reply).toEqual({ ok: true });
    }
    expect(await settlesAt(() => openConnections(site.server), 0)).toBe(0);
  }, 60_000);

  it('does the same over long-polling', async () => {
    const { reason, reply } = await burstThenSend(['polling']);
    expect(reason).toMatch(/transport (close|error)/);
    expect(reply).toEqual({ ok: true });
  }, 20_000);
});

describe('proxied HTTP when chat-server stalls or dies', () => {
  it('answers 504 in the configured time to an API call and a long-polling request chat-server never answers', async () => {
    // Accepts connections, reads what comes, answers nothing: a frozen chat-server.
    const silent = net.createServer((socket) => socket.on('data', () => undefined).on('error', () => undefined));
    const silentPort = await listenOnLoopback(silent);
    const site = await startTestSite(`http://127.0.0.1:${silentPort}`, { proxyTimeoutMs: 300 });
    const requests = [
      fetch(`${site.url}/api/chat/list`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      fetch(`${site.url}/api/session`, { method: 'POST' }),
      fetch(`${site.url}/socket.io/?EIO=4&transport=polling&sid=abc`),
    ];
    const started = Date.now();
    for (const response of await Promise.all(requests.map((request) => request.then((answer) => answer)))) {
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({
        success: false,
        error: 'The chat service did not answer in time. Please try again shortly.',
      });
    }
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await settlesAt(() => openConnections(silent), 0)).toBe(0);
    await closeServer(site.server);
    await closeServer(silent);
  });

  it('ends the visitor’s response when chat-server dies in the middle of it', async () => {
    const dying = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('1:4');
      setTimeout(() => res.socket?.destroy(), 50);
    });
    const dyingPort = await listenOnLoopback(dying);
    const site = await startTestSite(`http://127.0.0.1:${dyingPort}`);
    const response = await fetch(`${site.url}/socket.io/?EIO=4&transport=polling&sid=abc`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(/terminated/);
    expect(await settlesAt(() => openConnections(site.server), 0)).toBe(0);
    await closeServer(site.server);
    await closeServer(dying);
  });
});

describe('request bodies past the limit', () => {
  let received = 0;
  let chat: Server;
  let site: Awaited<ReturnType<typeof startTestSite>>;

  beforeAll(async () => {
    chat = createServer((req, res) => {
      req.on('data', (chunk: Buffer) => (received += chunk.length));
      req.on('end', () => res.end('{}'));
    });
    site = await startTestSite(`http://127.0.0.1:${await listenOnLoopback(chat)}`, { bodyLimitBytes: 64 * 1024 });
  });

  afterAll(async () => {
    await closeServer(site.server);
    await closeServer(chat);
  });

  it.each(['/api/message', '/socket.io/?EIO=4&transport=polling&sid=abc'])(
    'answers 413 to a 1 GB Content-Length on %s without reading it, and chat-server gets none of it',
    async (target) => {
      received = 0;
      const { answer, written } = await oversizedUpload({ port: site.port, path: target, declared: 1024 ** 3, host: 'site.test' });
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(written).toBeLessThan(32 * 1024 * 1024);
      expect(received).toBe(0);
    },
  );

  it('stops a chunked body soon after it passes the limit', async () => {
    received = 0;
    const { answer, written } = await oversizedUpload({
      port: site.port,
      path: '/api/message',
      declared: 64 * 1024 * 1024,
      chunked: true,
      host: 'site.test',
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(written).toBeLessThan(32 * 1024 * 1024);
    expect(received).toBeLessThan(1024 * 1024);
  });
});

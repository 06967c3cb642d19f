// The attacks of issues 46 and 47 against a real site server on loopback,
// counted: malformed socket.io bursts through the site (half-open connections
// left afterwards), a connection flood from one address (connections and
// descriptors held), and a chat-server that never answers (504s and hangs).
// Used by `npm run fuzz:site` and its CI-sized test.
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { io as connectSocket } from 'socket.io-client';
import { type EdgeLimits } from '@agency/tooling/serve';
import { closeServer, listenOnLoopback, openConnections, pollUntil, startTestSite } from '../test-support/loopback-site.ts';

export interface AttackFigures {
  bursts: { runs: number; reconnected: number; answeredAfter: number; halfOpen: number };
  flood: { attempted: number; cap: number; peakHeld: number; heldAfter: number; descriptorsAbove: number };
  silent: { requests: number; gatewayTimeouts: number; hung: number; slowestMs: number };
}

export interface AttackOptions {
  burstRuns: number;
  floodConnections: number;
  silentRequests: number;
}

/** chat-server's packet limit (SOCKET_MAX_PACKET_BYTES). */
const PACKET_LIMIT_BYTES = 100_000;
const LIMITS: Partial<EdgeLimits> = { maxConnectionsPerAddress: 32, headersTimeoutMs: 500, requestTimeoutMs: 1000, idleTimeoutMs: 3000 };
const PROXY_TIMEOUT_MS = 500;
const UPGRADE_TIMEOUT_MS = 500;

/** This process's open file descriptors (Linux); 0 where /proc is missing. */
function descriptors(): number {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return 0;
  }
}

const settle = (read: () => Promise<number> | number, target: number, withinMs: number) =>
  pollUntil(read, (value) => value <= target, withinMs);

const startSite = (chatServerUrl: string) =>
  startTestSite(chatServerUrl, {
    edgeLimits: LIMITS,
    proxyTimeoutMs: PROXY_TIMEOUT_MS,
    upgradeTimeoutMs: UPGRADE_TIMEOUT_MS,
    socketIdleMs: LIMITS.idleTimeoutMs,
  });

/** A socket.io chat-server stand-in with chat-server's packet limit; it acks a message that has text. */
async function startSocketChat(): Promise<{ http: Server; io: SocketServer; url: string }> {
  const http = createServer();
  const io = new SocketServer(http, { transports: ['websocket', 'polling'], maxHttpBufferSize: PACKET_LIMIT_BYTES, connectTimeout: 1000 });
  io.on('connection', (socket) => {
    socket.on('send_message', (envelope: unknown, ack?: (reply: unknown) => void) => {
      const ok = typeof (envelope as { message?: unknown } | null)?.message === 'string';
      if (typeof ack === 'function') ack({ ok });
    });
  });
  return { http, io, url: `http://127.0.0.1:${await listenOnLoopback(http)}` };
}

/** 300 malformed events, one over the packet limit, then a valid message once reconnected. */
async function burst(siteUrl: string): Promise<{ reconnected: boolean; answered: boolean }> {
  const client = connectSocket(siteUrl, { transports: ['websocket'], reconnectionDelay: 50, reconnectionDelayMax: 200, timeout: 3000 });
  try {
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    const reconnected = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5000);
      client.once('disconnect', () => client.once('connect', () => (clearTimeout(timer), resolve(true))));
    });
    const events = ['send_message', 'join_room', 'user_typing', 'leave_room'];
    for (let index = 0; index < 300; index += 1) {
      if (index === 150) client.emit('send_message', { message: 'x'.repeat(300_000) });
      else client.emit(events[index % events.length]!, { malformed: index }, 42, null);
    }
    if (!(await reconnected)) return { reconnected: false, answered: false };
    const reply = (await client
      .timeout(3000)
      .emitWithAck('send_message', { message: 'What do you offer?' })
      .catch(() => null)) as { ok?: boolean } | null;
    return { reconnected: true, answered: reply?.ok === true };
  } catch {
    return { reconnected: false, answered: false };
  } finally {
    client.close();
  }
}

/** One connection of a flood: idle, slow headers, slow body, or an upgrade that never sends socket.io's CONNECT. */
function floodConnection(port: number, kind: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (kind === 1) socket.write('GET /about HTTP/1.1\r\nHost: site.test\r\n');
      if (kind === 2) socket.write('POST /api/message HTTP/1.1\r\nHost: site.test\r\nContent-Length: 100000\r\n\r\n{"');
      if (kind === 3)
        socket.write(
          'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: site.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      resolve(socket);
    });
    socket.on('data', () => undefined);
    socket.on('error', () => resolve(socket));
  });
}

export async function runSiteAttacks(options: AttackOptions): Promise<AttackFigures> {
  const chat = await startSocketChat();
  const site = await startSite(chat.url);
  const siteUrl = `http://127.0.0.1:${site.port}`;
  const figures: AttackFigures = {
    bursts: { runs: 0, reconnected: 0, answeredAfter: 0, halfOpen: 0 },
    flood: { attempted: 0, cap: LIMITS.maxConnectionsPerAddress!, peakHeld: 0, heldAfter: 0, descriptorsAbove: 0 },
    silent: { requests: 0, gatewayTimeouts: 0, hung: 0, slowestMs: 0 },
  };
  try {
    for (let run = 0; run < options.burstRuns; run += 1) {
      const outcome = await burst(siteUrl);
      figures.bursts.runs += 1;
      if (outcome.reconnected) figures.bursts.reconnected += 1;
      if (outcome.answered) figures.bursts.answeredAfter += 1;
    }
    // Every client has closed: what the site (or chat-server) still holds is half open.
    figures.bursts.halfOpen =
      (await settle(() => openConnections(site.server), 0, 3000)) + (await settle(() => chat.io.engine.clientsCount, 0, 3000));

    const baseline = descriptors();
    const sockets = await Promise.all(
      Array.from({ length: options.floodConnections }, (_, index) => floodConnection(site.port, index % 4)),
    );
    figures.flood.attempted = sockets.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    figures.flood.peakHeld = await openConnections(site.server);
    // The header, body and upgrade clocks end the rest; the idle ones are closed by the idle timeout.
    figures.flood.heldAfter = await settle(() => openConnections(site.server), 0, 8000);
    for (const socket of sockets) socket.destroy();
    figures.flood.descriptorsAbove = Math.max(0, (await settle(descriptors, baseline, 3000)) - baseline);
  } finally {
    await closeServer(site.server);
    await new Promise<void>((resolve) => chat.io.close(() => resolve()));
  }

  // A chat-server that accepts and never answers (frozen).
  const frozen = net.createServer((socket) => socket.on('data', () => undefined).on('error', () => undefined));
  const frozenSite = await startSite(`http://127.0.0.1:${await listenOnLoopback(frozen)}`);
  try {
    const paths = ['/api/session', '/api/chat/list', '/socket.io/?EIO=4&transport=polling&sid=x'];
    const send = async (index: number) => {
      const started = Date.now();
      const status = await fetch(`http://127.0.0.1:${frozenSite.port}${paths[index % paths.length]}`, {
        method: index % 3 === 2 ? 'GET' : 'POST',
        signal: AbortSignal.timeout(PROXY_TIMEOUT_MS * 10),
      }).then(
        (response) => response.status,
        () => 0,
      );
      return { status, ms: Date.now() - started };
    };
    // In waves below the per-address cap: what is measured is the proxy's clock, not the cap.
    const results: Array<{ status: number; ms: number }> = [];
    for (let first = 0; first < options.silentRequests; first += 16) {
      const wave = Array.from({ length: Math.min(16, options.silentRequests - first) }, (_, offset) => send(first + offset));
      results.push(...(await Promise.all(wave)));
    }
    figures.silent.requests = results.length;
    figures.silent.gatewayTimeouts = results.filter((result) => result.status === 504).length;
    figures.silent.hung = results.filter((result) => result.status === 0).length;
    figures.silent.slowestMs = Math.max(0, ...results.map((result) => result.ms));
  } finally {
    await closeServer(frozenSite.server);
    await new Promise<void>((resolve) => frozen.close(() => resolve()));
  }
  return figures;
}

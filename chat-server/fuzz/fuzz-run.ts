/**
 * Drives generated malformed traffic at a running chat-server (or the site
 * server in front of it) over real loopback connections, then checks that an
 * honest visitor still gets a streamed reply. Used by the `fuzz` command and
 * by the CI-sized jest test.
 */
import { connect as connectTcp } from 'node:net';
import fc from 'fast-check';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { SessionResponse, SocketEnvelope, StreamFrame } from '@agency/chat-protocol';
import { httpRequest, socketPacket, type FuzzHttpRequest, type FuzzSocketPacket } from './arbitraries.js';

/** What the server answers when a handler failed: the socket's "500". */
export const SOCKET_INTERNAL_ERROR = 'The server could not handle this packet.';
const HTTP_TIMEOUT_MS = 10_000;
const HONEST_TIMEOUT_MS = 30_000;
const HTTP_CONCURRENCY = 8;
/** A round trip every so many packets keeps the fuzzer from outrunning the server's answers. */
const SOCKET_SYNC_EVERY = 25;

export interface FuzzOptions {
  url: string;
  /** Where the HTTP half goes, when not `url` (e.g. through a proxy that does not carry websockets). */
  httpUrl?: string;
  httpRequests: number;
  socketPackets: number;
  seed: number;
  /** Extra headers of the fuzzer's own requests (e.g. its X-Forwarded-For behind a proxy). */
  fuzzHeaders?: Record<string, string>;
  /** Headers of the honest visitor (another X-Forwarded-For, so the fuzzer's rate limits are not the visitor's). */
  honestHeaders?: Record<string, string>;
}

export interface FuzzReport {
  seed: number;
  http: { sent: number; byStatus: Record<string, number>; serverErrors: number; noAnswer: number; timeouts: number };
  socket: { sent: number; raw: number; handshakes: number; connectionErrors: number; internalErrors: number; disconnects: number };
  serverErrorSamples: string[];
  honestVisitor: { ok: boolean; firstChunkMs?: number; replyMs?: number; error?: string };
  durationMs: number;
}

function rawRequest(origin: URL, request: FuzzHttpRequest): Promise<{ status?: number; timedOut: boolean }> {
  return new Promise((resolve) => {
    const body = Buffer.from(request.body, 'utf8');
    const head = [
      `${request.method} ${request.path} HTTP/1.1`,
      `Host: ${origin.host}`,
      ...request.headers.map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${Math.max(0, body.length - request.lengthShortBy)}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    const socket = connectTcp({ host: origin.hostname, port: Number(origin.port) });
    let answer = '';
    let done = false;
    const finish = (timedOut: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      resolve({ status: match ? Number(match[1]) : undefined, timedOut });
    };
    const timer = setTimeout(() => finish(true), HTTP_TIMEOUT_MS);
    socket.on('connect', () => {
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      // The status line is all the fuzzer needs; closing early keeps descriptors low.
      if (/^HTTP\/1\.[01] \d{3}/.test(answer)) finish(false);
    });
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
  });
}

async function createSession(url: string, headers: Record<string, string>): Promise<SessionResponse['data']> {
  const response = await fetch(`${url}/api/session`, { method: 'POST', headers });
  if (!response.ok) throw new Error(`POST /api/session answered ${response.status}`);
  return ((await response.json()) as SessionResponse).data;
}

function connect(url: string, auth: unknown, headers: Record<string, string>): Promise<Socket> {
  const socket = connectSocket(url, {
    auth: auth as Record<string, unknown>,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
    timeout: 10_000,
  });
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      socket.close();
      reject(error);
    };
    // A handshake the server cannot even decode (auth that is not an object) closes the connection instead.
    const closed = (reason: string) => fail(new Error(`connection closed: ${reason}`));
    socket.once('connect', () => {
      socket.io.off('close', closed);
      resolve(socket);
    });
    socket.once('connect_error', fail);
    socket.io.once('close', closed);
  });
}

async function fuzzHttp(options: FuzzOptions, token: string, report: FuzzReport): Promise<void> {
  const origin = new URL(options.httpUrl ?? options.url);
  const requests = fc.sample(fc.noBias(httpRequest(token)), { numRuns: options.httpRequests, seed: options.seed });
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const { status, timedOut } = await rawRequest(origin, {
        ...request,
        headers: [...Object.entries(options.fuzzHeaders ?? {}), ...request.headers],
      });
      report.http.sent += 1;
      if (timedOut) report.http.timeouts += 1;
      if (status === undefined) {
        report.http.noAnswer += 1;
        continue;
      }
      report.http.byStatus[status] = (report.http.byStatus[status] ?? 0) + 1;
      if (status >= 500) {
        report.http.serverErrors += 1;
        if (report.serverErrorSamples.length < 5)
          report.serverErrorSamples.push(
            `${status} ${request.method} ${JSON.stringify(request.path)} ${JSON.stringify(request.headers)} ${JSON.stringify(request.body.slice(0, 200))}`,
          );
      }
    }
  };
  await Promise.all(Array.from({ length: HTTP_CONCURRENCY }, worker));
}

async function fuzzSocket(options: FuzzOptions, visitor: SessionResponse['data'], report: FuzzReport): Promise<void> {
  const headers = options.fuzzHeaders ?? {};
  const packets = fc.sample(fc.noBias(socketPacket(visitor.userId)), { numRuns: options.socketPackets, seed: options.seed + 1 });
  let socket: Socket | undefined;
  const open = async () => {
    const fresh = await connect(options.url, { token: visitor.token }, headers);
    fresh.on('message', (envelope: SocketEnvelope) => {
      if (envelope.type !== 'CONNECTION_ERROR') return;
      report.socket.connectionErrors += 1;
      const error = (envelope.payload as { error?: string }).error ?? '';
      if (error.includes(SOCKET_INTERNAL_ERROR)) {
        report.socket.internalErrors += 1;
        if (report.serverErrorSamples.length < 5) report.serverErrorSamples.push(`socket: ${JSON.stringify(envelope.payload)}`);
      }
    });
    fresh.on('disconnect', () => (report.socket.disconnects += 1));
    return fresh;
  };
  const send = async (packet: FuzzSocketPacket) => {
    if (packet.kind === 'handshake') {
      report.socket.handshakes += 1;
      await connect(options.url, packet.auth, headers).then(
        (extra) => extra.close(),
        () => undefined,
      );
      return;
    }
    if (!socket?.connected) socket = await open();
    if (packet.kind === 'raw') {
      report.socket.raw += 1;
      // engine.io "message" frames carry socket.io packets: a malformed one may close the connection.
      (socket.io.engine as unknown as { write(data: string): void }).write(packet.frame);
      return;
    }
    if (packet.withAck) socket.timeout(5_000).emit(packet.event, ...packet.args, () => undefined);
    else socket.emit(packet.event, ...packet.args);
  };
  for (const [index, packet] of packets.entries()) {
    await send(packet);
    report.socket.sent += 1;
    if (index % SOCKET_SYNC_EVERY === SOCKET_SYNC_EVERY - 1 && socket?.connected)
      await socket
        .timeout(10_000)
        .emitWithAck('leave_room')
        .catch(() => undefined);
  }
  if (socket?.connected)
    await socket
      .timeout(10_000)
      .emitWithAck('leave_room')
      .catch(() => undefined);
  socket?.close();
}

/** A new visitor asks one question and must get the whole streamed reply and the analysis. */
export async function honestVisitor(url: string, headers: Record<string, string> = {}): Promise<FuzzReport['honestVisitor']> {
  const started = Date.now();
  let socket: Socket | undefined;
  try {
    const visitor = await createSession(url, headers);
    socket = await connect(url, { token: visitor.token }, headers);
    await socket.timeout(10_000).emitWithAck('join_room', visitor.userId);
    let firstChunkMs: number | undefined;
    const replied = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no complete reply within 30 s')), HONEST_TIMEOUT_MS);
      let ended = false;
      socket!.on('message', (envelope: SocketEnvelope) => {
        const frame = envelope.payload as Partial<StreamFrame> & { status?: string };
        if (frame.isStream && !frame.isStreamEnd && frame.message) firstChunkMs ??= Date.now() - started;
        if (frame.isStreamEnd) ended = true;
        if (envelope.type === 'CHAT_STATUS' && frame.status === 'error') reject(new Error(`reply failed: ${JSON.stringify(frame)}`));
        if (envelope.type === 'CHAT_STATUS' && frame.status === 'analysis' && ended) {
          clearTimeout(timer);
          resolve(Date.now() - started);
        }
      });
    });
    const ack = (await socket.timeout(10_000).emitWithAck('send_message', {
      roomId: visitor.userId,
      type: 'CHAT_MESSAGE',
      payload: { userId: visitor.userId, chatId: 'honest', message: 'What AI CRM packages do you offer?', isStream: true },
    })) as { ok: boolean; error?: string };
    if (!ack.ok) throw new Error(`message refused: ${ack.error}`);
    const replyMs = await replied;
    if (firstChunkMs === undefined) throw new Error('the reply had no streamed text');
    return { ok: true, firstChunkMs, replyMs };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    socket?.close();
  }
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const report: FuzzReport = {
    seed: options.seed,
    http: { sent: 0, byStatus: {}, serverErrors: 0, noAnswer: 0, timeouts: 0 },
    socket: { sent: 0, raw: 0, handshakes: 0, connectionErrors: 0, internalErrors: 0, disconnects: 0 },
    serverErrorSamples: [],
    honestVisitor: { ok: false },
    durationMs: 0,
  };
  // Two visitors: the HTTP half may delete its own data (and session) at any time.
  const [httpVisitor, socketVisitor] = await Promise.all([
    createSession(options.url, options.fuzzHeaders ?? {}),
    createSession(options.url, options.fuzzHeaders ?? {}),
  ]);
  await Promise.all([fuzzHttp(options, httpVisitor.token, report), fuzzSocket(options, socketVisitor, report)]);
  report.honestVisitor = await honestVisitor(options.url, options.honestHeaders ?? {});
  report.durationMs = Date.now() - started;
  return report;
}

/**
 * Starts a real chat-server on a loopback port for tests, and real clients for it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { loadConfig, type ServerConfig } from '../config/config.js';
import { silentLogger, type Logger } from '../logging/logger.js';
import type { SessionResponse, SocketEnvelope } from '@agency/chat-protocol';
import type { AssistantProvider } from '../providers/provider.js';
import type { Scheduler } from '../shared/scheduler.js';
import { type RunningServer, startServer } from '../server.js';

export const PACKAGE_ROOT = path.resolve(__dirname, '../..');

export interface TestServer extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  options: {
    provider?: AssistantProvider;
    logger?: Logger;
    memoryDatabase?: boolean;
    config?: Partial<ServerConfig>;
    scheduler?: Scheduler;
    clock?: () => number;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chat-server-test-'));
  const config = {
    ...loadConfig(
      {
        CHAT_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        BUILTIN_CHUNK_DELAY_MS: '0',
        STREAM_FRAME_INTERVAL_MS: '0',
        // Tests stand in for the site proxy on loopback (X-Forwarded-For tells their visitors apart).
        TRUST_PROXY: 'loopback',
        ...env,
      },
      PACKAGE_ROOT,
    ),
    ...options.config,
  };
  const server = await startServer({
    config,
    logger: options.logger ?? silentLogger,
    provider: options.provider,
    memoryDatabase: options.memoryDatabase ?? true,
    // The worker thread of production is covered by storage.test.ts and process.test.ts.
    pgliteOnThisThread: true,
    scheduler: options.scheduler,
    clock: options.clock,
  });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createSession(
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<SessionResponse['data'] & { cookie: string }> {
  const response = await fetch(`${baseUrl}/api/session`, { method: 'POST', headers });
  if (!response.ok) throw new Error(`session failed: ${response.status}`);
  const body = (await response.json()) as SessionResponse;
  return { ...body.data, cookie: response.headers.get('set-cookie') ?? '' };
}

export async function postJson(
  baseUrl: string,
  route: string,
  body: unknown,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }), ...extraHeaders },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A connected socket.io client that records every `message` envelope. */
export interface TestClient {
  socket: Socket;
  envelopes: SocketEnvelope[];
  /** Resolves with the first envelope (already received or coming) that matches. */
  waitFor(predicate: (envelope: SocketEnvelope) => boolean, timeoutMs?: number): Promise<SocketEnvelope>;
  emitWithAck<T>(event: string, ...args: unknown[]): Promise<T>;
  close(): void;
}

export function connectClient(
  baseUrl: string,
  token: string,
  extra: { transports?: string[]; extraHeaders?: Record<string, string> } = {},
): Promise<TestClient> {
  const socket = connectSocket(baseUrl, {
    auth: { token },
    transports: extra.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: extra.extraHeaders,
  });
  const envelopes: SocketEnvelope[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (envelope: SocketEnvelope) => {
    envelopes.push(envelope);
    for (const wake of [...waiters]) wake();
  });
  const client: TestClient = {
    socket,
    envelopes,
    waitFor: (predicate, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = envelopes.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting; got ${JSON.stringify(envelopes.map((e) => e.type))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    emitWithAck: <T>(event: string, ...args: unknown[]) => socket.timeout(10_000).emitWithAck(event, ...args) as Promise<T>,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** A new visitor: a session and a connected socket. */
export async function connectVisitor(node: TestServer) {
  const session = await createSession(node.url);
  const client = await connectClient(node.url, session.token);
  return { session, client };
}

/** A visitor whose socket has joined their own room, as the widget does before it sends. */
export async function connectVisitorInRoom(node: TestServer) {
  const joined = await connectVisitor(node);
  await joined.client.emitWithAck('join_room', joined.session.userId);
  return joined;
}

/**
 * The loopback clients the attack run of the fuzz command uses: HTTP requests
 * with a chosen Host, Origin and source address, raw websocket upgrades,
 * socket.io clients, and a count of a process's open file descriptors
 * (oversized uploads: @agency/tooling/attack/oversized-upload).
 */
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as connectTcp, type Socket as TcpSocket } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';

export interface AttackTarget {
  url: string;
  port: number;
  /** The server process, for its descriptor count. */
  pid: number;
}

export interface Answer {
  /** 0 when the connection failed or closed without an answer. */
  status: number;
  body: string;
}

export interface CallOptions {
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A loopback address to send from (127.0.0.0/8): another client address as the server sees it. */
  localAddress?: string;
}

const CALL_TIMEOUT_MS = 10_000;

export function call(target: Pick<AttackTarget, 'port'>, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const headers = {
      ...(body && { 'Content-Type': 'application/json', 'Content-Length': String(body.length) }),
      ...options.headers,
    };
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: target.port, method, path, headers, localAddress: options.localAddress, timeout: CALL_TIMEOUT_MS },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, body: '' }));
    outgoing.end(body);
  });
}

export const WEBSOCKET_PATH = '/socket.io/?EIO=4&transport=websocket';

export interface Upgrade {
  /** The status line's code: 101 when the websocket was opened. */
  status: number;
  socket: TcpSocket;
  /** Resolves when the server closes the connection. */
  closed: Promise<void>;
}

/** A websocket upgrade that, once open, never sends socket.io's CONNECT (nor anything else). */
export function rawUpgrade(target: AttackTarget, headers: Record<string, string> = {}, localAddress?: string): Promise<Upgrade> {
  return new Promise((resolve) => {
    const socket = connectTcp({ host: '127.0.0.1', port: target.port, localAddress });
    let answer = '';
    let answered = false;
    const closed = new Promise<void>((settle) => socket.once('close', () => settle()));
    const finish = () => {
      if (answered) return;
      answered = true;
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), socket, closed });
    };
    socket.once('connect', () => {
      const lines = Object.entries({ Host: `127.0.0.1:${target.port}`, ...headers }).map(([name, value]) => `${name}: ${value}`);
      socket.write(
        [
          `GET ${WEBSOCKET_PATH} HTTP/1.1`,
          ...lines,
          'Connection: Upgrade',
          'Upgrade: websocket',
          'Sec-WebSocket-Version: 13',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      if (/^HTTP\/1\.1 \d{3}/.test(answer)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

/** A socket.io client that connected, or undefined when the server refused it. */
export function connectVisitor(target: AttackTarget, token: string): Promise<Socket | undefined> {
  const socket = connectSocket(target.url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
  return new Promise((resolve) => {
    const refused = () => {
      socket.close();
      resolve(undefined);
    };
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', refused);
    socket.io.once('close', refused);
  });
}

export interface Visitor {
  userId: string;
  token: string;
}

export async function newVisitor(target: AttackTarget, localAddress?: string): Promise<Visitor> {
  const answer = await call(target, 'POST', '/api/session', { localAddress });
  if (answer.status !== 201) throw new Error(`POST /api/session answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as { data: Visitor }).data;
}

/** Open file descriptors of a process (Linux /proc); undefined where that cannot be read. */
export function descriptorsOf(pid: number): number | undefined {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return undefined;
  }
}

export async function pollUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

// The site server's reverse proxy to chat-server: which paths go through,
// which forwarded headers chat-server sees, and what happens to websocket
// upgrades (a socket per upgrade request is an open descriptor, so none is
// ever left waiting).
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

/** The only path prefixes proxied to chat-server (`/apixyz` is the site's own 404). */
export const CHAT_PATH_PREFIXES = ['/api/', '/socket.io/'] as const;

/** chat-server's leads API for the sales team: not public unless SITE_PROXY_ADMIN=1. */
export const ADMIN_PATH_PREFIX = '/api/admin';

/** An upgrade that chat-server has not completed in this time is closed. */
export const UPGRADE_TIMEOUT_MS = 10_000;

/**
 * A proxied request chat-server has not begun to answer in this time gets a
 * 504 (SITE_PROXY_TIMEOUT_MS). Above engine.io's ping interval (25 s), the
 * longest a healthy long-polling request waits for its answer.
 */
export const PROXY_TIMEOUT_MS = 30_000;

/** When one side of a proxied websocket closes, the other gets this long to flush what is queued for it. */
export const SOCKET_CLOSE_GRACE_MS = 1_000;

/**
 * The most of a request body the site reads on its way to chat-server (its
 * own limits are lower: 32 KB for /api, 100 KB for a long-polling packet, and
 * it answers those itself); past this the site answers 413 and reads no more.
 */
export const BODY_LIMIT_BYTES = 128 * 1024;

export const PROXY_ERRORS = {
  unavailable: 'The chat service is unavailable. Please try again shortly.',
  timeout: 'The chat service did not answer in time. Please try again shortly.',
  tooLarge: `Request body too large (limit ${BODY_LIMIT_BYTES / 1024} KB)`,
} as const;

/** Decides whether the peer that sent a request is a proxy whose forwarded headers count. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * `SITE_TRUST_PROXY`: the addresses of a proxy in front of the site server
 * (proxy-addr names such as `loopback`, or addresses and subnets, comma
 * separated). Unset, the site server is the public edge and trusts no one's
 * X-Forwarded-* headers.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const names = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.length === 0) return () => false;
  return proxyAddr.compile(names);
}

function pathnameOf(url: string | undefined): string {
  const raw = (url ?? '/').split('?')[0] ?? '/';
  return raw.startsWith('/') ? raw : `/${raw}`;
}

/** True for exactly `/api/…` and `/socket.io/…`. */
export function isChatPath(url: string | undefined): boolean {
  const pathname = pathnameOf(url);
  return CHAT_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * True when the path would reach chat-server's admin routes however it is
 * spelled: case, percent-encoding, repeated slashes and dot segments are
 * normalised before the comparison (a path that does not decode counts too).
 */
export function isAdminPath(url: string | undefined): boolean {
  let pathname = pathnameOf(url).replace(/\/{2,}/g, '/');
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  const normalised = new URL(pathname.replace(/\\/g, '/'), 'http://site.invalid').pathname.replace(/\/{2,}/g, '/').toLowerCase();
  return normalised === ADMIN_PATH_PREFIX || normalised.startsWith(`${ADMIN_PATH_PREFIX}/`);
}

const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * Replaces whatever X-Forwarded-* headers the client sent with the site
 * server's own: the visitor's address, the Host it asked for and the scheme.
 * Values from a trusted proxy in front (SITE_TRUST_PROXY) are kept.
 */
export function setForwardedHeaders(request: IncomingMessage, trust: TrustProxy): void {
  const peer = request.socket.remoteAddress ?? '';
  const peerIsProxy = trust(peer, 0);
  const address = proxyAddr(request, trust);
  const encrypted = Boolean((request.socket as TLSSocket).encrypted);
  const sentProto = firstValue(request.headers['x-forwarded-proto']);
  const proto = peerIsProxy && (sentProto === 'http' || sentProto === 'https') ? sentProto : encrypted ? 'https' : 'http';
  const host = (peerIsProxy ? firstValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host ?? '';
  for (const name of FORWARDED_HEADERS) delete request.headers[name];
  // The site answers 100-continue itself (Node's server does); chat-server gets the body whole.
  delete request.headers.expect;
  request.headers['x-forwarded-for'] = address;
  request.headers['x-forwarded-proto'] = proto;
  if (host) request.headers['x-forwarded-host'] = host;
}

/** Answers an upgrade request the site does not proxy, and closes its socket at once. */
export function refuseUpgrade(socket: Socket, status: 400 | 404): void {
  const reason = status === 404 ? 'Not Found' : 'Bad Request';
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
  // A peer that never reads keeps the answer unflushed: close it anyway.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** A JSON error for the visitor, on a connection that closes after it (its body, if any, is not read further). */
export function answerError(response: ServerResponse, status: 413 | 502 | 504, error: string): void {
  if (response.headersSent || response.destroyed) {
    if (!response.writableEnded) response.destroy();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
  response.end(JSON.stringify({ success: false, error }));
}

/**
 * Refuses a body over `limitBytes` at the edge: at once by its Content-Length,
 * or as soon as a chunked one passes the limit. The answer closes the
 * connection, so the rest is never read (and the upstream request is dropped
 * with it, see superviseExchange). Returns false when the request was answered here.
 */
export function limitBody(request: IncomingMessage, response: ServerResponse, limitBytes: number): boolean {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limitBytes) {
    answerError(response, 413, PROXY_ERRORS.tooLarge);
    return false;
  }
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limitBytes) return;
    request.off('data', count);
    answerError(response, 413, PROXY_ERRORS.tooLarge);
  };
  request.on('data', count);
  // Counting must not start the flow before the proxy pipes the body on (it resumes it then).
  request.pause();
  return true;
}

/**
 * The one rule for a proxied HTTP exchange: chat-server must begin its answer
 * within `timeoutMs` (else the visitor gets a 504), must not go silent for as
 * long mid-answer, and an answer it breaks off mid-way breaks off the
 * visitor's too (a response that never ends is a hang, not an answer).
 */
export function superviseExchange(proxyRequest: ClientRequest, response: ServerResponse, timeoutMs: number): void {
  const timer = setTimeout(() => {
    answerError(response, 504, PROXY_ERRORS.timeout);
    proxyRequest.destroy();
  }, timeoutMs);
  proxyRequest.once('close', () => clearTimeout(timer));
  // Answered here (504, 413) or the visitor left: chat-server's part of the exchange is dropped too.
  response.once('close', () => proxyRequest.destroy());
  proxyRequest.once('response', (proxyResponse: IncomingMessage) => {
    clearTimeout(timer);
    proxyRequest.setTimeout(timeoutMs, () => proxyRequest.destroy());
    proxyResponse.once('close', () => {
      if (!proxyResponse.complete) response.destroy();
    });
  });
}

/**
 * Ties a proxied websocket's two TCP connections into one: whichever side
 * ends, closes or fails, the other is ended too (what is already queued for
 * it still goes out) and both are destroyed after `graceMs`. A websocket has
 * its own closing handshake, so a half-closed TCP connection on either side
 * only ever means a visitor (or chat-server) left waiting on a dead peer.
 * A pair with no traffic for `idleMs` is closed too.
 */
export function tieSockets(client: Socket, upstream: Socket, idleMs: number, graceMs = SOCKET_CLOSE_GRACE_MS): void {
  let timer: NodeJS.Timeout | undefined;
  const destroyBoth = () => {
    clearTimeout(timer);
    client.destroy();
    upstream.destroy();
  };
  const closeBoth = () => {
    if (timer) return;
    client.end();
    upstream.end();
    timer = setTimeout(destroyBoth, graceMs);
    timer.unref();
  };
  for (const socket of [client, upstream]) {
    socket.once('end', closeBoth);
    socket.once('close', () => (client.destroyed && upstream.destroyed ? clearTimeout(timer) : closeBoth()));
    socket.once('error', destroyBoth);
  }
  // Everything either side sends passes the visitor's socket: silence there is silence on both
  // (engine.io pings every 25 s, so a live websocket is never this quiet).
  client.setTimeout(idleMs);
  client.once('timeout', destroyBoth);
}

/**
 * An upgrade chat-server refuses (it answers with a status, not 101): once the
 * answer has gone out, the visitor's connection closes too, whether or not the
 * visitor ever closes its side.
 */
export function closeAfterRefusal(proxyRequest: ClientRequest, client: Socket, graceMs = SOCKET_CLOSE_GRACE_MS): void {
  proxyRequest.once('response', (answer: IncomingMessage) => {
    answer.once('close', () => {
      client.end();
      setTimeout(() => client.destroy(), graceMs).unref();
    });
  });
}

// The site server's reverse proxy to chat-server: which paths go through,
// which forwarded headers chat-server sees, and what happens to websocket
// upgrades (a socket per upgrade request is an open descriptor, so none is
// ever left waiting).
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

/** The only path prefixes proxied to chat-server (`/apixyz` is the site's own 404). */
export const CHAT_PATH_PREFIXES = ['/api/', '/socket.io/'] as const;

/** chat-server's leads API for the sales team: not public unless SITE_PROXY_ADMIN=1. */
export const ADMIN_PATH_PREFIX = '/api/admin';

/** An upgrade that chat-server has not completed in this time is closed. */
export const UPGRADE_TIMEOUT_MS = 10_000;

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

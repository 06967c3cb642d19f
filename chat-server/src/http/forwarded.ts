/**
 * X-Forwarded-* headers count only when they come from the configured proxy
 * (TRUST_PROXY, default loopback: the site server or nginx on this machine).
 * One trust rule for Express (client IP, TLS, host) and socket.io (client IP,
 * the same-origin check), so a visitor cannot pick their IP or host by sending the headers.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

export type ProxyTrust = (address: string, hop: number) => boolean;

/** Values of TRUST_PROXY that trust no proxy at all. */
const TRUST_NOBODY = new Set(['none', 'false', 'off']);

/** `loopback`, `uniquelocal`, addresses or CIDR ranges, comma-separated; throws on anything else. */
export function compileProxyTrust(setting: string): ProxyTrust {
  const parts = setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 1 && TRUST_NOBODY.has(parts[0]!.toLowerCase())) return () => false;
  return proxyaddr.compile(parts);
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/** The visitor's address: the nearest X-Forwarded-For hop not vouched for by a trusted proxy. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  return proxyaddr(request, trust);
}

/** The host the browser asked for: X-Forwarded-Host from a trusted proxy, else Host. */
export function requestHost(request: IncomingMessage, trust: ProxyTrust): string | undefined {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = trust(peer, 0) ? firstValue(request.headers['x-forwarded-host']) : undefined;
  return forwarded ?? request.headers.host;
}

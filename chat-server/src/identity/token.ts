/**
 * The signed session token (docs/architecture.md "Identity"): the user and session ids,
 * HMAC-SHA256 over them with SESSION_SECRET. The server derives the visitor
 * from it; nothing the client says about itself is trusted.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const SECRET_FILE = 'session-secret';

export function sign(claims: TokenClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify({ u: claims.userId, s: claims.sessionId })).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/**
 * True when `text` is the one base64url spelling of its bytes: Node's decoder
 * also takes padding, the other alphabet and stray low bits in the last
 * character, so several strings would name the same token.
 */
function isCanonicalBase64url(text: string): boolean {
  return Buffer.from(text, 'base64url').toString('base64url') === text;
}

/** The claims of a well-formed, correctly signed token in its canonical spelling; null for anything else. */
export function verify(token: string, secret: string): TokenClaims | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  if (!isCanonicalBase64url(body) || !isCanonicalBase64url(mac)) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { u, s } = parsed as { u?: unknown; s?: unknown };
    if (typeof u !== 'string' || typeof s !== 'string') return null;
    return { userId: u, sessionId: s };
  } catch {
    return null;
  }
}

/** SESSION_SECRET, or a secret generated once and kept (mode 600) in the data folder. */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

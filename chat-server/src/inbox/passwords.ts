/**
 * Staff passwords: argon2id (hash-wasm, WebAssembly: no native addon) with the
 * OWASP minimum settings, stored in the PHC string format with their salt.
 */
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_SETTINGS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2_SETTINGS, password, salt: randomBytes(16), outputType: 'encoded' });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return argon2Verify({ password, hash });
}

/**
 * Checked against when the e-mail is unknown, so that a wrong address costs
 * the same time as a wrong password (no account enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}

/**
 * Redis for the scale-out test: 127.0.0.1:6379 (override with TEST_REDIS_URL).
 */
import { execFileSync } from 'node:child_process';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function probe(): boolean {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  try {
    execFileSync(
      process.execPath,
      [
        '-e',
        `const s=require('net').createConnection({host:${JSON.stringify(hostname)},port:${Number(port || 6379)}});s.setTimeout(1500);s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));s.on('timeout',()=>process.exit(1))`,
      ],
      { stdio: 'ignore', timeout: 5_000 },
    );
    return true;
  } catch {
    return false;
  }
}

export const REDIS_AVAILABLE = probe();
if (!REDIS_AVAILABLE) console.warn(`Redis is not reachable at ${TEST_REDIS_URL}: the scale-out test is SKIPPED.`);

/**
 * The test sites' ports: `E2E_PORT_BASE` when set, otherwise the first block
 * of ten ports from 4100 up that nothing on this machine holds (a developer's
 * own `npm start`, a database, another test run), so the suite never depends
 * on a fixed port being free.
 */
import { createServer } from 'node:net';

const FIRST_BASE = 4100;
const BLOCK = 10;
const LAST_BASE = 9900;

/**
 * The ports in that range that browsers and fetch refuse to connect to (the Fetch standard's
 * "bad ports"): a site on one of them could never be reached by the tests.
 */
const BAD_PORTS = new Set([4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697]);

function hasBadPort(base: number, size: number): boolean {
  for (let port = base; port < base + size; port += 1) {
    if (BAD_PORTS.has(port)) return true;
  }
  return false;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    // No host: the dual-stack wildcard, which conflicts with a listener on any local address.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function isBlockFree(base: number, size: number): Promise<boolean> {
  for (let port = base; port < base + size; port += 1) {
    if (!(await isFree(port))) return false;
  }
  return true;
}

/** A base port whose `size` ports are free, from `start` on (a worker passes its own start so workers never share a block). */
export async function freePortBase(start: number, size = BLOCK): Promise<number> {
  if (process.env.E2E_PORT_BASE) return start;
  for (let base = start; base <= LAST_BASE; base += BLOCK) {
    if (hasBadPort(base, size)) continue;
    if (await isBlockFree(base, size)) return base;
  }
  throw new Error(`No ${size} free ports between ${start} and ${LAST_BASE + size}`);
}

/** Where a worker starts looking: E2E_PORT_BASE (or 4100), ten ports further for each worker. */
export function workerPortStart(workerIndex: number): number {
  return Number(process.env.E2E_PORT_BASE ?? FIRST_BASE) + workerIndex * BLOCK;
}

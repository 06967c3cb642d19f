import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '../logging/logger.js';
import { createOriginCheck } from './origins.js';
import { RateLimit } from '../shared/rate-limit.js';
import type { Database } from '../storage/database.js';
import { createApp } from './app.js';

function appWith(ping: () => Promise<void>) {
  const db = {
    engine: 'postgres',
    ping,
    query: async () => [],
    transaction: async () => undefined,
    close: async () => undefined,
  } as unknown as Database;
  return createApp({
    db,
    logger: silentLogger,
    restLimit: new RateLimit('rest', { limit: 100, windowMs: 60_000 }, 'Too many requests', { keyPrefix: 'readiness' }),
    isOriginAllowed: createOriginCheck([], ['127.0.0.1']),
    trustProxy: () => false,
    routers: [],
  });
}

async function readyz(ping: () => Promise<void>): Promise<{ status: number; body: unknown }> {
  const server = createServer(appWith(ping));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
    return { status: response.status, body: await response.json() };
  } finally {
    server.close();
  }
}

describe('/readyz', () => {
  it('is 200 when the database answers', async () => {
    expect(await readyz(async () => undefined)).toEqual({ status: 200, body: { ok: true, database: 'reachable' } });
  });

  it('is 503 when the database fails or does not answer in time', async () => {
    expect(await readyz(() => Promise.reject(new Error('connection refused')))).toEqual({
      status: 503,
      body: { ok: false, database: 'unreachable' },
    });
    expect((await readyz(() => new Promise(() => undefined))).status).toBe(503);
  });
});

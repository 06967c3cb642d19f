/**
 * Chat-server nodes scaled out behind one site: one PostgreSQL schema, one
 * Redis, and the same session secret on every node.
 */
import { randomBytes } from 'node:crypto';
import { dropSchema, POSTGRES_AVAILABLE, TEST_DATABASE_URL, uniqueSchema } from './postgres.js';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from './redis.js';
import { startTestServer, type TestServer } from './test-server.js';

export const SCALE_OUT_AVAILABLE = POSTGRES_AVAILABLE && REDIS_AVAILABLE;

/** `name` keeps each test's secret and Redis channels its own. */
export function scaledOutEnv(schema: string, name: string) {
  return {
    DATABASE_URL: TEST_DATABASE_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_CHANNEL_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: `${name}-shared-secret-0123456789abcdef`,
  };
}

/** Two nodes on a fresh schema for the tests of one describe block; none where PostgreSQL or Redis is missing. */
export function twoScaledOutNodes(
  name: string,
  env: Record<string, string> = {},
  options: Parameters<typeof startTestServer>[1] = {},
): TestServer[] {
  const nodes: TestServer[] = [];
  let schema = '';
  beforeAll(async () => {
    if (!SCALE_OUT_AVAILABLE) return;
    schema = uniqueSchema();
    const nodeEnv = { ...env, ...scaledOutEnv(schema, name) };
    nodes.push(await startTestServer(nodeEnv, options), await startTestServer(nodeEnv, options));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    if (schema) await dropSchema(schema);
  });
  return nodes;
}

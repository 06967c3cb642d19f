/**
 * Settings for chat-server nodes scaled out behind one site: one PostgreSQL
 * schema, one Redis, and the same session secret on every node.
 */
import { randomBytes } from 'node:crypto';
import { TEST_DATABASE_URL } from './postgres.js';
import { TEST_REDIS_URL } from './redis.js';

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

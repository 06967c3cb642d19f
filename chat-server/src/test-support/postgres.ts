/**
 * The PostgreSQL half of the storage suite: 127.0.0.1:5432, database `test`
 * (override with TEST_DATABASE_URL). Each run gets its own schema, dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function probe(): boolean {
  try {
    execFileSync(
      process.execPath,
      [
        '-e',
        `const pg=require('pg');const c=new pg.Client({connectionString:${JSON.stringify(TEST_DATABASE_URL)},connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`,
      ],
      {
        stdio: 'ignore',
        timeout: 5_000,
        cwd: __dirname,
      },
    );
    return true;
  } catch {
    return false;
  }
}

export const POSTGRES_AVAILABLE = probe();
if (!POSTGRES_AVAILABLE)
  console.warn(`PostgreSQL is not reachable at ${TEST_DATABASE_URL}: the PostgreSQL half of the storage suite is SKIPPED.`);

export function uniqueSchema(): string {
  return `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/**
 * One SQL interface over the two engines of DESIGN.md "Storage": embedded
 * PostgreSQL (PGlite, persisted under DATA_DIR) and a PostgreSQL server (pg).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.js';
import { runMigrations } from './migrations.js';

/** PGlite's folder inside DATA_DIR. */
export const PGLITE_FOLDER = 'pglite';

export type SqlValue = string | number | boolean | null | Date;

export interface Queryable {
  query<Row extends object>(sql: string, params?: SqlValue[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

class PgliteDatabase implements Database {
  readonly engine = 'pglite';
  constructor(
    private readonly db: PGlite,
    private readonly lock?: DataDirLock,
  ) {}

  async query<Row extends object>(sql: string, params: SqlValue[] = []): Promise<Row[]> {
    return (await this.db.query<Row>(sql, params)).rows;
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({ query: async <Row extends object>(sql: string, params: SqlValue[] = []) => (await tx.query<Row>(sql, params)).rows }),
    );
  }

  async ping(): Promise<void> {
    await this.db.query('select 1');
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
    this.lock?.release();
  }
}

class PostgresDatabase implements Database {
  readonly engine = 'postgres';
  constructor(private readonly pool: pg.Pool) {}

  async query<Row extends object>(sql: string, params: SqlValue[] = []): Promise<Row[]> {
    return (await this.pool.query<Row>(sql, params)).rows;
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work({ query: async <Row extends object>(sql: string, params: SqlValue[] = []) => (await client.query<Row>(sql, params)).rows });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async ping(): Promise<void> {
    await this.pool.query('select 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema (created when missing); tests use one per run. */
  schema?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(databaseUrl: string, schema?: string): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  if (schema) {
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 20,
    // Under a burst, waiting for a pooled connection is better than failing the message.
    connectionTimeoutMillis: 30_000,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // An idle client losing its server must not crash the process; /readyz reports it.
  pool.on('error', () => undefined);
  return new PostgresDatabase(pool);
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One server per data folder (see data-dir-lock.ts).
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    return new PgliteDatabase(dataDir ? await PGlite.create(dataDir) : await PGlite.create(), lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options.schema) : await openPglite(options.dataDir);
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

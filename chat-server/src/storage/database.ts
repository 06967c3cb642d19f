/**
 * One SQL interface over the two engines of docs/architecture.md "Storage": embedded
 * PostgreSQL (PGlite, persisted under DATA_DIR) and a PostgreSQL server (pg).
 */
import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.js';
import { runMigrations } from './migrations.js';
import type { WorkerRequest, WorkerResponse } from './pglite-worker.js';

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

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** The worker's source when run from src/ (tests, type-stripped by Node), its build otherwise. */
function workerUrl(): URL {
  const built = new URL('./pglite-worker.js', import.meta.url);
  return existsSync(built) ? built : new URL('./pglite-worker.ts', import.meta.url);
}

/** How long a worker that was asked to close may take to end by itself. */
const WORKER_EXIT_GRACE_MS = 5_000;

/**
 * Waits for the worker to end by itself (it closes its port once its database
 * is closed or failed to open). Node can crash terminating a thread that ran
 * WebAssembly (nodejs/node#33377), so terminate() is only the last resort.
 */
async function stopped(worker: Worker): Promise<void> {
  if (worker.threadId === -1) return;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let grace: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => {
    grace = setTimeout(() => resolve('overdue'), WORKER_EXIT_GRACE_MS);
    grace.unref();
  });
  const outcome = await Promise.race([exited, overdue]);
  clearTimeout(grace);
  if (outcome === 'overdue') await worker.terminate();
}

/**
 * PGlite in a worker thread (pglite-worker.ts): its statements run off the
 * event loop, so sockets keep flowing while the database works.
 */
class PgliteWorkerDatabase implements Database {
  readonly engine = 'pglite';
  private readonly pending = new Map<number, { resolve: (rows: unknown[] | undefined) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private closed = false;

  private constructor(
    private readonly worker: Worker,
    private readonly lock?: DataDirLock,
  ) {
    worker.on('message', (response: WorkerResponse) => {
      if (!('id' in response)) return;
      const waiting = this.pending.get(response.id);
      this.pending.delete(response.id);
      if (response.error) waiting?.reject(Object.assign(new Error(response.error.message), response.error.fields));
      else waiting?.resolve(response.rows);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => this.failAll(new Error('The database worker stopped.')));
  }

  static async open(dataDir: string | undefined, lock?: DataDirLock): Promise<PgliteWorkerDatabase> {
    const worker = new Worker(workerUrl(), { workerData: { dataDir } });
    const listeners = {
      message: (_message: WorkerResponse) => undefined as void,
      error: (_error: Error) => undefined as void,
      exit: (_code: number) => undefined as void,
    };
    try {
      await new Promise<void>((resolve, reject) => {
        listeners.message = (message) => {
          if ('ready' in message) resolve();
          else if ('failed' in message) reject(new Error(message.failed));
          // Anything else is Node's own (`node --watch`, as in `npm run dev`, reports the worker's imports first).
        };
        listeners.error = reject;
        listeners.exit = (code) => reject(new Error(`database worker exited with ${code}`));
        worker.on('message', listeners.message).once('error', listeners.error).once('exit', listeners.exit);
      });
    } catch (error) {
      await stopped(worker);
      throw error;
    } finally {
      worker.off('message', listeners.message).off('error', listeners.error).off('exit', listeners.exit);
    }
    return new PgliteWorkerDatabase(worker, lock);
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private request(request: Request): Promise<unknown[] | undefined> {
    if (this.closed) return Promise.reject(new Error('The database is closed.'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  async query<Row extends object>(sql: string, params: SqlValue[] = [], tx?: number): Promise<Row[]> {
    return (await this.request({ kind: 'query', sql, params, ...(tx !== undefined && { tx }) })) as Row[];
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const [tx] = (await this.request({ kind: 'begin' })) as [number];
    let result: T;
    try {
      result = await work({ query: <Row extends object>(sql: string, params: SqlValue[] = []) => this.query<Row>(sql, params, tx) });
    } catch (error) {
      await this.request({ kind: 'end', tx, commit: false });
      throw error;
    }
    await this.request({ kind: 'end', tx, commit: true });
    return result;
  }

  async ping(): Promise<void> {
    await this.query('select 1');
  }

  async close(): Promise<void> {
    if (!this.closed) {
      await this.request({ kind: 'close' }).catch(() => undefined);
      this.closed = true;
      await stopped(this.worker);
    }
    this.lock?.release();
  }
}

/** Distinct statements prepared by name; the code's statements are a few dozen, so this only bounds a mistake. */
const MAX_NAMED_STATEMENTS = 200;

/**
 * The code's statements as named prepared statements: each connection parses
 * and plans a statement once, not at every call (the turn's statement with its
 * CTEs took the server more CPU to plan than to run), and sends only its
 * parameters afterwards.
 */
class NamedStatements {
  /** A statement's name, or null once it runs unnamed. */
  private readonly names = new Map<string, string | null>();

  config(text: string, values: SqlValue[]): pg.QueryConfig<SqlValue[]> {
    // Without parameters a statement goes as a simple query, which may hold several commands (migrations).
    if (values.length === 0) return { text, values };
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_NAMED_STATEMENTS) {
      name = `s${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name ? { name, text, values } : { text, values };
  }

  /** The statement runs unnamed from now on. */
  unname(text: string): void {
    this.names.set(text, null);
  }
}

/**
 * PostgreSQL refuses a prepared statement whose result columns changed since
 * it was prepared: a node still running while another one's migration altered
 * a table (a rolling deploy).
 */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(error));
}

class PostgresDatabase implements Database {
  readonly engine = 'postgres';
  private readonly statements = new NamedStatements();
  constructor(private readonly pool: pg.Pool) {}

  async query<Row extends object>(sql: string, params: SqlValue[] = []): Promise<Row[]> {
    const config = this.statements.config(sql, params);
    try {
      return (await this.pool.query<Row>(config)).rows;
    } catch (error) {
      if (config.name === undefined || !isStalePlan(error)) throw error;
      this.statements.unname(sql);
      return (await this.pool.query<Row>(sql, params)).rows;
    }
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work({
        // Unnamed: a stale prepared statement would abort the whole transaction (migrations, "delete my data").
        query: async <Row extends object>(sql: string, params: SqlValue[] = []) => (await client.query<Row>(sql, params)).rows,
      });
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
  /** PGlite on the calling thread instead of a worker thread (the default is the worker). */
  pgliteOnThisThread?: boolean;
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

async function openPglite(dataDir: string | undefined, inWorker: boolean): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One server per data folder (see data-dir-lock.ts).
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    if (inWorker) return await PgliteWorkerDatabase.open(dataDir, lock);
    return new PgliteDatabase(dataDir ? await PGlite.create(dataDir) : await PGlite.create(), lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : await openPglite(options.dataDir, !options.pgliteOnThisThread);
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** The database a command-line tool of this package works on: the one chat-server's settings in the environment name. */
export function openConfiguredDatabase(config: { databaseUrl?: string; dataDir: string; databaseSchema?: string }): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, PGLITE_FOLDER),
    schema: config.databaseSchema,
  });
}

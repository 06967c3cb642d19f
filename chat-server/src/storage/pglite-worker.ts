/**
 * PGlite in a worker thread (see database.ts): its WASM engine runs every
 * statement synchronously, so on the main thread each query would stall
 * the sockets. Answers the requests of `PgliteWorkerDatabase`, one message
 * each. Plain type-erasable TypeScript with package imports only, so Node
 * also runs the source directly (tests).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';

export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' };

export type WorkerResponse =
  { id: number; rows?: unknown[]; error?: { message: string; fields: Record<string, unknown> } } | { ready: true } | { failed: string };

const port = parentPort!;
const { dataDir } = workerData as { dataDir?: string };
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; finished: Promise<unknown> }>();
let nextTx = 1;

function describe(error: unknown): { message: string; fields: Record<string, unknown> } {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { message: error.message, fields };
}

/** Opens a transaction that stays open until the main thread ends it. */
function begin(db: PGlite): Promise<number> {
  const id = nextTx++;
  return new Promise((resolve, reject) => {
    const finished = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, { tx, end: (ok) => (ok ? commit() : rollback(new Error('rolled back'))), finished });
            resolve(id);
          }),
      )
      .finally(() => transactions.delete(id));
    finished.catch(reject);
  });
}

async function handle(db: PGlite, request: WorkerRequest): Promise<unknown[] | undefined> {
  switch (request.kind) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('transaction already ended');
      return (await target.query(request.sql, request.params)).rows;
    }
    case 'begin':
      return [await begin(db)];
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('transaction already ended');
      open.end(request.commit);
      // A rollback asked for by the main thread is not an error of the rollback.
      await open.finished.catch((error: unknown) => {
        if (request.commit) throw error;
      });
      return undefined;
    }
    case 'close':
      if (!db.closed) await db.close();
      return undefined;
  }
}

try {
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  port.on('message', (request: WorkerRequest) => {
    handle(db, request).then(
      (rows) => {
        port.postMessage({ id: request.id, rows } satisfies WorkerResponse);
        // Closing the port lets the thread end by itself: Node can crash when it
        // terminates a thread that ran WebAssembly (nodejs/node#33377).
        if (request.kind === 'close') port.close();
      },
      (error: unknown) => port.postMessage({ id: request.id, error: describe(error) } satisfies WorkerResponse),
    );
  });
  port.postMessage({ ready: true } satisfies WorkerResponse);
} catch (error) {
  port.postMessage({ failed: error instanceof Error ? error.message : String(error) } satisfies WorkerResponse);
  port.close();
}

/**
 * `pnpm --filter chat-server bench`: N concurrent visitors (default 100 and
 * 1000), each with its own session and websocket, send messages to the
 * builtin assistant; prints time to first chunk and full-reply latency
 * (p50/p95/p99), replies per second, errors and the server's memory per
 * visitor (bench/memory-probe.ts), next to a bare socket.io echo server
 * measured in the same run (the floor). With PostgreSQL and Redis reachable it also runs 1000
 * visitors on one node and across two nodes (Redis adapter + PostgreSQL).
 *
 * Each run measures every scenario once, runs one after the other (so a
 * drift of the machine's speed reaches all scenarios alike); the summary
 * gives each percentile's median over the runs, and the ratio lines each
 * run's ratio too. One run alone varies by a third on a 2-core machine.
 *
 * Its options: USAGE below (`--help` prints them).
 */
import { freePort } from '../src/shared/free-port.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { MEMORY_PROBE_REQUEST, type MemoryProbeAnswer } from './memory-probe.js';
import { median, medianPercentiles, percentiles, type Percentiles } from './stats.js';

/** dist/bench-build/bench/main.js → the package folder. */
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REPLY_TIMEOUT_MS = 60_000;
const SESSION_CONCURRENCY = 50;
const BENCH_MESSAGES = [
  'What AI CRM packages do you offer?',
  'We need a HIPAA compliant chatbot within 2 months',
  'How is our data kept private?',
  'What is your process?',
];

interface Args {
  visitors: number[];
  messages: number;
  runs: number;
  chunkDelayMs: number;
  scaleOut: boolean;
  databaseUrl: string;
  redisUrl: string;
}

const USAGE = `Usage: pnpm --filter chat-server bench -- [options]

  --visitors 100,1000    concurrent visitors of each scenario, separated by commas
  --messages 2           messages each visitor sends, one after the other's reply
  --chunk-delay 25       the builtin assistant's delay between chunks, ms
  --runs 3               runs of every scenario; the summary is their median
  --no-scale-out         skip PostgreSQL + Redis (one node and two)
  --help                 this text

PostgreSQL and Redis: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
and BENCH_REDIS_URL (default redis://127.0.0.1:6379).`;

/** A whole number of at least `min`, or the usage and exit code 2. */
function wholeNumber(option: string, text: string, min: number): number {
  if (/^\d+$/.test(text) && Number(text) >= min) return Number(text);
  return usageError(`--${option} must be a whole number, ${min} or more (got "${text}").`);
}

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** The command line, or the usage and exit code 2 for anything it cannot mean. */
function readOptions(argv: string[]): Args {
  let values;
  try {
    ({ values } = parseArgs({
      // `pnpm … bench -- --runs 1` passes the '--' through.
      args: argv.filter((arg) => arg !== '--'),
      options: {
        visitors: { type: 'string', default: '100,1000' },
        messages: { type: 'string', default: '2' },
        'chunk-delay': { type: 'string', default: '25' },
        runs: { type: 'string', default: '3' },
        'no-scale-out': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    visitors: values.visitors.split(',').map((text) => wholeNumber('visitors', text, 1)),
    messages: wholeNumber('messages', values.messages, 1),
    runs: wholeNumber('runs', values.runs, 1),
    chunkDelayMs: wholeNumber('chunk-delay', values['chunk-delay'], 0),
    scaleOut: !values['no-scale-out'],
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

interface Node {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const MEMORY_PROBE = new URL('./memory-probe.js', import.meta.url).href;
const MEMORY_PROBE_TIMEOUT_MS = 10_000;
/** How long the servers get to let go of the visitors who closed their sockets. */
const DISCONNECT_WAIT_MS = 1_000;

async function spawnNode(script: string, env: NodeJS.ProcessEnv): Promise<Node> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--expose-gc', '--import', MEMORY_PROBE, script], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, ...env, CHAT_PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
  child.stdout!.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** What a node's JavaScript holds after a full garbage collection, in bytes (bench/memory-probe.ts). */
function heldMemory(node: Node): Promise<number> {
  // A server that has exited has no memory to report (its scenario's errors say why).
  if (!node.child.connected) return Promise.resolve(Number.NaN);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(Number.NaN), MEMORY_PROBE_TIMEOUT_MS);
    const onMessage = (answer: MemoryProbeAnswer) => done(answer.benchMemoryBytes);
    function done(bytes: number) {
      clearTimeout(timer);
      node.child.off('message', onMessage);
      resolve(bytes);
    }
    node.child.on('message', onMessage);
    node.child.send(MEMORY_PROBE_REQUEST);
  });
}

async function heldMemoryOf(nodes: Node[]): Promise<number> {
  const bytes = await Promise.all(nodes.map(heldMemory));
  return bytes.reduce((sum, value) => sum + value, 0);
}

interface Visitor {
  userId: string;
  socket: Socket;
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.allSettled(items.slice(i, i + size).map(work))));
  return results;
}

async function openVisitor(url: string, echo: boolean): Promise<Visitor> {
  let userId = `anon_bench_${randomBytes(5).toString('hex').slice(0, 9)}`;
  let token = '';
  if (!echo) {
    const response = await fetch(`${url}/api/session`, { method: 'POST' });
    if (!response.ok) throw new Error(`session ${response.status}`);
    const body = (await response.json()) as { data: { userId: string; token: string } };
    ({ userId, token } = body.data);
  }
  const socket = connectSocket(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000 });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.timeout(20_000).emitWithAck('join_room', userId);
  return { userId, socket };
}

interface Sample {
  firstChunkMs: number;
  fullReplyMs: number;
}

/** Sends one message and times the first stream frame and the end frame of the reply. */
function exchange(visitor: Visitor, chatId: string, text: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstChunkMs = Number.NaN;
    const timer = setTimeout(() => finish(new Error('reply timed out')), REPLY_TIMEOUT_MS);
    const onMessage = (envelope: {
      type: string;
      payload: { chatId?: string; isStream?: boolean; isStreamEnd?: boolean; status?: string; error?: string };
    }) => {
      const { payload } = envelope;
      if (payload.chatId !== chatId) return;
      if (envelope.type === 'CHAT_STATUS' && payload.status === 'error') return finish(new Error(payload.error));
      if (envelope.type !== 'CHAT_MESSAGE' || payload.isStream !== true) return;
      if (Number.isNaN(firstChunkMs)) firstChunkMs = performance.now() - started;
      if (payload.isStreamEnd) finish(undefined, { firstChunkMs, fullReplyMs: performance.now() - started });
    };
    function finish(error?: Error, sample?: Sample) {
      clearTimeout(timer);
      visitor.socket.off('message', onMessage);
      if (error) reject(error);
      else resolve(sample!);
    }
    visitor.socket.on('message', onMessage);
    const envelope = {
      roomId: visitor.userId,
      type: 'CHAT_MESSAGE',
      payload: { userId: visitor.userId, chatId, message: text, isStream: true, messageId: randomBytes(6).toString('hex') },
    };
    visitor.socket
      .timeout(REPLY_TIMEOUT_MS)
      .emitWithAck('send_message', envelope)
      .then((ack: { ok: boolean; error?: string }) => {
        if (!ack.ok) finish(new Error(`refused: ${ack.error}`));
      })
      .catch(() => finish(new Error('no acknowledgement')));
  });
}

interface ScenarioResult {
  scenario: string;
  /** 1-based; 0 for the median of the runs. */
  run: number;
  visitors: number;
  nodes: number;
  connected: number;
  replies: number;
  errors: number;
  firstErrors: string[];
  firstChunk: Percentiles;
  fullReply: Percentiles;
  repliesPerSecond: number;
  memoryPerVisitorKb: number;
}

async function runScenario(
  run: number,
  scenario: string,
  nodes: Node[],
  visitors: number,
  messages: number,
  echo: boolean,
): Promise<ScenarioResult> {
  console.log(`  run ${run}, ${scenario}: opening ${visitors} visitors`);
  // Warm-up (database, JIT, first allocations) so the memory baseline is not start-up noise.
  for (const node of nodes) {
    const warm = await openVisitor(node.url, echo);
    await exchange(warm, 'warm-up', BENCH_MESSAGES[0]!);
    warm.socket.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const opened = await inBatches(
    Array.from({ length: visitors }, (_, i) => i),
    SESSION_CONCURRENCY,
    (i) => openVisitor(nodes[i % nodes.length]!.url, echo),
  );
  const connected = opened
    .filter((result): result is PromiseFulfilledResult<Visitor> => result.status === 'fulfilled')
    .map((result) => result.value);
  const errors: string[] = opened
    .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    .map((result) => String(result.reason));
  await new Promise((resolve) => setTimeout(resolve, 500));

  console.log(`  run ${run}, ${scenario}: ${connected.length} connected, ${errors.length} failed; sending`);
  const samples: Sample[] = [];
  const started = performance.now();
  await Promise.all(
    connected.map(async (visitor, index) => {
      const chatId = `bench-${index}`;
      for (let m = 0; m < messages; m += 1) {
        try {
          samples.push(await exchange(visitor, chatId, BENCH_MESSAGES[(index + m) % BENCH_MESSAGES.length]!));
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Read once the replies are measured: a full collection before them changed the heap the burst met (at 1000 visitors
  // the first chunk's p95 went from 2.4x the echo's to 3x). What the visitors hold is what their leaving frees.
  const memoryWithVisitors = await heldMemoryOf(nodes);
  for (const visitor of connected) visitor.socket.close();
  await new Promise((resolve) => setTimeout(resolve, DISCONNECT_WAIT_MS));
  const memoryWithoutVisitors = await heldMemoryOf(nodes);
  return {
    scenario,
    run,
    visitors,
    nodes: nodes.length,
    connected: connected.length,
    replies: samples.length,
    errors: errors.length,
    firstErrors: [...new Set(errors)].slice(0, 3),
    firstChunk: percentiles(samples.map((sample) => sample.firstChunkMs)),
    fullReply: percentiles(samples.map((sample) => sample.fullReplyMs)),
    repliesPerSecond: Math.round((samples.length / seconds) * 10) / 10,
    memoryPerVisitorKb:
      connected.length > 0 ? Math.round((memoryWithVisitors - memoryWithoutVisitors) / connected.length / 102.4) / 10 : Number.NaN,
  };
}

async function reachable(databaseUrl: string, redisUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return false;
  }
  const { hostname, port } = new URL(redisUrl);
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.createConnection({ host: hostname, port: Number(port || 6379) });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** One row per scenario: each figure the median of its runs, errors added up. */
function summarize(results: ScenarioResult[]): ScenarioResult[] {
  const groups = new Map<string, ScenarioResult[]>();
  for (const result of results) {
    const key = `${result.scenario}|${result.visitors}|${result.nodes}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()].map((runs) => ({
    ...runs[0]!,
    run: 0,
    connected: median(runs.map((r) => r.connected)),
    replies: runs.reduce((sum, r) => sum + r.replies, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    firstErrors: [...new Set(runs.flatMap((r) => r.firstErrors))].slice(0, 3),
    firstChunk: medianPercentiles(runs.map((r) => r.firstChunk)),
    fullReply: medianPercentiles(runs.map((r) => r.fullReply)),
    repliesPerSecond: median(runs.map((r) => r.repliesPerSecond)),
    memoryPerVisitorKb: median(runs.map((r) => r.memoryPerVisitorKb)),
  }));
}

/** "2.4x (runs 2.1x, 2.8x, 2.4x)" when there were several runs. */
function ratioLine(
  numerator: ScenarioResult[],
  denominator: ScenarioResult[],
  figure: (result: ScenarioResult) => number,
  summary: [ScenarioResult, ScenarioResult],
): string {
  const ratio = (a: number, b: number) => Math.round((a / b) * 10) / 10;
  const overall = `${ratio(figure(summary[0]), figure(summary[1]))}x`;
  if (numerator.length < 2) return overall;
  const perRun = numerator.map((result, index) => `${ratio(figure(result), figure(denominator[index]!))}x`);
  return `${overall} (runs ${perRun.join(', ')})`;
}

function printTable(results: ScenarioResult[]): void {
  const rows = results.map((r) => ({
    scenario: r.scenario,
    run: r.run === 0 ? 'median' : r.run,
    visitors: r.visitors,
    nodes: r.nodes,
    'first chunk p50/p95/p99 ms': `${r.firstChunk.p50} / ${r.firstChunk.p95} / ${r.firstChunk.p99}`,
    'full reply p50/p95/p99 ms': `${r.fullReply.p50} / ${r.fullReply.p95} / ${r.fullReply.p99}`,
    'replies/s': r.repliesPerSecond,
    errors: r.errors,
    'KB/visitor': r.memoryPerVisitorKb,
  }));
  console.table(rows);
}

async function main(): Promise<void> {
  const args = readOptions(process.argv.slice(2));
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'chat-server-bench-'));
  const common = {
    LOG_LEVEL: 'error',
    BUILTIN_CHUNK_DELAY_MS: String(args.chunkDelayMs),
    SESSION_RATE_LIMIT: '100000/60',
    REST_RATE_LIMIT: '100000/60',
    SOCKET_RATE_LIMIT: '100000/60',
    SOCKET_MAX_OPEN_PER_ADDRESS: '100000',
    MESSAGE_RATE_LIMIT: '1000/60',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
  };
  const results: ScenarioResult[] = [];
  console.log(
    `chat-server bench: visitors ${args.visitors.join(', ')}, ${args.messages} messages each, builtin chunk delay ${args.chunkDelayMs} ms, ${os.cpus().length} CPUs`,
  );
  try {
    for (let run = 1; run <= args.runs; run += 1) {
      for (const visitors of args.visitors) {
        const echo = await spawnNode(fileURLToPath(new URL('./echo-server.js', import.meta.url)), {});
        results.push(await runScenario(run, 'socket.io echo (floor)', [echo], visitors, args.messages, true));
        await echo.stop();
        const node = await spawnNode('dist/main.js', { ...common, DATA_DIR: path.join(dataRoot, `pglite-${run}-${visitors}`) });
        results.push(await runScenario(run, 'chat-server, builtin, PGlite', [node], visitors, args.messages, false));
        await node.stop();
        printTable(results.slice(-2));
      }
      if (args.scaleOut && (await reachable(args.databaseUrl, args.redisUrl))) {
        const visitors = Math.max(...args.visitors);
        for (const count of [1, 2]) {
          const schema = `bench_${Date.now().toString(36)}_${count}`;
          const env = {
            ...common,
            DATABASE_URL: args.databaseUrl,
            DATABASE_SCHEMA: schema,
            REDIS_URL: args.redisUrl,
            REDIS_CHANNEL_PREFIX: `bench-${schema}`,
            DATA_DIR: path.join(dataRoot, schema),
          };
          const nodes: Node[] = [];
          for (let i = 0; i < count; i += 1) nodes.push(await spawnNode('dist/main.js', env));
          results.push(await runScenario(run, `chat-server, builtin, PostgreSQL + Redis`, nodes, visitors, args.messages, false));
          await Promise.all(nodes.map((node) => node.stop()));
          const client = new pg.Client({ connectionString: args.databaseUrl });
          await client.connect();
          await client.query(`drop schema if exists ${schema} cascade`);
          await client.end();
        }
        printTable(results.slice(-2));
      } else if (args.scaleOut && run === 1) {
        console.log('PostgreSQL or Redis not reachable: the one-node/two-node comparison is skipped.');
      }
    }
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
  }
  const summary = summarize(results);
  console.log(`\nAll scenarios, the median of ${args.runs} run(s):`);
  printTable(summary);
  const runsOf = (scenario: string, visitors: number, nodes = 1) =>
    results.filter((r) => r.scenario === scenario && r.visitors === visitors && r.nodes === nodes);
  const medianOf = (scenario: string, visitors: number, nodes = 1) =>
    summary.find((r) => r.scenario === scenario && r.visitors === visitors && r.nodes === nodes);
  const firstChunk = (percentile: 'p50' | 'p95') => (result: ScenarioResult) => result.firstChunk[percentile];
  const fullReply = (percentile: 'p50' | 'p95') => (result: ScenarioResult) => result.fullReply[percentile];
  for (const visitors of args.visitors) {
    const floor = medianOf('socket.io echo (floor)', visitors);
    const chat = medianOf('chat-server, builtin, PGlite', visitors);
    if (!floor || !chat) continue;
    const [chatRuns, floorRuns] = [runsOf(chat.scenario, visitors), runsOf(floor.scenario, visitors)];
    console.log(
      `N=${visitors}: time to first chunk p50 is ${ratioLine(chatRuns, floorRuns, firstChunk('p50'), [chat, floor])} the echo floor; p95 ${ratioLine(chatRuns, floorRuns, firstChunk('p95'), [chat, floor])}.`,
    );
  }
  const visitors = Math.max(...args.visitors);
  const embedded = medianOf('chat-server, builtin, PGlite', visitors);
  const server = medianOf('chat-server, builtin, PostgreSQL + Redis', visitors);
  if (embedded && server) {
    const [serverRuns, embeddedRuns] = [runsOf(server.scenario, visitors), runsOf(embedded.scenario, visitors)];
    const line = (figure: (result: ScenarioResult) => number) => ratioLine(serverRuns, embeddedRuns, figure, [server, embedded]);
    console.log(
      `N=${visitors}, one node: PostgreSQL + Redis ÷ PGlite, first chunk p50 ${line(firstChunk('p50'))}, p95 ${line(firstChunk('p95'))}; full reply p50 ${line(fullReply('p50'))}, p95 ${line(fullReply('p95'))}.`,
    );
  }
  for (const result of summary)
    if (result.firstErrors.length > 0)
      console.log(`${result.scenario} N=${result.visitors} nodes=${result.nodes}: errors e.g. ${result.firstErrors.join(' | ')}`);
  const out = path.join(PACKAGE_ROOT, '.bench');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ args, cpus: os.cpus().length, summary, runs: results }, null, 2));
  console.log(`\nRaw figures: ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

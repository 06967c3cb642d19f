/**
 * `pnpm --filter chat-server fuzz`: starts the built chat-server (node
 * dist/main.js, PGlite in a temporary folder) and sends it generated
 * malformed HTTP requests and socket.io packets, then an honest visitor;
 * prints the figures and exits 1 on any 5xx, internal socket error, hang,
 * crash or a visitor left without a reply. Then the attacks of issue 47
 * (attacks.ts) against two more started chat-servers with the default limits
 * and TRUST_PROXY: a summary table, written to fuzz-results/latest.json too;
 * any accepted attack fails the run.
 *
 * Flags: --http 5000  --socket 5000  --seed <n>
 *        --upgrades 300  --erasures 12   sizes of the attack run; --no-attacks skips it, --attacks-only skips the fuzz
 *        --site   also start the site server (`node shell/server/main.ts`, its current build) in front and fuzz through it
 *        --url    fuzz a running chat-server or site instead of starting one
 */
import { freePort } from '../src/shared/free-port.js';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FuzzReport, runFuzz } from './fuzz-run.js';
import type { AttackTarget } from './attack-clients.js';
import { type AttackRow, runEdgeAttacks, runLimitAttacks, SITE_ORIGIN, SLOW_CHUNK_DELAY_MS, startWebhookSink } from './attacks.js';
import { formatAttackTable, formatReport, FUZZ_SERVER_ENV } from './report.js';

/** dist/fuzz-build/fuzz/main.js → the package folder. */
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const START_TIMEOUT_MS = 60_000;

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

interface Target {
  url: string;
  pid: number;
  crashed: () => string | undefined;
  stop: () => Promise<void>;
}

/** Starts one service and waits for its "listening" line; without `port`, that line names the port the OS gave it. */
async function startProcess(
  name: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  port: number | undefined,
  cleanUp = () => undefined as void,
): Promise<Target> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exit: string | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code, signal) => (exit = `${name} exited (code ${code}, signal ${signal}): ${output.slice(-2000)}`));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output.includes('listening')) {
    if (exit) throw new Error(exit);
    if (Date.now() > deadline) throw new Error(`${name} did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const listening = port ?? Number(/listening on \S*?:(\d+)/.exec(output)?.[1]);
  return {
    url: `http://127.0.0.1:${listening}`,
    pid: child.pid!,
    crashed: () => exit,
    stop: async () => {
      if (!exit) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      cleanUp();
    },
  };
}

/** chat-server on a port the OS picks, with a fresh data folder and `env` over its defaults. */
async function startChatServer(env: Record<string, string>): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chat-server-fuzz-'));
  const settings = { CHAT_PORT: '0', CHAT_HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env };
  return startProcess('chat-server', ['dist/main.js'], PACKAGE_ROOT, settings, undefined, () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
}

/** The site server from the shell package, proxying /api/ and /socket.io/ to `chatServerUrl` (run as a process, not imported). */
async function startSiteServer(chatServerUrl: string): Promise<Target> {
  const port = await freePort();
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'site-fuzz-releases-'));
  const env = { PORT: String(port), CHAT_SERVER_URL: chatServerUrl, RELEASES_DIR: releasesDir, NODE_OPTIONS: '' };
  return startProcess('site server', ['server/main.ts'], path.resolve(PACKAGE_ROOT, '../shell'), env, port, () =>
    rmSync(releasesDir, { recursive: true, force: true }),
  );
}

const RESULTS_FILE = path.join(PACKAGE_ROOT, 'fuzz-results/latest.json');

/** The generated malformed traffic (fuzz-run.ts) against one chat-server, or the site in front of it. */
async function fuzzRun(): Promise<{ passed: boolean; report: FuzzReport; crashes: number }> {
  const given = flag('url');
  // The fuzzer and the site server in front tell visitors apart by X-Forwarded-For from loopback.
  const chatServer: Target = given
    ? { url: given.replace(/\/$/, ''), pid: 0, crashed: () => undefined, stop: async () => undefined }
    : await startChatServer({ ...FUZZ_SERVER_ENV, TRUST_PROXY: 'loopback' });
  const site = process.argv.includes('--site') && !given ? await startSiteServer(chatServer.url) : undefined;
  const target: Target = site
    ? {
        url: site.url,
        pid: site.pid,
        crashed: () => site.crashed() ?? chatServer.crashed(),
        stop: async () => (await site.stop(), await chatServer.stop()),
      }
    : chatServer;
  try {
    const report = await runFuzz({
      url: target.url,
      httpRequests: Number(flag('http') ?? 5_000),
      socketPackets: Number(flag('socket') ?? 5_000),
      seed: Number(flag('seed') ?? Date.now() % 1_000_000),
      honestHeaders: { 'X-Forwarded-For': '198.51.100.99' },
    });
    const health = await fetch(`${target.url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    const crash = target.crashed();
    console.log(formatReport(report));
    console.log(`crashes: ${crash ? 1 : 0}${crash ? ` (${crash})` : ''}; /healthz afterwards: ${health || 'no answer'}`);
    const passed =
      report.http.serverErrors === 0 &&
      report.http.timeouts === 0 &&
      report.socket.internalErrors === 0 &&
      report.honestVisitor.ok &&
      crash === undefined &&
      health === 200;
    return { passed, report, crashes: crash ? 1 : 0 };
  } finally {
    await target.stop();
  }
}

function asTarget(server: Target): AttackTarget {
  return { url: server.url, port: Number(new URL(server.url).port), pid: server.pid };
}

/**
 * The attacks of issue 47: one chat-server with every default (the rotating
 * X-Forwarded-For against its per-address limits), and one with the defaults
 * but generous REST, session and contact limits (so the other attacks reach
 * their handlers), an exact allowed origin, an admin token to count leads, a
 * webhook, and a slowed builtin assistant for the erasure race.
 */
async function attackRun(): Promise<{ passed: boolean; rows: AttackRow[]; problems: string[]; crashes: number }> {
  const started = Date.now();
  const limited = await startChatServer({});
  const crashes: string[] = [];
  /** A server that exited before it was stopped crashed. */
  const stop = async (server: Target) => {
    const crash = server.crashed();
    if (crash) crashes.push(crash);
    await server.stop();
  };
  let limits;
  try {
    limits = await runLimitAttacks(asTarget(limited));
  } finally {
    await stop(limited);
  }
  const sink = await startWebhookSink();
  const adminToken = randomBytes(32).toString('base64url');
  const edge = await startChatServer({
    REST_RATE_LIMIT: '1000000/60',
    SESSION_RATE_LIMIT: '1000000/60',
    CONTACT_RATE_LIMIT: '1000000/60',
    ALLOWED_ORIGINS: SITE_ORIGIN,
    ADMIN_TOKEN: adminToken,
    LEAD_WEBHOOK_URL: sink.url,
    BUILTIN_CHUNK_DELAY_MS: String(SLOW_CHUNK_DELAY_MS),
  });
  let edges;
  try {
    edges = await runEdgeAttacks(asTarget(edge), {
      adminToken,
      sink,
      upgrades: Number(flag('upgrades') ?? 300),
      erasureVisitors: Number(flag('erasures') ?? 12),
    });
  } finally {
    await stop(edge);
    await sink.close();
  }
  const rows = [...limits.rows, ...edges.rows];
  const problems = [...limits.problems, ...edges.problems, ...crashes];
  console.log(`\nattacks of issue 47, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(formatAttackTable(rows, crashes.length));
  for (const problem of problems) console.log(`  PROBLEM: ${problem}`);
  const passed = problems.length === 0 && rows.every((row) => row.accepted === 0 && row.serverErrors === 0);
  return { passed, rows, problems, crashes: crashes.length };
}

async function main(): Promise<void> {
  const fuzz = process.argv.includes('--attacks-only') ? undefined : await fuzzRun();
  const attacks = process.argv.includes('--no-attacks') ? undefined : await attackRun();
  const passed = (fuzz?.passed ?? true) && (attacks?.passed ?? true);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ finishedAt: new Date().toISOString(), passed, fuzz, attacks }, null, 2)}\n`);
  console.log(`figures written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  console.log(passed ? 'fuzz: passed' : 'fuzz: FAILED');
  process.exit(passed ? 0 : 1);
}

void main();

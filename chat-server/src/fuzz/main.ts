/**
 * `pnpm --filter chat-server fuzz`: starts the built chat-server (node
 * dist/main.js, PGlite in a temporary folder) and sends it generated
 * malformed HTTP requests and socket.io packets, then an honest visitor;
 * prints the figures and exits 1 on any 5xx, internal socket error, hang,
 * crash or a visitor left without a reply.
 *
 * Flags: --http 5000  --socket 5000  --seed <n>
 *        --site   also start the site server (`node shell/server/main.ts`, its current build) in front and fuzz through it
 *        --url    fuzz a running chat-server or site instead of starting one
 */
import { freePort } from '../shared/free-port.js';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFuzz } from './fuzz-run.js';
import { formatReport, FUZZ_SERVER_ENV } from './report.js';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 60_000;

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

interface Target {
  url: string;
  crashed: () => string | undefined;
  stop: () => Promise<void>;
}

/** Starts one service and waits for its "listening" line. */
async function startProcess(
  name: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  port: number,
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
  return {
    url: `http://127.0.0.1:${port}`,
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

async function startChatServer(): Promise<Target> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chat-server-fuzz-'));
  // The fuzzer and the site server in front tell visitors apart by X-Forwarded-For from loopback.
  const env = {
    ...FUZZ_SERVER_ENV,
    CHAT_PORT: String(port),
    CHAT_HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  };
  return startProcess('chat-server', ['dist/main.js'], PACKAGE_ROOT, env, port, () => rmSync(dataDir, { recursive: true, force: true }));
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

async function main(): Promise<void> {
  const given = flag('url');
  const chatServer: Target = given
    ? { url: given.replace(/\/$/, ''), crashed: () => undefined, stop: async () => undefined }
    : await startChatServer();
  const site = process.argv.includes('--site') && !given ? await startSiteServer(chatServer.url) : undefined;
  const target: Target = site
    ? {
        url: site.url,
        crashed: () => site.crashed() ?? chatServer.crashed(),
        stop: async () => (await site.stop(), await chatServer.stop()),
      }
    : chatServer;
  let failed = true;
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
    failed =
      report.http.serverErrors > 0 ||
      report.http.timeouts > 0 ||
      report.socket.internalErrors > 0 ||
      !report.honestVisitor.ok ||
      crash !== undefined ||
      health !== 200;
    console.log(failed ? 'fuzz: FAILED' : 'fuzz: passed');
  } finally {
    await target.stop();
  }
  process.exit(failed ? 1 : 0);
}

void main();

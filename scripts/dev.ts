// `npm run dev`: every package's dev server at once, on the ports of the
// default table moved by the same variables as `npm start` (checked before
// the install by with-pnpm.mjs --check=dev). Each webpack dev server reads
// its own variable (tooling/webpack/create-config.mjs); chat-server rebuilds
// and restarts when its code changes. A dev server that dies is started again
// (scripts/supervisor.ts); only a crash loop stops them all. Ctrl-C stops everything.
//
// It prints one `ready` line per service once its port answers, then only what
// the services report (compile results, warnings, errors), each line prefixed
// with the service's name. chat-server logs at LOG_LEVEL=error unless LOG_LEVEL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { CHAT_SERVER, PORT_TABLE, REMOTES, SITE } from '../site-kit/src/topology.mjs';
import { ROOT, portsFromEnv } from './site.ts';
import { Supervisor } from './supervisor.ts';

const ports = portsFromEnv();
const origins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
// The shell (through its dev proxy) and the standalone pages that talk to chat-server.
const chatClients = REMOTES.filter((remote) => remote.callsChatServer).map((remote) => ports[remote.name]);
const allowedOrigins = [ports.site, ...chatClients].flatMap(origins).join(',');

const env = {
  ...process.env,
  ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? allowedOrigins,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
};

/** Each service's URL, and the path that answers once it serves (a dev server answers `/` once compiled). */
const SERVICES = new Map(
  PORT_TABLE.map(({ key, service }) => [
    service,
    { url: `http://localhost:${ports[key]}`, probe: service === CHAT_SERVER.service ? '/healthz' : '/' },
  ]),
);
const PACKAGES = [CHAT_SERVER.service, ...REMOTES.map((remote) => remote.folder), SITE.service];
const NAME_WIDTH = Math.max(...PACKAGES.map((name) => name.length));
const running = new Map<string, ChildProcess>();
let stopping = false;

console.log(`Starting ${PACKAGES.length} dev servers; the site will be at ${SERVICES.get(SITE.service)!.url}. Ctrl-C stops them.`);

const supervisor = new Supervisor({
  log: (line) => console.error(`[supervisor] ${line}`),
  onCrashLoop: (_name, reason) => {
    console.error(`${reason}: stopping the dev servers.`);
    stopAll('SIGTERM', 1);
  },
});

// tsc's watch status lines say nothing while there is no error; its errors still pass.
const NOISE =
  /^\s*$|(Starting compilation in watch mode|Found 0 errors\. Watching for file changes|File change detected\. Starting incremental compilation)\.*$/;

/** Each line the service prints, after its name. */
function prefixed(name: string, stream: NodeJS.WritableStream) {
  let rest = '';
  return (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (!NOISE.test(line)) stream.write(`${name.padEnd(NAME_WIDTH)}  ${line}\n`);
  };
}

/** Resolves once the service answers over HTTP; rejects if it exits first. */
async function untilServing(name: string, child: ChildProcess): Promise<void> {
  const { url, probe } = SERVICES.get(name)!;
  while (child.exitCode === null && child.signalCode === null) {
    try {
      const response = await fetch(`${url}${probe}`, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // Not listening yet, or still compiling.
    }
    await delay(250);
  }
  throw new Error(`${name} exited while starting`);
}

// Each dev server gets a process group of its own (detached), and a stop signal goes to the whole group:
// pnpm does not pass a SIGTERM on to the server it started, which then kept its port.
// pnpm's reporter is silent: the service's own output stays, pnpm's script banner and its
// "command failed with signal" error after a Ctrl-C do not.
function startDevServer(name: string): Promise<void> {
  const child = spawn('pnpm', ['--filter', name, '--reporter=silent', 'run', 'dev'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.set(name, child);
  child.stdout?.on('data', prefixed(name, process.stdout));
  child.stderr?.on('data', prefixed(name, process.stderr));
  child.once('exit', (code, signal) => {
    if (running.get(name) !== child) return;
    running.delete(name);
    if (!stopping) supervisor.serviceStopped(name, signal ? `signal ${signal}` : `exit code ${code}`, () => startDevServer(name));
  });
  return new Promise<void>((resolve, reject) => {
    child.once('spawn', () => resolve());
    child.once('error', reject);
  }).then(() => untilServing(name, child));
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

function stopAll(signal: NodeJS.Signals, exitCode: number): void {
  if (stopping) return;
  stopping = true;
  supervisor.stop();
  const exits = [...running.values()].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running.values()) signalGroup(child, signal);
  void Promise.all(exits).then(() => {
    if (exitCode === 0) console.log('stopped');
    process.exit(exitCode);
  });
}

// Ctrl-C reaches this process's group only; each dev server's group gets it from here.
process.on('SIGINT', () => stopAll('SIGINT', 0));
process.on('SIGTERM', () => stopAll('SIGTERM', 0));
await Promise.all(
  PACKAGES.map((name) =>
    startDevServer(name).then(
      () => console.log(`ready  ${name.padEnd(NAME_WIDTH)}  ${SERVICES.get(name)!.url}`),
      // Its exit reaches the supervisor, which restarts it.
      () => undefined,
    ),
  ),
);

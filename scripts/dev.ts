// `npm run dev`: every package's dev server at once, on the ports of the
// default table moved by the same variables as `npm start` (checked before
// the install by with-pnpm.mjs --check=dev). Each webpack dev server reads
// its own variable (tooling/webpack/create-config.mjs); chat-server rebuilds
// and restarts when its code changes. A dev server that dies is started again
// (scripts/supervisor.ts); only a crash loop stops them all. Ctrl-C stops everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { CHAT_SERVER, PORT_TABLE, REMOTES, SITE } from '../tooling/webpack/topology.mjs';
import { ROOT, portsFromEnv } from './site.ts';
import { Supervisor } from './supervisor.ts';

const ports = portsFromEnv();
const origins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
// The shell (through its dev proxy) and the standalone pages that talk to chat-server.
const chatClients = REMOTES.filter((remote) => remote.callsChatServer).map((remote) => ports[remote.name]);
const allowedOrigins = [ports.site, ...chatClients].flatMap(origins).join(',');

const env = { ...process.env, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? allowedOrigins };
const table = PORT_TABLE.map(({ key, service }) => `${service} ${ports[key]}`).join(', ');
console.log(`Dev servers: ${table}. The site: http://localhost:${ports.site}`);

const PACKAGES = [CHAT_SERVER.service, ...REMOTES.map((remote) => remote.folder), SITE.service];
const running = new Map<string, ChildProcess>();
let stopping = false;

const supervisor = new Supervisor({
  log: (line) => console.error(`[supervisor] ${line}`),
  onCrashLoop: (_name, reason) => {
    console.error(`${reason}: stopping the dev servers.`);
    stopAll('SIGTERM', 1);
  },
});

/** Each line as pnpm's parallel run prints it: `<package> dev: <line>`. */
function prefixed(name: string, stream: NodeJS.WritableStream) {
  let rest = '';
  return (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) stream.write(`${name} dev: ${line}\n`);
  };
}

// Each dev server gets a process group of its own (detached), and a stop signal goes to the whole group:
// pnpm does not pass a SIGTERM on to the server it started, which then kept its port.
function startDevServer(name: string): Promise<void> {
  const child = spawn('pnpm', ['--filter', name, 'run', 'dev'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.set(name, child);
  child.stdout?.on('data', prefixed(name, process.stdout));
  child.stderr?.on('data', prefixed(name, process.stderr));
  child.once('exit', (code, signal) => {
    if (running.get(name) !== child) return;
    running.delete(name);
    if (!stopping) supervisor.serviceStopped(name, signal ? `signal ${signal}` : `exit code ${code}`, () => startDevServer(name));
  });
  return new Promise((resolve, reject) => {
    child.once('spawn', () => resolve());
    child.once('error', reject);
  });
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
  void Promise.all(exits).then(() => process.exit(exitCode));
}

// Ctrl-C reaches this process's group only; each dev server's group gets it from here.
process.on('SIGINT', () => stopAll('SIGINT', 0));
process.on('SIGTERM', () => stopAll('SIGTERM', 0));
await Promise.all(PACKAGES.map((name) => startDevServer(name)));

// `npm run dev`: every package's dev server at once, on the ports of the
// default table moved by the same variables as `npm start` (checked before
// the install by with-pnpm.mjs --check=dev). Each webpack dev server reads
// its own variable (tooling/webpack/create-config.mjs); chat-server rebuilds
// and restarts when its code changes. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { PORT_TABLE, REMOTES } from '../tooling/webpack/topology.mjs';
import { ROOT, portsFromEnv } from './site.ts';

const ports = portsFromEnv();
const origins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
// The shell (through its dev proxy) and the standalone pages that talk to chat-server.
const chatClients = REMOTES.filter((remote) => remote.callsChatServer).map((remote) => ports[remote.name]);
const allowedOrigins = [ports.site, ...chatClients].flatMap(origins).join(',');

const env = { ...process.env, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? allowedOrigins };
const table = PORT_TABLE.map(({ key, service }) => `${service} ${ports[key]}`).join(', ');
console.log(`Dev servers: ${table}. The site: http://localhost:${ports.site}`);

// The dev servers get a process group of their own (detached), and a stop signal to this process goes to the
// whole group: pnpm does not pass a SIGTERM on to the servers it started, so a SIGTERM to this process alone
// (a process manager, an editor's stop button, `kill <pid>`) left every dev server running on its port.
const child = spawn('pnpm', ['-r', '--parallel', '--filter=!e2e', '--filter=!@agency/tooling', 'run', 'dev'], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
  detached: true,
});

function stopDevServers(signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

// Ctrl-C reaches this process's group only; the dev servers' group gets it from here.
process.on('SIGINT', () => stopDevServers('SIGINT'));
process.on('SIGTERM', () => stopDevServers('SIGTERM'));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

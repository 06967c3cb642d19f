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

const child = spawn('pnpm', ['-r', '--parallel', '--filter=!e2e', '--filter=!@agency/tooling', 'run', 'dev'], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
// Ctrl-C reaches the whole process group; pnpm stops the dev servers.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

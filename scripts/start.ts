// `npm start`: the production build of the whole composed site on the
// embedded defaults (see README). The settings and ports were checked before
// the install (with-pnpm.mjs --check=start); here the packages whose sources
// changed since their last build are rebuilt, then every service starts.
// A service that dies afterwards is started again while the rest keeps
// serving (scripts/supervisor.ts); only a crash loop stops the site, with the
// reason. Ctrl-C stops every process.
import { buildStalePackages } from './build-stale.ts';
import { SERVICE_NAMES, Site, portsFromEnv } from './site.ts';
import { Supervisor } from './supervisor.ts';

let stopping = false;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping the site (${signal})…`);
  await site.stopAll();
  console.log('Stopped.');
  process.exit(0);
}

async function crashLoop(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.error(`\n${reason}: stopping the site.`);
  await site.stopAll();
  process.exit(1);
}

function portsOrExit() {
  try {
    return portsFromEnv();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

const supervisor = new Supervisor({
  log: (line) => console.error(`[supervisor] ${line}`),
  onCrashLoop: (_name, reason) => void crashLoop(reason),
});
const site = new Site({ ports: portsOrExit(), services: [...SERVICE_NAMES, 'sales-inbox'], output: 'inherit', supervisor });
try {
  // Again after the install: something may have taken a port meanwhile.
  await site.checkPorts();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (!buildStalePackages()) fail('The build failed (see above); the site was not started.');

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await site.startAll();
  console.log(`\nThe site is running at ${site.url}  (chat-server ${site.chatServerUrl}). Press Ctrl-C to stop.\n`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  stopping = true;
  await site.stopAll();
  process.exit(1);
}

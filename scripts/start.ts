// `start`: runs the production build of the whole composed site on the
// embedded defaults (see README). Ctrl-C stops every process.
import { Site, portsFromEnv } from './site.ts';

const site = new Site({ ports: portsFromEnv(), output: 'inherit' });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping the site (${signal})…`);
  await site.stopAll();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await site.startAll();
  console.log(`\nThe site is running at ${site.url}  (chat-server ${site.chatServerUrl}). Press Ctrl-C to stop.\n`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  await site.stopAll();
  process.exit(1);
}

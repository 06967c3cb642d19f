// `npm run bench`: the site's pages (site-bench.ts, Lighthouse; every option goes to it), then the
// first interactions on a phone (interaction-bench.ts). Each prints its figures and writes its file
// in .bench/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2).filter((arg) => arg !== '--');

function run(script: string, scriptArgs: string[]): void {
  const { status } = spawnSync(process.execPath, [path.join(import.meta.dirname, script), ...scriptArgs], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

run('site-bench.ts', args);
// Its own usage with --help; otherwise its defaults (its ports clear of the site bench's).
run('interaction-bench.ts', args.includes('--help') ? ['--help'] : []);

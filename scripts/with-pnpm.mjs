#!/usr/bin/env node
// Entry of `npm start` and `npm test` for a newcomer who has only Node and npm.
// It installs the workspace with the pnpm version pinned in package.json
// (which also installs the project's own Node runtime, see README), then runs
// the named root script through pnpm so that every step uses that runtime.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const script = process.argv[2];
const extraArgs = process.argv.slice(3);

if (!script) {
  console.error('usage: node scripts/with-pnpm.mjs <root script> [args]');
  process.exit(2);
}

function pnpm(args) {
  const result = spawnSync('npx', ['-y', packageManager, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_yes: 'true' },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// Never stop to ask (no terminal in CI): a modules folder from another install is replaced.
const installArgs = ['install', '--frozen-lockfile', '--reporter=append-only', '--config.confirm-modules-purge=false'];
const installStatus = pnpm(installArgs);
if (installStatus !== 0) process.exit(installStatus);

// Ctrl-C reaches the whole foreground process group; pnpm and the site
// launcher below shut their children down, so this wrapper only waits.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.exit(pnpm(['run', script, ...extraArgs]));

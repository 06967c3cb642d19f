#!/usr/bin/env node
// Entry of every root npm script, for a newcomer who has only Node and npm:
//   node scripts/with-pnpm.mjs [--check=start|dev|scaled] <pnpm arguments…> | --node <script> <arguments…>
// 1. `--check`: the port variables and ports are checked first (one line and
//    exit 1 on a bad setting), before anything is installed or built;
// 2. the workspace is installed with the pnpm version pinned in package.json
//    (which also installs the project's own Node runtime, see README), unless
//    node_modules is already newer than the lockfile and every package.json;
//    on CI (`CI` set) the top-level command always does a frozen install;
// 3. pnpm runs the given arguments (or, with --node, that runtime runs the script), so every step uses it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preflight } from './preflight.mjs';
import { workspaceFolders } from './workspace.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** Set for the commands this wrapper starts: a nested call neither checks nor installs again. */
const NESTED = 'AGENCY_WITH_PNPM';
const INSTALL_STAMP = join(root, 'node_modules/.install-stamp');

let args = process.argv.slice(2);
const check = args[0]?.startsWith('--check=') ? args[0].slice('--check='.length) : null;
if (check) args = args.slice(1);
if (args.length === 0) {
  console.error('usage: node scripts/with-pnpm.mjs [--check=start|dev|scaled] <pnpm arguments> | --node <script> <arguments>');
  process.exit(2);
}

/** The workspace's own pnpm (a root devDependency) once installed; npx fetches the pinned one before that. */
const LOCAL_PNPM = join(root, 'node_modules/pnpm/bin/pnpm.cjs');

function pnpm(pnpmArgs) {
  const [command, commandArgs] = existsSync(LOCAL_PNPM)
    ? [process.execPath, [LOCAL_PNPM, ...pnpmArgs]]
    : ['npx', ['-y', packageManager, ...pnpmArgs]];
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_yes: 'true', [NESTED]: '1' },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : null;
}

/** The files an install depends on: the lockfile, the workspace list and every package.json in it. */
function installInputs() {
  const packages = workspaceFolders(root).map((dir) => join(dir, 'package.json'));
  return ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', ...packages];
}

/** True when node_modules was installed after the last change to any install input. */
function installIsCurrent() {
  const installed = Math.max(mtime(join(root, 'node_modules/.modules.yaml')) ?? 0, mtime(INSTALL_STAMP) ?? 0);
  if (installed === 0 || !existsSync(join(root, 'node_modules/.bin/node'))) return false;
  return installInputs().every((file) => (mtime(join(root, file)) ?? 0) < installed);
}

const nested = process.env[NESTED] === '1';
if (check && !nested) {
  const problem = await preflight(check);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

if (!nested && (process.env.CI || !installIsCurrent())) {
  // Never stop to ask (no terminal in CI): a modules folder from another install is replaced.
  const status = pnpm(['install', '--frozen-lockfile', '--reporter=append-only', '--config.confirm-modules-purge=false']);
  if (status !== 0) process.exit(status);
  writeFileSync(INSTALL_STAMP, `${new Date().toISOString()}\n`);
}

/**
 * `--node <script> …`: the script on the workspace's Node with its tools on PATH, as `pnpm exec node` runs it,
 * but without pnpm in between: pnpm exits at Ctrl-C while the script is still stopping its children.
 */
function workspaceNode(nodeArgs) {
  const bin = join(root, 'node_modules/.bin');
  // The runtime itself: the .bin/node shim is a shell script, and a shell that gets the Ctrl-C ends with it.
  const result = spawnSync(join(root, 'node_modules/node/bin/node'), nodeArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, [NESTED]: '1' },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// Ctrl-C reaches the whole foreground process group; pnpm and the launchers
// shut their children down, so this wrapper only waits.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.exit(args[0] === '--node' ? workspaceNode(args.slice(1)) : pnpm(args));

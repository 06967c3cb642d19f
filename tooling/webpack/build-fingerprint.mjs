// The fingerprint of a production build: the content of a package's sources,
// of the workspace packages it depends on, of the root build settings and the
// variables a build bakes in. `npm start` reuses a build whose fingerprint is
// unchanged (scripts/build-stale.ts); a remote's build names its chunk-loading
// global after it (create-config.mjs), so two versions never share a chunk list.
// Plain JavaScript: webpack configs import it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceFolders } from '../../scripts/workspace.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const ROOT_INPUTS = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];
/** Environment variables a production build bakes in. */
const BUILD_ENV = ['PORTFOLIO_ASSET_BASE_URL'];

function readPackage(folder) {
  return JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
}

/**
 * `folder` and every workspace package it depends on, directly or not.
 *
 * @param {string} folder
 * @returns {string[]}
 */
export function withWorkspaceDeps(folder) {
  const folderByName = new Map(workspaceFolders(ROOT).map((dir) => [readPackage(dir).name, dir]));
  const seen = new Set();
  const visit = (dir) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = readPackage(dir);
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const dep = folderByName.get(name);
      if (dep && String(range).startsWith('workspace:')) visit(dep);
    }
  };
  visit(folder);
  return [...seen].sort();
}

/** Tracked and untracked-but-not-ignored files under `folders`; null without git. */
function sourceFiles(folders) {
  const result = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...folders], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) return null;
  return result.stdout.split('\0').filter(Boolean).sort();
}

/**
 * Fingerprint (sha256, hex) of everything the package's build reads; null when it cannot be known (no git).
 *
 * @param {string} folder
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function buildFingerprint(folder, env = process.env) {
  const files = sourceFiles(withWorkspaceDeps(folder));
  if (!files) return null;
  const hash = createHash('sha256');
  for (const file of [...ROOT_INPUTS, ...files]) {
    const absolute = path.join(ROOT, file);
    // A file deleted from the work tree but still in the index.
    if (!existsSync(absolute)) continue;
    hash.update(`${file}\0`).update(readFileSync(absolute)).update('\0');
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

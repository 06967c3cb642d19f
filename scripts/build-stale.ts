// Reuses an up-to-date production build: a package is rebuilt only when the
// content of its sources, or of the workspace packages it depends on, or of
// the root build settings, differs from what its last build was made from.
// The fingerprint of a build is kept in `<package>/dist/.build-hash`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SERVICE_NAMES } from './site.ts';
import { workspaceFolders } from './workspace.mjs';

/** The packages `npm run build` builds (every process of the site, tooling/webpack/topology.mjs), in the order their names are printed. */
export const BUILT_PACKAGES: readonly string[] = [...SERVICE_NAMES, 'sales-inbox'];
const ROOT_INPUTS = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];
/** Environment variables a production build bakes in. */
const BUILD_ENV = ['PORTFOLIO_ASSET_BASE_URL'];
const STAMP = 'dist/.build-hash';

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackage(folder: string): PackageJson {
  return JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as PackageJson;
}

/** `folder` and every workspace package it depends on, directly or not. */
export function withWorkspaceDeps(folder: string): string[] {
  const folderByName = new Map(workspaceFolders(ROOT).map((dir) => [readPackage(dir).name, dir]));
  const seen = new Set<string>();
  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = readPackage(dir);
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const dep = folderByName.get(name);
      if (dep && range.startsWith('workspace:')) visit(dep);
    }
  };
  visit(folder);
  return [...seen].sort();
}

/** Tracked and untracked-but-not-ignored files under `folders`; null without git. */
function sourceFiles(folders: string[]): string[] | null {
  const result = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...folders], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) return null;
  return result.stdout.split('\0').filter(Boolean).sort();
}

/** Fingerprint of everything the package's build reads; null when it cannot be known. */
export function buildFingerprint(folder: string, env: NodeJS.ProcessEnv = process.env): string | null {
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

function stampOf(folder: string): string | null {
  const file = path.join(ROOT, folder, STAMP);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * Builds the packages whose sources changed since their last build (all of
 * them the first time), two at a time. Returns false when a build failed.
 */
export function buildStalePackages(): boolean {
  const fingerprints = new Map(BUILT_PACKAGES.map((folder) => [folder, buildFingerprint(folder)]));
  const stale = BUILT_PACKAGES.filter((folder) => {
    const fingerprint = fingerprints.get(folder);
    return !fingerprint || fingerprint !== stampOf(folder);
  });
  const upToDate = BUILT_PACKAGES.filter((folder) => !stale.includes(folder));
  if (upToDate.length > 0) console.log(`Build up to date, reused: ${upToDate.join(', ')}`);
  if (stale.length === 0) return true;

  console.log(`Building: ${stale.join(', ')}`);
  for (const folder of stale) rmSync(path.join(ROOT, folder, STAMP), { force: true });
  const filters = stale.map((folder) => `--filter=./${folder}`);
  const result = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  // Run without the root npm script (`node scripts/start.ts`), pnpm may not be on the PATH: say so, since no build printed anything.
  if (result.error)
    console.error(`Could not run pnpm (${result.error.message}); start the site with \`npm start\`, which brings the pinned pnpm.`);
  if (result.status !== 0) return false;
  // The fingerprints from before the build: an edit made while it ran triggers the next one.
  for (const folder of stale) {
    const fingerprint = fingerprints.get(folder);
    if (fingerprint) writeFileSync(path.join(ROOT, folder, STAMP), `${fingerprint}\n`);
  }
  return true;
}

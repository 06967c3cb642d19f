// Reuses an up-to-date production build: a package is rebuilt only when the
// content of its sources, or of the workspace packages it depends on, or of
// the root build settings, differs from what its last build was made from.
// The fingerprint of a build is kept in `<package>/dist/.build-hash`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFingerprint } from '../tooling/webpack/build-fingerprint.mjs';
import { ROOT, SERVICE_NAMES } from './site.ts';

export { buildFingerprint, withWorkspaceDeps } from '../tooling/webpack/build-fingerprint.mjs';

/** The packages `npm run build` builds (every process of the site, site-kit/src/topology.mjs), in the order their names are printed. */
export const BUILT_PACKAGES: readonly string[] = [...SERVICE_NAMES, 'sales-inbox'];
const STAMP = 'dist/.build-hash';

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

/**
 * What a remote team does in the release e2e: make a build with a visible
 * change (or a broken one) from remote-marketing's production build, and run
 * `npm run remote` (its CLI, on the project's Node) against the test site's
 * release store.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/site.ts';
import type { SiteHandle } from './fixtures';

/** The hero's last word; a release of the test changes it to show which version runs. */
export const HERO_WORD = 'Matters';

/** The chunk-loading global of a remote-marketing build, named after its sources (tooling/webpack/create-config.mjs). */
const CHUNK_GLOBAL = /\bwebpackChunkmarketing_[0-9a-f]{12}\b/g;

/**
 * A copy of remote-marketing's build whose home hero says `Quality That
 * Matters <label>`. Its chunk-loading global gets the label too, as a build
 * from changed sources gets a name of its own.
 */
export async function marketingBuild(label: string, { entryThrows = false, renderThrows = false } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `marketing-${label}-`));
  await cp(path.join(ROOT, 'remote-marketing/dist'), dir, { recursive: true });
  for (const file of await readdir(dir, { recursive: true })) {
    const full = path.join(dir, file);
    if (file.endsWith('.js')) {
      const code = await readFile(full, 'utf8');
      // A render crash: the hero's last word becomes an object, which React cannot render (it throws while rendering).
      const word = renderThrows ? `{crash:"${HERO_WORD} ${label}"}` : `"${HERO_WORD} ${label}"`;
      const relabelled = code.split(`"${HERO_WORD}"`).join(word).replace(CHUNK_GLOBAL, `$&_${label}`);
      if (relabelled !== code) await writeFile(full, relabelled);
    } else if (file.endsWith('.html')) {
      const html = await readFile(full, 'utf8');
      await writeFile(full, html.split(`>${HERO_WORD}<`).join(`>${HERO_WORD} ${label}<`));
    }
  }
  if (entryThrows) {
    const entry = path.join(dir, 'remoteEntry.js');
    await writeFile(entry, `throw new Error('remote-marketing ${label}: broken entry');\n${await readFile(entry, 'utf8')}`);
  }
  return dir;
}

export interface CliResult {
  status: number;
  output: string;
}

/** `npm run remote -- <args>` against the site's release store. */
export function remoteCli(site: SiteHandle, args: string[], env: NodeJS.ProcessEnv = {}): CliResult {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'tooling/release/src/cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...site.releaseEnv, RELEASE_ACTOR: 'marketing-team@e2e', ...env },
    encoding: 'utf8',
    // A release without --from builds the remote.
    timeout: 600_000,
  });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

/** Releases a build and returns the version the CLI printed. */
export function release(site: SiteHandle, dir: string, why: string): string {
  const { status, output } = remoteCli(site, ['release', 'marketing', '--from', dir, '--why', why]);
  const version = /marketing ([0-9a-f]{12}) (released|was already released)/.exec(output)?.[1];
  if (status !== 0 || !version) throw new Error(`release failed (${status}): ${output}`);
  return version;
}

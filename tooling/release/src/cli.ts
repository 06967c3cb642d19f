#!/usr/bin/env node
// `npm run remote -- <command>`: a remote team's releases.
//   release <remote> [--from <build folder>] [--skip-tests] [--why <text>]
//   promote <remote> <version> [--canary <percent>] --why <text>
//   rollback <remote> --why <text>
//   status
// Where: RELEASES_DIR (folder, default .releases) or RELEASES_S3_BUCKET (see README, "Releasing a remote").
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GateRefusal, checkCandidate, checkPropsContracts } from './gate.ts';
import { isVersion, promote, recordPublish, rollback, startCanary, type ChangeNote, type Registry } from './registry.ts';
import { REMOTE_NAMES, packageDirOf, parseRemoteName, type RemoteName } from './remotes.ts';
import { storeFromEnv, type ReleaseFacts, type ReleaseStore } from './store.ts';
import { releaseManifestUrl } from './urls.ts';
import { contentVersion, listFiles } from './version.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

class UsageError extends Error {}

const USAGE = `usage: npm run remote -- release <remote> [--from <dir>] [--skip-tests] [--why <text>]
       npm run remote -- promote <remote> <version> [--canary <percent>] --why <text>
       npm run remote -- rollback <remote> --why <text>
       npm run remote -- status
remotes: ${REMOTE_NAMES.join(', ')}`;

function note(why: string | undefined, fallback?: string): ChangeNote {
  const reason = why?.trim() || fallback;
  if (!reason) throw new UsageError('say why with --why "<reason>" (it goes into the registry history)');
  return { by: process.env.RELEASE_ACTOR || `${os.userInfo().username}@${os.hostname()}`, why: reason, at: new Date() };
}

function remoteArg(value: string | undefined): RemoteName {
  const remote = parseRemoteName(value);
  if (!remote) throw new UsageError(`name a remote: ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** Runs a step of the remote's package with the workspace's pnpm; stops the release when it fails. */
function packageStep(remote: RemoteName, script: 'test' | 'build'): void {
  const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { packageManager: string };
  console.log(`${remote}: ${script}…`);
  const result = spawnSync('npx', ['-y', packageManager, '--filter', packageDirOf(remote), 'run', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new GateRefusal(`${remote}: ${script} failed, nothing was published`);
}

/** The shell's manifest (the shared versions it provides): SHELL_MANIFEST (a path or URL), default shell/dist/mf-manifest.json. */
async function shellManifest(): Promise<string> {
  const where = process.env.SHELL_MANIFEST || path.join(ROOT, 'shell/dist/mf-manifest.json');
  try {
    if (/^https?:\/\//.test(where)) {
      const response = await fetch(where, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.text();
    }
    return await readFile(where, 'utf8');
  } catch (error) {
    throw new GateRefusal(
      `the shell's mf-manifest.json does not load from ${where} (${(error as Error).message}): build the shell or set SHELL_MANIFEST`,
    );
  }
}

async function newestFileTime(dir: string): Promise<Date> {
  let newest = 0;
  for (const file of await listFiles(dir)) newest = Math.max(newest, (await stat(path.join(dir, file))).mtimeMs);
  return new Date(newest);
}

async function release(
  store: ReleaseStore,
  remote: RemoteName,
  options: { from?: string; skipTests: boolean; why?: string },
): Promise<string> {
  const packageDir = path.join(ROOT, packageDirOf(remote));
  if (!options.from) {
    if (!options.skipTests) packageStep(remote, 'test');
    packageStep(remote, 'build');
  }
  const dir = path.resolve(options.from ?? path.join(packageDir, 'dist'));
  const readLocal = (file: string) => readFile(path.join(dir, file), 'utf8').catch(() => null);
  const manifest = await checkCandidate(remote, readLocal, await shellManifest());
  await checkPropsContracts(remote, packageDir);
  const { version, files } = await contentVersion(dir);
  const facts: ReleaseFacts = {
    remote,
    version,
    builtAt: (await newestFileTime(dir)).toISOString(),
    publishedAt: new Date().toISOString(),
    gitCommit: git(['rev-parse', 'HEAD']) || 'unknown',
    gitDirty: git(['status', '--porcelain', '--', packageDirOf(remote), 'tooling']) !== '',
    files,
    exposes: manifest.exposes.map((expose) => expose.name),
    propsChecked: true,
  };
  const existed = await store.hasRelease(remote, version);
  await store.publish(dir, facts);
  if (!existed) await store.updateRegistry((registry) => recordPublish(registry, remote, version, note(options.why, 'published')));
  console.log(
    `${remote} ${version} ${existed ? 'was already released (same content)' : 'released'} to ${store.description}; make it live with: npm run remote -- promote ${remote} ${version} --why "<reason>"`,
  );
  return version;
}

/** The gate on what visitors would load: the release's files at its public URL. */
async function checkPublished(store: ReleaseStore, remote: RemoteName, version: string): Promise<void> {
  if (!isVersion(version)) throw new UsageError(`'${version}' is not a version (12 hexadecimal digits, as printed by release)`);
  const factsText = await store.readReleaseFile(remote, version, 'release.json');
  if (!factsText) throw new GateRefusal(`${remote} ${version} is not released in ${store.description}`);
  const facts = JSON.parse(factsText.toString('utf8')) as ReleaseFacts;
  if (!facts.propsChecked) throw new GateRefusal(`${remote} ${version} was published without the props contract check`);
  const manifestUrl = releaseManifestUrl(remote, version, process.env);
  const readPublic = async (file: string) => {
    try {
      const response = await fetch(new URL(file, manifestUrl), { signal: AbortSignal.timeout(10_000) });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  };
  await checkCandidate(remote, readPublic, await shellManifest());
}

function formatStatus(registry: Registry): string {
  const rows = [['remote', 'live', 'canary', 'previous good', 'last change']];
  for (const remote of REMOTE_NAMES) {
    const entry = registry.remotes[remote];
    const last = [...registry.history].reverse().find((item) => item.remote === remote);
    rows.push([
      remote,
      entry?.live ?? '(unreleased build)',
      entry?.canary ? `${entry.canary.version} (${entry.canary.percent} %)` : '-',
      entry?.previous.length ? entry.previous.join(', ') : '-',
      last ? `${last.at} ${last.action} ${last.version} by ${last.by}: ${last.why}` : '-',
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      'skip-tests': { type: 'boolean', default: false },
      canary: { type: 'string' },
      why: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  const store = storeFromEnv();
  switch (command) {
    case 'release':
      await release(store, remoteArg(rest[0]), { from: values.from, skipTests: values['skip-tests'], why: values.why });
      return 0;
    case 'promote': {
      const remote = remoteArg(rest[0]);
      const version = rest[1] ?? '';
      const change = note(values.why);
      await checkPublished(store, remote, version);
      if (values.canary !== undefined) {
        const percent = Number(values.canary);
        if (!Number.isInteger(percent) || percent < 1 || percent > 99)
          throw new UsageError('--canary takes a whole percentage from 1 to 99');
        await store.updateRegistry((registry) => startCanary(registry, remote, version, percent, change));
        console.log(`${remote} ${version} is the canary for ${percent} % of visitors`);
      } else {
        await store.updateRegistry((registry) => promote(registry, remote, version, change));
        console.log(`${remote} ${version} is live`);
      }
      return 0;
    }
    case 'rollback': {
      const remote = remoteArg(rest[0]);
      const registry = await store.updateRegistry((current) => rollback(current, remote, note(values.why)));
      console.log(`${remote} rolled back to ${registry.remotes[remote]?.live}`);
      return 0;
    }
    case 'status':
      console.log(formatStatus(await store.readRegistry()));
      return 0;
    default:
      if (!values.help) console.error(command ? `unknown command '${command}'` : 'name a command');
      console.error(USAGE);
      return values.help ? 0 : 2;
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof GateRefusal) {
        console.error(`refused: ${error.message}`);
        process.exit(1);
      }
      if (error instanceof UsageError) {
        console.error(`${error.message}\n${USAGE}`);
        process.exit(2);
      }
      // Registry rules (already live, nothing to roll back to) and store errors: one line too.
      console.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

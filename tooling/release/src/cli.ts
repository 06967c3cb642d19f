#!/usr/bin/env node
// `npm run remote -- <command>`: a remote team's releases.
//   release <remote> [--from <build folder>] [--skip-tests] [--why <text>]
//   promote <remote> <version> [--canary <percent>] --why <text>
//   rollback <remote> --why <text>
//   status
// Where: RELEASES_DIR (folder, default .releases) or RELEASES_S3_BUCKET (see README, "Releasing a remote").
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GateRefusal, checkCandidate, checkFiles, checkPropsContracts } from './gate.ts';
import {
  hasHistory,
  isVersion,
  promote,
  recordBaseline,
  recordPublish,
  recordRefusal,
  rollback,
  startCanary,
  type ChangeNote,
  type FallbackReason,
  type HistoryEntry,
  type Registry,
} from './registry.ts';
import { REMOTE_NAMES, packageDirOf, parseRemoteName, type RemoteName } from './remotes.ts';
import { storeFromEnv, type ReleaseFacts, type ReleaseStore } from './store.ts';
import { releaseManifestUrl, whereSettings } from './urls.ts';
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
function packageStep(remote: RemoteName, script: 'test' | 'build', env: NodeJS.ProcessEnv = {}): void {
  const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { packageManager: string };
  console.log(`${remote}: ${script}…`);
  const result = spawnSync('npx', ['-y', packageManager, '--filter', packageDirOf(remote), 'run', script], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
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

/** The facts of a release of the files in `dir`. */
async function factsOf(remote: RemoteName, dir: string, exposes: string[], propsChecked: boolean): Promise<ReleaseFacts> {
  const { version, files } = await contentVersion(dir);
  return {
    remote,
    version,
    builtAt: (await newestFileTime(dir)).toISOString(),
    publishedAt: new Date().toISOString(),
    gitCommit: git(['rev-parse', 'HEAD']) || 'unknown',
    gitDirty: git(['status', '--porcelain', '--', packageDirOf(remote), 'tooling']) !== '',
    files,
    exposes,
    propsChecked,
  };
}

/** Runs a gate step; a refusal is recorded in the registry's history (with what is wrong) before it is reported. */
async function gateStep<T>(store: ReleaseStore, remote: RemoteName, version: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof GateRefusal)
      await store.updateRegistry((registry) => recordRefusal(registry, remote, version, note(error.message)));
    throw error;
  }
}

/**
 * The first release of a remote keeps the build its server serves now
 * (`<remote>/dist`) as a good version, so that its first promote can be
 * rolled back and fallen back from. Nothing changes for visitors.
 */
async function keepServedBuild(store: ReleaseStore, remote: RemoteName, shell: string, dir: string): Promise<void> {
  const readLocal = (file: string) => readFile(path.join(dir, file), 'utf8').catch(() => null);
  let exposes: string[];
  try {
    exposes = (await checkCandidate(remote, readLocal, shell, (file) => path.join(dir, file))).exposes.map((expose) => expose.name);
  } catch (error) {
    console.log(`${remote}: the build its server serves (${dir}) is not kept as a good version: ${(error as Error).message}`);
    return;
  }
  const facts = await factsOf(remote, dir, exposes, false);
  await store.publish(dir, facts);
  await store.updateRegistry((registry) =>
    recordBaseline(registry, remote, facts.version, note('the build served before the first release')),
  );
  console.log(`${remote}: the build its server serves is kept as ${facts.version}, the good version to roll back to`);
}

/**
 * Builds the remote into a scratch folder (or takes `--from`), checks it and
 * publishes it to the store. Nothing visitors get changes: only `promote` does.
 */
async function release(
  store: ReleaseStore,
  remote: RemoteName,
  options: { from?: string; skipTests: boolean; why?: string; servedBuild: string },
): Promise<string> {
  const packageDir = path.join(ROOT, packageDirOf(remote));
  const shell = await shellManifest();
  if (!hasHistory(await store.readRegistry(), remote)) await keepServedBuild(store, remote, shell, options.servedBuild);
  let scratch: string | null = null;
  try {
    if (!options.from) {
      if (!options.skipTests) packageStep(remote, 'test');
      scratch = await mkdtemp(path.join(os.tmpdir(), `release-${remote}-`));
      packageStep(remote, 'build', { BUILD_OUT_DIR: scratch });
    }
    const dir = path.resolve(scratch ?? options.from!);
    const readLocal = (file: string) => readFile(path.join(dir, file), 'utf8').catch(() => null);
    const { version } = await contentVersion(dir);
    const manifest = await gateStep(store, remote, version, async () => {
      const checked = await checkCandidate(remote, readLocal, shell, (file) => path.join(dir, file));
      await checkPropsContracts(remote, packageDir);
      return checked;
    });
    const facts = await factsOf(
      remote,
      dir,
      manifest.exposes.map((expose) => expose.name),
      true,
    );
    const existed = await store.hasRelease(remote, version);
    await store.publish(dir, facts);
    if (!existed) await store.updateRegistry((registry) => recordPublish(registry, remote, version, note(options.why, 'published')));
    console.log(
      `${remote} ${version} ${existed ? 'was already released (same content)' : 'released'} to ${store.description}; make it live with: npm run remote -- promote ${remote} ${version} --why "<reason>"`,
    );
    return version;
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

/** Reads a release's files from its public URL, remembering why one did not load. */
function publicFiles(remote: RemoteName, version: string) {
  const base = new URL('.', releaseManifestUrl(remote, version, process.env));
  const failures = new Map<string, string>();
  const load = async (file: string): Promise<Buffer | string> => {
    try {
      const response = await fetch(new URL(file, base), { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return `HTTP ${response.status}`;
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      return cause?.code ?? cause?.message ?? (error as Error).message;
    }
  };
  return {
    load,
    read: async (file: string): Promise<string | null> => {
      const loaded = await load(file);
      if (typeof loaded === 'string') {
        failures.set(file, loaded);
        return null;
      }
      return loaded.toString('utf8');
    },
    where: (file: string): string => {
      const failure = failures.get(file);
      const url = new URL(file, base).href;
      return failure ? `${url} (${failure}; that URL comes from ${whereSettings(remote, process.env)})` : url;
    },
  };
}

/** The gate on what visitors would load: the release's files at its public URL, every one it lists. */
async function checkPublished(store: ReleaseStore, remote: RemoteName, version: string): Promise<void> {
  if (!isVersion(version)) throw new UsageError(`'${version}' is not a version (12 hexadecimal digits, as printed by release)`);
  const factsText = await store.readReleaseFile(remote, version, 'release.json');
  if (!factsText) throw new GateRefusal(`${remote} ${version} is not released in ${store.description}`);
  const facts = JSON.parse(factsText.toString('utf8')) as ReleaseFacts;
  if (!facts.propsChecked) throw new GateRefusal(`${remote} ${version} was published without the props contract check`);
  const shell = await shellManifest();
  await gateStep(store, remote, version, async () => {
    const files = publicFiles(remote, version);
    await checkCandidate(remote, files.read, shell, files.where);
    await checkFiles(remote, facts.files, files.load, files.where);
  });
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
      !last
        ? '-'
        : last.action === 'fallback'
          ? `${last.at} fallback ${last.from} -> ${last.version} (${fallbackSummary(last)})`
          : `${last.at} ${last.action} ${last.version} by ${last.by}: ${last.why}`,
    ]);
  }
  return table(rows);
}

/** What a version is now: live, canary, a previous good version, rolled back from, refused, or only released. */
function stateOf(registry: Registry, remote: RemoteName, version: string): string {
  const entry = registry.remotes[remote];
  if (entry?.live === version) return 'live';
  if (entry?.canary?.version === version) return `canary ${entry.canary.percent} %`;
  const events = registry.history.filter((item) => item.remote === remote && item.version === version);
  const last = events.at(-1);
  if (last?.action === 'refuse') return `refused: ${last.why}`;
  if (entry?.previous.includes(version))
    return events.some((item) => item.action === 'baseline') ? 'previous good (served before the first release)' : 'previous good';
  if (entry?.rolledBack.includes(version)) return 'rolled back';
  return events.some((item) => item.action === 'promote') ? 'was live' : 'released';
}

function table(rows: string[][], indent = ''): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => `${indent}${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd()).join('\n');
}

/** `2026-01-31 09:30:00Z` from an ISO time. */
function shortTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}

const FALLBACK_REASONS: Record<FallbackReason, string> = { load: 'load failure', render: 'render crash' };

/** `render crash, 14 page loads, last 2026-01-31 09:45:00Z`: one log line stands for every page load that fell back. */
function fallbackSummary(item: HistoryEntry): string {
  const count = item.count ?? 1;
  const reasons = (item.reasons ?? []).map((reason) => FALLBACK_REASONS[reason]).join(' and ') || 'fallback';
  const last = item.lastAt && item.lastAt !== item.at ? `, last ${shortTime(item.lastAt)}` : '';
  return `${reasons}, ${count} page load${count === 1 ? '' : 's'}${last}`;
}

/**
 * Every version of each remote (newest first) with when it was released, its
 * commit and what it is now; then one log of the changes: releases, refusals,
 * promotes, canaries, rollbacks and the fallbacks visitors' pages made by themselves.
 */
async function formatHistory(store: ReleaseStore, registry: Registry): Promise<string> {
  const sections: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const versions = [...new Set(registry.history.filter((item) => item.remote === remote).map((item) => item.version))].reverse();
    if (versions.length === 0) continue;
    const rows = [['version', 'released', 'commit', 'state']];
    for (const version of versions) {
      const factsText = await store.readReleaseFile(remote, version, 'release.json');
      const facts = factsText ? (JSON.parse(factsText.toString('utf8')) as ReleaseFacts) : null;
      const first = registry.history.find((item) => item.remote === remote && item.version === version)!;
      rows.push([
        version,
        shortTime(facts?.publishedAt ?? first.at),
        facts ? `${facts.gitCommit.slice(0, 10)}${facts.gitDirty ? ' (uncommitted changes)' : ''}` : '-',
        stateOf(registry, remote, version),
      ]);
    }
    sections.push(`${remote} versions:\n${table(rows, '  ')}`);
  }
  if (registry.history.length === 0) return 'No releases yet.';
  const log = registry.history.map((item) => {
    const change = item.from && item.action !== 'publish' ? `${item.from} -> ${item.version}` : item.version;
    if (item.action === 'fallback') return `  ${shortTime(item.at)} ${item.remote} fallback ${change} (${fallbackSummary(item)})`;
    const percent = item.percent === undefined ? '' : ` (${item.percent} %)`;
    return `  ${shortTime(item.at)} ${item.remote} ${item.action} ${change}${percent} by ${item.by}: ${item.why}`;
  });
  return `${sections.join('\n\n')}\n\nlog (oldest first):\n${log.join('\n')}`;
}

export interface CliOptions {
  /** The folder a remote's server serves its unreleased build from (default `<remote folder>/dist`). */
  servedBuild?: (remote: RemoteName) => string;
}

export async function main(argv: string[], options: CliOptions = {}): Promise<number> {
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
    case 'release': {
      const remote = remoteArg(rest[0]);
      const servedBuild = options.servedBuild?.(remote) ?? path.join(ROOT, packageDirOf(remote), 'dist');
      await release(store, remote, { from: values.from, skipTests: values['skip-tests'], why: values.why, servedBuild });
      return 0;
    }
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
    case 'status': {
      const registry = await store.readRegistry();
      console.log(`${formatStatus(registry)}\n\n${await formatHistory(store, registry)}`);
      return 0;
    }
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

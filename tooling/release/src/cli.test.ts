import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { releaseFiles } from '@agency/tooling/serve';
import { main } from './cli';
import { promote, recordFallback, rollback } from './registry';
import { FolderStore } from './store';

// Each release type-checks the remote's props contracts with its TypeScript: slow on a busy machine.
jest.setTimeout(300_000);

/** A built remote as the shell mounts it, whose entry says `label`. */
async function distFolder(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remote-dist-'));
  const manifest = {
    name: 'marketing',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'Home' }, { name: 'About' }, { name: 'PrivacyPolicy' }],
    shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'remoteEntry.js'), `var marketing;marketing={label:${JSON.stringify(label)}};`);
  return dir;
}

/** What the CLI prints in each test of the block, errors included, instead of the console. */
function capturedOutput(): string[] {
  const output: string[] = [];
  beforeEach(() => {
    output.length = 0;
    jest.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    jest.spyOn(console, 'error').mockImplementation((line: string) => void output.push(line));
  });
  return output;
}

/** A release folder with the shell's manifest, served on loopback as the remotes' static servers serve it. */
async function servedReleaseFolder(prefix: string) {
  const storeDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const shellManifest = path.join(storeDir, 'shell-manifest.json');
  await writeFile(shellManifest, JSON.stringify({ shared: [{ name: 'react', version: '19.3.1', singleton: true }] }));
  const app = express();
  app.use('/releases', releaseFiles(storeDir));
  // On every loopback address: the CLI finds a remote's server at localhost, as the site server does.
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  const stop = async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(storeDir, { recursive: true, force: true });
  };
  return { storeDir, shellManifest, port: (server.address() as AddressInfo).port, stop };
}

type ServedReleases = Awaited<ReturnType<typeof servedReleaseFolder>>;

/**
 * A served release folder for the tests of the block, and the environment `settings` make of it
 * (an undefined value unsets a variable); the environment is put back after the block.
 */
function servedReleasesPerBlock(prefix: string, settings: (served: ServedReleases) => Record<string, string | undefined>) {
  let served: ServedReleases | undefined;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    served = await servedReleaseFolder(prefix);
    for (const [name, value] of Object.entries(settings(served))) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  afterAll(async () => {
    process.env = savedEnv;
    await served?.stop();
  });

  return {
    get storeDir() {
      return served!.storeDir;
    },
    get port() {
      return served!.port;
    },
  };
}

describe('npm run remote', () => {
  const releases = servedReleasesPerBlock('release-cli-', (served) => ({
    RELEASES_DIR: served.storeDir,
    RELEASES_PUBLIC_URL: `http://127.0.0.1:${served.port}/releases`,
    SHELL_MANIFEST: served.shellManifest,
    RELEASE_ACTOR: 'ana@marketing-team',
    REMOTE_MARKETING_URL: undefined,
    REMOTE_MARKETING_PORT: undefined,
  }));
  const output = capturedOutput();

  const run = (...args: string[]) => main(args, { servedBuild: () => path.join(releases.storeDir, 'no-served-build') });
  const releasedVersion = () => /^marketing ([0-9a-f]{12}) /.exec(output.at(-1) ?? '')?.[1] ?? '';

  it('releases, promotes, canaries, refuses what does not load, rolls back, and shows it all in status', async () => {
    expect(await run('release', 'marketing', '--from', await distFolder('v1'))).toBe(0);
    const v1 = releasedVersion();
    expect(output.at(-1)).toContain(`marketing ${v1} released to folder ${releases.storeDir}`);
    // The same content is the same release.
    await run('release', 'remote-marketing', '--from', await distFolder('v1'));
    expect(output.at(-1)).toContain(`marketing ${v1} was already released (same content)`);

    await expect(run('promote', 'marketing', v1)).rejects.toThrow('say why with --why');
    expect(await run('promote', 'marketing', v1, '--why', 'first release')).toBe(0);
    await run('release', 'marketing', '--from', await distFolder('v2'));
    const v2 = releasedVersion();
    expect(v2).not.toBe(v1);
    expect(await run('promote', 'marketing', v2, '--why', 'new hero')).toBe(0);

    await run('release', 'marketing', '--from', await distFolder('v3'));
    const v3 = releasedVersion();
    // A release whose manifest is gone from the store does not get promoted.
    await rm(path.join(releases.storeDir, 'marketing', v3, 'mf-manifest.json'));
    await expect(run('promote', 'marketing', v3, '--why', 'broken upload')).rejects.toThrow(
      `marketing: mf-manifest.json does not load from ${process.env.RELEASES_PUBLIC_URL}/marketing/${v3}/mf-manifest.json (HTTP 404; that URL comes from RELEASES_PUBLIC_URL)`,
    );

    await run('release', 'marketing', '--from', await distFolder('v4'));
    const v4 = releasedVersion();
    expect(await run('promote', 'marketing', v4, '--canary', '50', '--why', 'try v4 on half')).toBe(0);
    expect(output.at(-1)).toBe(`marketing ${v4} is the canary for 50 % of visitors`);

    expect(await run('rollback', 'marketing', '--why', 'v2 hides the quote button')).toBe(0);
    expect(output.at(-1)).toBe(`marketing rolled back to ${v1}`);

    expect(await run('status')).toBe(0);
    const table = output.at(-1)!.split('\n');
    expect(table[0]).toMatch(/^remote +live +canary +previous good +last change$/);
    expect(table.find((line) => line.startsWith('marketing'))).toMatch(
      new RegExp(`^marketing +${v1} +- +- +\\S+ rollback ${v1} by ana@marketing-team: v2 hides the quote button$`),
    );
    expect(table.find((line) => line.startsWith('chat'))).toMatch(/^chat +\(unreleased build\) +- +- +-$/);

    // The history: every version with its time, commit and what it is now; one log of every change.
    const history = output.at(-1)!;
    const commit = /^[0-9a-f]{10}/;
    const versionRow = (version: string) => history.split('\n').find((line) => line.startsWith(`  ${version}`)) ?? '';
    expect(history).toContain('marketing versions:');
    expect(versionRow(v1)).toMatch(new RegExp(`^  ${v1} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\dZ +[0-9a-f]{10}.* +live$`));
    expect(versionRow(v2)).toMatch(/ rolled back$/);
    expect(versionRow(v3)).toMatch(/ refused: marketing: mf-manifest.json does not load from .*HTTP 404/);
    expect(versionRow(v4)).toMatch(/ released$/);
    expect(commit.test(versionRow(v4).split(/ +/)[4] ?? '')).toBe(true);
    const log = history.slice(history.indexOf('log (oldest first):')).split('\n').slice(1);
    expect(log.map((line) => line.trim().split(' ').slice(2, 4).join(' '))).toEqual([
      'marketing publish',
      'marketing promote',
      'marketing publish',
      'marketing promote',
      'marketing publish',
      'marketing refuse',
      'marketing publish',
      'marketing canary',
      'marketing rollback',
    ]);
    expect(log.at(-1)).toMatch(new RegExp(`marketing rollback ${v2} -> ${v1} by ana@marketing-team: v2 hides the quote button$`));
  }, 300_000);

  it('refuses a release missing a file it lists, naming the file and the URL', async () => {
    const dir = await distFolder('with-chunk');
    await writeFile(path.join(dir, '__federation_expose_Home.1a2b3c4d.js'), 'console.log("home")');
    await run('release', 'marketing', '--from', dir);
    const withChunk = releasedVersion();
    await rm(path.join(releases.storeDir, 'marketing', withChunk, '__federation_expose_Home.1a2b3c4d.js'));
    await expect(run('promote', 'marketing', withChunk, '--why', 'incomplete upload')).rejects.toThrow(
      `marketing: 1 of the 3 files of the release do not load from ${process.env.RELEASES_PUBLIC_URL}/marketing/${withChunk}/: __federation_expose_Home.1a2b3c4d.js (HTTP 404)`,
    );
  }, 300_000);

  it('answers a wrong command with the usage', async () => {
    expect(await run('deploy')).toBe(2);
    expect(output.join('\n')).toContain("unknown command 'deploy'");
    await expect(run('promote', 'blog', '111111111111', '--why', 'x')).rejects.toThrow(
      'name a remote: marketing, portfolio, contact, chat',
    );
  });
});

describe('npm run remote on moved ports, for a remote released the first time', () => {
  // As the site's own settings: the remote's port moved, no public URL of releases.
  const releases = servedReleasesPerBlock('release-ports-', (served) => ({
    RELEASES_DIR: served.storeDir,
    SHELL_MANIFEST: served.shellManifest,
    RELEASE_ACTOR: 'ana@marketing-team',
    RELEASES_PUBLIC_URL: undefined,
    REMOTE_MARKETING_URL: undefined,
  }));
  const output = capturedOutput();

  it('keeps the served build as a good version, promotes from REMOTE_MARKETING_PORT, and rolls the first promote back', async () => {
    const served = await distFolder('served');
    const run = (...args: string[]) => main(args, { servedBuild: () => served });
    await run('release', 'marketing', '--from', await distFolder('v1'));
    expect(output[0]).toMatch(/^marketing: the build its server serves is kept as ([0-9a-f]{12}), the good version to roll back to$/);
    const baseline = /kept as ([0-9a-f]{12})/.exec(output[0]!)![1]!;
    const v1 = /^marketing ([0-9a-f]{12}) released/.exec(output.at(-1)!)![1]!;

    // A port nothing listens on: the refusal names the URL it tried and the settings it came from.
    const closed = await new Promise<number>((resolve) => {
      const probe = express().listen(0, () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    process.env.REMOTE_MARKETING_PORT = String(closed);
    await expect(run('promote', 'marketing', v1, '--why', 'first release')).rejects.toThrow(
      `marketing: mf-manifest.json does not load from http://localhost:${closed}/releases/marketing/${v1}/mf-manifest.json (ECONNREFUSED; that URL comes from REMOTE_MARKETING_URL or REMOTE_MARKETING_PORT)`,
    );

    process.env.REMOTE_MARKETING_PORT = String(releases.port);
    expect(await run('promote', 'marketing', v1, '--why', 'first release')).toBe(0);
    expect(await run('rollback', 'marketing', '--why', 'back to what we served')).toBe(0);
    expect(output.at(-1)).toBe(`marketing rolled back to ${baseline}`);
    expect(await run('status')).toBe(0);
    expect(output.at(-1)).toContain(`marketing rollback ${v1} -> ${baseline} by ana@marketing-team: back to what we served`);
    expect(output.at(-1)).toMatch(new RegExp(`\\n  ${baseline} .* live\\n`));
  }, 300_000);
});

describe('npm run remote -- status with fallbacks', () => {
  let storeDir: string;
  const output = capturedOutput();
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    storeDir = await mkdtemp(path.join(os.tmpdir(), 'release-fallbacks-'));
    process.env.RELEASES_DIR = storeDir;
    delete process.env.RELEASES_S3_BUCKET;
  });

  afterAll(async () => {
    process.env = savedEnv;
    await rm(storeDir, { recursive: true, force: true });
  });

  it('shows the fallbacks visitors’ pages made in the same log as promotes and rollbacks', async () => {
    const [v2, v3] = ['222222222222', '333333333333'];
    const note = (why: string, at: string) => ({ by: 'ana@marketing-team', why, at: new Date(at) });
    // As the site server records them: 14 page loads whose v3 home page crashed, then the team rolls back.
    await new FolderStore(storeDir).updateRegistry((registry) => {
      let next = promote(registry, 'marketing', v2, note('new hero', '2026-11-22T09:00:00Z'));
      next = promote(next, 'marketing', v3, note('ship v3', '2026-11-22T10:00:00Z'));
      const crash = { remote: 'marketing', failedVersion: v3, servedVersion: v2, reason: 'render' } as const;
      next = recordFallback(next, crash, {
        count: 13,
        firstAt: new Date('2026-11-22T10:00:05Z'),
        lastAt: new Date('2026-11-22T10:09:00Z'),
      });
      next = recordFallback(next, crash, { count: 1, firstAt: new Date('2026-11-22T10:09:30Z'), lastAt: new Date('2026-11-22T10:09:30Z') });
      return rollback(next, 'marketing', note('v3 hero crashes', '2026-11-22T10:10:00Z'));
    });

    expect(await main(['status'])).toBe(0);
    const log = output.at(-1)!.split('log (oldest first):\n')[1]!.split('\n');
    expect(
      output
        .at(-1)!
        .split('\n')
        .find((line) => line.startsWith('marketing')),
    ).toMatch(/ rollback 222222222222 by /);
    expect(log).toEqual([
      `  2026-11-22 09:00:00Z marketing promote ${v2} by ana@marketing-team: new hero`,
      `  2026-11-22 10:00:00Z marketing promote ${v2} -> ${v3} by ana@marketing-team: ship v3`,
      `  2026-11-22 10:00:05Z marketing fallback ${v3} -> ${v2} (render crash, 14 page loads, last 2026-11-22 10:09:30Z)`,
      `  2026-11-22 10:10:00Z marketing rollback ${v3} -> ${v2} by ana@marketing-team: v3 hero crashes`,
    ]);

    // Promoted again, it fails to load on one page: a new entry, and the remote's last change.
    await new FolderStore(storeDir).updateRegistry((registry) => {
      const next = promote(registry, 'marketing', v3, note('cdn fixed', '2026-11-22T11:00:00Z'));
      const failed = { remote: 'marketing', failedVersion: v3, servedVersion: v2, reason: 'load' } as const;
      const at = new Date('2026-11-22T11:00:09Z');
      return recordFallback(next, failed, { count: 1, firstAt: at, lastAt: at });
    });
    expect(await main(['status'])).toBe(0);
    expect(
      output
        .at(-1)!
        .split('\n')
        .find((line) => line.startsWith('marketing')),
    ).toMatch(new RegExp(`^marketing +${v3} +- +${v2} +2026-11-22T11:00:09.000Z fallback ${v3} -> ${v2} \\(load failure, 1 page load\\)$`));
    expect(output.at(-1)!.endsWith(`  2026-11-22 11:00:09Z marketing fallback ${v3} -> ${v2} (load failure, 1 page load)`)).toBe(true);
  });
});

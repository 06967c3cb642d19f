import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { releaseFiles } from '@agency/tooling/serve';
import { main } from './cli';

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

describe('npm run remote', () => {
  let storeDir: string;
  let server: Server;
  let output: string[];
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    storeDir = await mkdtemp(path.join(os.tmpdir(), 'release-cli-'));
    const shellManifest = path.join(storeDir, 'shell-manifest.json');
    await writeFile(shellManifest, JSON.stringify({ shared: [{ name: 'react', version: '19.3.1', singleton: true }] }));
    // The release folder served as the remotes' static servers serve it.
    const app = express();
    app.use('/releases', releaseFiles(storeDir));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    Object.assign(process.env, {
      RELEASES_DIR: storeDir,
      RELEASES_PUBLIC_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases`,
      SHELL_MANIFEST: shellManifest,
      RELEASE_ACTOR: 'ana@marketing-team',
    });
  });

  afterAll(async () => {
    process.env = savedEnv;
    await new Promise((resolve) => server.close(resolve));
    await rm(storeDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    output = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    jest.spyOn(console, 'error').mockImplementation((line: string) => void output.push(line));
  });

  const run = (...args: string[]) => main(args);
  const releasedVersion = () => /^marketing ([0-9a-f]{12}) /.exec(output.at(-1) ?? '')?.[1] ?? '';

  it('releases, promotes, canaries, refuses what does not load, rolls back, and shows it all in status', async () => {
    expect(await run('release', 'marketing', '--from', await distFolder('v1'))).toBe(0);
    const v1 = releasedVersion();
    expect(output.at(-1)).toContain(`marketing ${v1} released to folder ${storeDir}`);
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
    await rm(path.join(storeDir, 'marketing', v3, 'mf-manifest.json'));
    await expect(run('promote', 'marketing', v3, '--why', 'broken upload')).rejects.toThrow('marketing: mf-manifest.json does not load');

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
  }, 60_000);

  it('answers a wrong command with the usage', async () => {
    expect(await run('deploy')).toBe(2);
    expect(output.join('\n')).toContain("unknown command 'deploy'");
    await expect(run('promote', 'blog', '111111111111', '--why', 'x')).rejects.toThrow(
      'name a remote: marketing, portfolio, contact, chat',
    );
  });
});

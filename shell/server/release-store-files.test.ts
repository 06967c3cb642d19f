/**
 * @jest-environment node
 */
// What the remotes' static servers publish of the release store (issue 47
// item 8): released files, nothing of the registry's own bookkeeping.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { releaseFiles } from '@agency/tooling/serve';

describe('the release store as the remotes’ servers publish it', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const store = mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
    mkdirSync(path.join(store, 'marketing/0a1b2c3d4e5f/chunks'), { recursive: true });
    writeFileSync(path.join(store, 'marketing/0a1b2c3d4e5f/mf-manifest.json'), '{"name":"marketing"}');
    writeFileSync(path.join(store, 'marketing/0a1b2c3d4e5f/chunks/1.0a1b2c3d.js'), 'console.log(1)');
    writeFileSync(path.join(store, 'registry.json'), '{"schema":1,"remotes":{},"history":[{"actor":"ana@marketing-team"}]}');
    writeFileSync(path.join(store, 'registry.json.lock'), '4242@build-host');
    writeFileSync(path.join(store, 'registry.json.4242.abcd.tmp'), '{}');
    mkdirSync(path.join(store, 'marketing/.staging-0a1b2c3d4e5f-1234'), { recursive: true });
    writeFileSync(path.join(store, 'marketing/.staging-0a1b2c3d4e5f-1234/remoteEntry.js'), 'half');
    const app = express();
    app.use('/releases', releaseFiles(store));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('serves the files of a release', async () => {
    expect(await (await fetch(`${url}/marketing/0a1b2c3d4e5f/mf-manifest.json`)).json()).toEqual({ name: 'marketing' });
    expect((await fetch(`${url}/marketing/0a1b2c3d4e5f/chunks/1.0a1b2c3d.js`)).status).toBe(200);
  });

  it.each([
    '/registry.json',
    '/registry.json.lock',
    '/registry.json.4242.abcd.tmp',
    '/marketing/.staging-0a1b2c3d4e5f-1234/remoteEntry.js',
    '/marketing/0a1b2c3d4e5f/../../registry.json',
    '/marketing/%2e%2e/registry.json',
    '/unknown/0a1b2c3d4e5f/mf-manifest.json',
    '/',
  ])('answers 404 for %s', async (file) => {
    const response = await fetch(`${url}${file}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('build-host');
  });

  it('takes no other method than GET and HEAD', async () => {
    expect((await fetch(`${url}/marketing/0a1b2c3d4e5f/mf-manifest.json`, { method: 'POST' })).status).toBe(404);
  });
});

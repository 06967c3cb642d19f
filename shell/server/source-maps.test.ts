/**
 * @jest-environment node
 */
// Source maps of a production build (issue 47 item 9): none by default, and
// the static servers publish a map only under SOURCE_MAPS=public.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { staticFiles } from '@agency/tooling/serve';
import { productionSourceMaps } from '@agency/tooling/source-maps';

describe('SOURCE_MAPS', () => {
  it('builds without maps by default, hidden or public on request, and refuses anything else', () => {
    expect(productionSourceMaps(undefined)).toBe(false);
    expect(productionSourceMaps('')).toBe(false);
    expect(productionSourceMaps('off')).toBe(false);
    expect(productionSourceMaps('Hidden')).toBe('hidden-source-map');
    expect(productionSourceMaps('public')).toBe('source-map');
    expect(() => productionSourceMaps('yes')).toThrow('SOURCE_MAPS must be off, hidden or public, got "yes"');
  });

  describe('as the static servers serve a build', () => {
    let server: Server;
    let url: string;
    const saved = process.env.SOURCE_MAPS;

    beforeAll(async () => {
      const dist = mkdtempSync(path.join(os.tmpdir(), 'maps-dist-'));
      writeFileSync(path.join(dist, 'main.0a1b2c3d.js'), 'console.log(1)\n//# sourceMappingURL=main.0a1b2c3d.js.map');
      writeFileSync(path.join(dist, 'main.0a1b2c3d.js.map'), '{"version":3,"sources":["src/secret-plans.ts"]}');
      const app = express();
      app.use(staticFiles(dist));
      server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      process.env.SOURCE_MAPS = saved;
      if (saved === undefined) delete process.env.SOURCE_MAPS;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('does not serve a map unless SOURCE_MAPS=public', async () => {
      delete process.env.SOURCE_MAPS;
      expect((await fetch(`${url}/main.0a1b2c3d.js`)).status).toBe(200);
      expect((await fetch(`${url}/main.0a1b2c3d.js.map`)).status).toBe(404);
      process.env.SOURCE_MAPS = 'hidden';
      expect((await fetch(`${url}/main.0a1b2c3d.js.map`)).status).toBe(404);
      process.env.SOURCE_MAPS = 'public';
      expect(await (await fetch(`${url}/main.0a1b2c3d.js.map`)).json()).toMatchObject({ version: 3 });
    });
  });
});

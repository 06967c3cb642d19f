// A site server on a loopback port for tests and the site fuzz: an empty shell
// build, remotes at an address nothing answers, and the chat proxy pointed at
// a stand-in chat-server. Also the small socket helpers those runs share.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type net from 'node:net';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@agency/site-kit/topology';
import { createEdgeServer, type EdgeLimits } from '@agency/tooling/serve';
import { brand } from '../../src/brand/brand.ts';
import { createSiteServer, siteConfigFromEnv, type SiteServerOptions } from '../site-server.ts';

/** An address with nothing listening: the remotes' manifests never load in these runs. */
export const NOWHERE = 'http://127.0.0.1:9';

export function listenOnLoopback(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export function closeServer(server: net.Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  (server as Server).closeAllConnections?.();
  return closed;
}

export function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

/** Polls until `read` returns a value `done` accepts or `withinMs` passes; resolves with the last value read. */
export async function pollUntil<T>(read: () => Promise<T> | T, done: (value: T) => boolean, withinMs = 3000): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

type TestSiteOptions = Partial<Omit<SiteServerOptions, 'chatServerUrl'>> & {
  /** Serve through the production edge (connection caps and timeouts) instead of a plain HTTP server. */
  edgeLimits?: Partial<EdgeLimits>;
  /** More files of the build beside index.html, by name. */
  files?: Record<string, string>;
};

/** A site server in front of `chatServerUrl`, listening on a free loopback port. */
export async function startTestSite(chatServerUrl: string, { edgeLimits, files = {}, ...options }: TestSiteOptions = {}) {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  const page = '<!doctype html><html><head><meta charset="utf-8" /></head><body><div id="root"></div></body></html>';
  for (const [name, text] of Object.entries({ 'index.html': page, ...files })) writeFileSync(path.join(distDir, name), text);
  const { app, attach } = createSiteServer({
    distDir,
    chatServerUrl,
    config: siteConfigFromEnv(
      Object.fromEntries(REMOTES.map(({ name, urlVariable }) => [urlVariable, `${NOWHERE}/${name}/mf-manifest.json`])),
    ),
    siteUrl: 'https://vaultline.ai',
    brand,
    ...options,
  });
  const server = edgeLimits ? createEdgeServer(app, edgeLimits) : createServer(app);
  attach(server);
  const port = await listenOnLoopback(server);
  return { server, port, url: `http://127.0.0.1:${port}` };
}

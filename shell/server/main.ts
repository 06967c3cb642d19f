// Entry of the site server: `node server/main.ts` (Node 24 strips the types).
import path from 'node:path';
import { CHAT_SERVER, SITE } from '@agency/site-kit/topology';
import { closeOnSignals, createEdgeServer, listen } from '@agency/tooling/serve';
import { brand } from '../src/brand/brand.ts';
import { storeFromEnv } from '@agency/release/store';
import { releaseManifestUrl } from '@agency/release/urls';
import { trustProxyFromEnv } from './chat-proxy.ts';
import { createSiteServer, siteConfigFromEnv, siteLimitsFromEnv } from './site-server.ts';

const port = Number(process.env[SITE.variable] ?? SITE.port);

try {
  const limits = siteLimitsFromEnv(process.env);
  const trustProxy = trustProxyFromEnv(process.env.SITE_TRUST_PROXY);
  const { app, attach } = createSiteServer({
    distDir: path.resolve(import.meta.dirname, '../dist'),
    chatServerUrl: process.env.CHAT_SERVER_URL ?? `http://127.0.0.1:${process.env[CHAT_SERVER.variable] ?? CHAT_SERVER.port}`,
    config: siteConfigFromEnv(process.env),
    siteUrl: process.env.SITE_URL ?? brand.siteUrl,
    brand,
    proxyAdmin: process.env.SITE_PROXY_ADMIN === '1',
    trustProxy,
    proxyTimeoutMs: limits.proxyTimeoutMs,
    // Releases of the remotes (`npm run remote`); with none live, each remote runs its build.
    releases: { store: storeFromEnv(process.env), manifestUrl: (remote, version) => releaseManifestUrl(remote, version, process.env) },
  });
  // A proxy in front (SITE_TRUST_PROXY) carries many visitors on its connections: only direct peers are capped.
  const server = createEdgeServer(
    app,
    { maxConnectionsPerAddress: limits.maxConnectionsPerAddress },
    { exempt: (address) => trustProxy(address, 0) },
  );
  attach(server);
  await listen(server, { port, service: 'site server' });
  console.log(
    JSON.stringify({ severity: 'I', from: 'site-server', title: `listening on http://localhost:${port}`, timestamp: Date.now() }),
  );
  closeOnSignals(server, 'site-server');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// node --test scripts/ (run by `npm test`, step "launcher scripts"): the one
// topology table (site-kit/src/topology.mjs) that the launcher, the webpack
// configs, the site server, the shell's routes and the release gate read.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  CHAT_SERVER,
  PORT_TABLE,
  SALES_INBOX,
  REMOTES,
  ROUTES,
  SITEMAP_PATHS,
  federationExposes,
  mountedModules,
  pageModulesByRemote,
  portsFromBase,
  routeFor,
} from '../site-kit/src/topology.mjs';
import { BUILT_PACKAGES } from './build-stale.ts';
import { ROOT, SERVICE_NAMES } from './site.ts';

test("every remote's exposed modules are files in its package, and every page is a module its remote exposes", () => {
  for (const remote of REMOTES) {
    for (const source of Object.values(remote.exposes))
      assert.ok(existsSync(path.join(ROOT, remote.folder, source)), `${remote.folder}/${source}`);
  }
  for (const route of ROUTES)
    assert.ok(mountedModules(route.remote).includes(route.module), `${route.path}: ${route.remote} exposes ${route.module}`);
  assert.deepEqual(federationExposes('marketing'), {
    './Home': './src/home/Home.tsx',
    './About': './src/about/About.tsx',
    './PrivacyPolicy': './src/privacy-policy/PrivacyPolicy.tsx',
  });
});

test('the site has the pages of product rules §2, each rendered by its remote module, and nothing else', () => {
  const page = (pathname: string) => routeFor(pathname)?.module ?? null;
  assert.equal(page('/'), 'Home');
  assert.equal(page('/home/'), 'Home');
  assert.equal(page('/portfolio'), 'Portfolio');
  assert.equal(page('/portfolio/acme-bank/'), 'Portfolio');
  assert.equal(page('/about'), 'About');
  assert.equal(page('/privacy-policy'), 'PrivacyPolicy');
  for (const unknown of ['//', '/portfolio/a/b', '/About', '/privacy', '/no-such-page']) assert.equal(page(unknown), null, unknown);
  assert.deepEqual(SITEMAP_PATHS, ['/', '/portfolio', '/about', '/privacy-policy']);
  assert.deepEqual(pageModulesByRemote(), { marketing: ['Home', 'About', 'PrivacyPolicy'], portfolio: ['Portfolio'] });
});

test('the processes and their ports: the site, the four remotes, chat-server', () => {
  assert.deepEqual(
    PORT_TABLE.map(({ service, port }) => `${service} ${port}`),
    ['shell 3000', 'remote-marketing 3001', 'remote-portfolio 3002', 'remote-contact 3003', 'remote-chat 3004', 'chat-server 8005'],
  );
  assert.deepEqual(portsFromBase(4100), { site: 4100, marketing: 4101, portfolio: 4102, contact: 4103, chat: 4104, chatServer: 4105 });
  assert.deepEqual([...SERVICE_NAMES], ['chat-server', 'remote-marketing', 'remote-portfolio', 'remote-contact', 'remote-chat', 'shell']);
  // `npm start` also builds and starts the sales inbox, on a port of its own outside the table and the scale-out nodes' ports.
  assert.deepEqual([...BUILT_PACKAGES], [...SERVICE_NAMES, SALES_INBOX.service]);
  assert.ok(!PORT_TABLE.some(({ port }) => port === SALES_INBOX.port) && SALES_INBOX.port !== CHAT_SERVER.port + 1);
});

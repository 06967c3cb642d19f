// node --test scripts/ (run by `npm test`, step "launcher scripts"): the
// settings checks that run before anything is installed, and the build reuse.
import assert from 'node:assert/strict';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { PORT_TABLE, PortSettingError, portsFromBuild, portsFromEnv } from '../site-kit/src/topology.mjs';
import { buildFingerprint, withWorkspaceDeps } from './build-stale.ts';
import { assertPortFree, preflight } from './preflight.mjs';
import { ROOT } from './site.ts';
import { workspaceFolders } from './workspace.mjs';

test('every service has its default port unless its variable moves it', () => {
  assert.deepEqual(portsFromEnv({}), Object.fromEntries(PORT_TABLE.map(({ key, port }) => [key, port])));
  const moved = portsFromEnv({ PORT: '4600', REMOTE_CHAT_PORT: '4604', CHAT_PORT: ' 4605 ', REMOTE_MARKETING_PORT: '' });
  assert.equal(moved.site, 4600);
  assert.equal(moved.chat, 4604);
  assert.equal(moved.chatServer, 4605);
  assert.equal(moved.marketing, portsFromEnv({}).marketing);
});

test('a bad port variable or a port given twice is one clear sentence', () => {
  for (const value of ['abc', '0', '65536', '80.5', '-1', '3000x']) {
    assert.throws(
      () => portsFromEnv({ CHAT_PORT: value }),
      new PortSettingError(`CHAT_PORT must be a port number between 1 and 65535, got "${value}"`),
    );
  }
  assert.throws(() => portsFromEnv({ PORT: '4600', CHAT_PORT: '4600' }), /PORT and CHAT_PORT are both 4600/);
});

test('a bundle reads the ports it was built with, and the defaults where none were injected', () => {
  const injected = JSON.stringify(portsFromEnv({ CHAT_PORT: '4605' }));
  assert.equal(portsFromBuild(injected).chatServer, 4605);
  assert.deepEqual(portsFromBuild(undefined), portsFromEnv({}));
});

test('the preflight names a variable that is wrong and a port that is taken, and passes otherwise', async () => {
  assert.equal(await preflight('start', { CHAT_PORT: 'abc' }), 'CHAT_PORT must be a port number between 1 and 65535, got "abc"');
  assert.equal(await preflight('scaled', { REMOTE_CHAT_URL: 'not a url' }), 'REMOTE_CHAT_URL must be an absolute URL, got "not a url"');
  assert.equal(
    await preflight('scaled', { CHAT_BALANCER_PORT: '99999' }),
    'CHAT_BALANCER_PORT must be a port number between 1 and 65535, got "99999"',
  );
  assert.equal(await preflight('scaled', {}), null);

  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    await assert.rejects(assertPortFree(port, 'chat-server'), new RegExp(`^Error: chat-server: port ${port} is already in use`));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('the workspace folders are the packages list, not the other lists of pnpm-workspace.yaml', () => {
  const folders = workspaceFolders(ROOT);
  assert.ok(folders.includes('shell') && folders.includes('chat-server') && folders.includes('tooling'));
  assert.ok(!folders.includes('node'));
});

test('a build depends on its package, the workspace packages it uses and the build settings', () => {
  assert.deepEqual(withWorkspaceDeps('remote-marketing'), ['remote-marketing', 'site-kit', 'tooling']);
  assert.ok(withWorkspaceDeps('shell').includes('tooling'));
  const fingerprint = buildFingerprint('remote-portfolio', {});
  assert.match(fingerprint ?? '', /^[0-9a-f]{64}$/);
  assert.equal(buildFingerprint('remote-portfolio', {}), fingerprint);
  assert.notEqual(buildFingerprint('remote-portfolio', { PORTFOLIO_ASSET_BASE_URL: 'https://cdn.example/' }), fingerprint);
});

test("a remote's production build has a chunk list named after its sources, so two versions never share one", async () => {
  const configOf = async (folder: string, mode: string) => {
    const { default: create } = (await import(path.join(ROOT, folder, 'webpack.config.mjs'))) as {
      default: (env: unknown, argv: { mode: string }) => { output: { chunkLoadingGlobal?: string } };
    };
    return create({}, { mode }).output;
  };
  const marketing = await configOf('remote-marketing', 'production');
  assert.equal(marketing.chunkLoadingGlobal, `webpackChunkmarketing_${buildFingerprint('remote-marketing')!.slice(0, 12)}`);
  assert.match((await configOf('remote-portfolio', 'production')).chunkLoadingGlobal ?? '', /^webpackChunkportfolio_[0-9a-f]{12}$/);
  // The dev servers keep webpack's default (hot updates reuse the running page's list).
  assert.equal((await configOf('remote-marketing', 'development')).chunkLoadingGlobal, undefined);
});

/**
 * @jest-environment node
 */
// The site server serves the release registry (issue 16): a promote or
// rollback reaches new page loads without a restart, each visitor gets the
// previous good version as a fallback, and canary visitors are chosen by a
// stable hash of a first-party cookie.
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { FolderStore } from '@agency/release/store';
import { promote, rollback, startCanary, type ChangeNote } from '@agency/release/registry';
import { RELEASE_COOKIE } from './releases';
import { NOWHERE, startTestSite } from './test-support/loopback-site';

const V1 = 'aaaaaaaaaaa1';
const V2 = 'bbbbbbbbbbb2';
const V3 = 'ccccccccccc3';
const note: ChangeNote = { by: 'test', why: 'test', at: new Date() };
const cdn = (remote: string, version: string) => `https://cdn.example/${remote}/${version}/mf-manifest.json`;

interface Releases {
  marketing: { version: string; manifest: string; fallback: { version: string; manifest: string } | null };
}

/** How often the site server reads the registry here: on a fake clock, advanced by the test. */
const POLL_MS = 50;

describe('site server with the release registry', () => {
  let store: FolderStore;
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    // Only the registry's poll interval is faked: HTTP and the store's file reads keep their real timers.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    });
    store = new FolderStore(mkdtempSync(path.join(os.tmpdir(), 'releases-')));
    ({ server: site, url: siteUrl } = await startTestSite(NOWHERE, {
      releases: { store, manifestUrl: cdn, pollMs: POLL_MS },
    }));
  });

  afterAll(async () => {
    jest.useRealTimers();
    await new Promise((resolve) => site.close(resolve));
  });

  const releases = async (cookie?: string): Promise<{ body: Releases; setCookie: string | null }> => {
    const response = await fetch(`${siteUrl}/remotes.json`, { headers: cookie ? { Cookie: cookie } : {} });
    return { body: (await response.json()) as Releases, setCookie: response.headers.get('set-cookie') };
  };

  /** One poll period passes on the fake clock: the site server reads the store again. */
  const nextPoll = () => jest.advanceTimersByTimeAsync(POLL_MS);

  /** Lets poll periods pass until the site server serves the registry's change. */
  const until = async (check: (body: Releases) => boolean, cookie?: string): Promise<Releases> => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      await nextPoll();
      const { body } = await releases(cookie);
      if (check(body)) return body;
    }
    throw new Error('the site server never served the change');
  };

  it("runs each remote's build while nothing is released", async () => {
    const { body, setCookie } = await releases();
    expect(body.marketing).toEqual({ version: 'build', manifest: 'http://127.0.0.1:9/marketing/mf-manifest.json', fallback: null });
    expect(setCookie).toBeNull();
  });

  it('serves a promoted version with the previous good one as its fallback, in the page too', async () => {
    await store.updateRegistry((registry) => promote(registry, 'marketing', V1, note));
    await until((body) => body.marketing.version === V1);
    await store.updateRegistry((registry) => promote(registry, 'marketing', V2, note));
    const body = await until((current) => current.marketing.version === V2);
    expect(body.marketing).toEqual({
      version: V2,
      manifest: cdn('marketing', V2),
      fallback: { version: V1, manifest: cdn('marketing', V1) },
    });

    const page = await fetch(`${siteUrl}/about`);
    const html = await page.text();
    expect(html).toContain(`<meta name="vaultline-versions" content="marketing=${V2} portfolio=build contact=build chat=build">`);
    expect(JSON.parse(/<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)?.[1] ?? '{}').remotes.marketing).toBe(
      cdn('marketing', V2),
    );
    expect(
      JSON.parse(/<script type="application\/json" id="site-releases">(.*?)<\/script>/.exec(html)?.[1] ?? '{}').marketing.fallback.version,
    ).toBe(V1);
    // The page may load scripts from the release's origin.
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' [^;]*https:\/\/cdn\.example/);
  });

  it('puts visitors on a canary by their cookie, each one stable, and gives a new visitor the cookie', async () => {
    await store.updateRegistry((registry) => startCanary(registry, 'marketing', V3, 50, note));
    // Once the canary is read, a visitor without the cookie gets one.
    for (let attempt = 0; attempt < 200 && !(await releases()).setCookie; attempt += 1) await nextPoll();
    const seen = new Map<string, string>();
    for (let index = 0; index < 40; index += 1) {
      const cookie = `${RELEASE_COOKIE}=visitor-${String(index).padStart(12, '0')}`;
      const { body, setCookie } = await releases(cookie);
      expect(setCookie).toBeNull();
      seen.set(cookie, body.marketing.version);
      // A canary visitor falls back to the live version.
      if (body.marketing.version === V3) expect(body.marketing.fallback?.version).toBe(V2);
    }
    expect(new Set(seen.values())).toEqual(new Set([V2, V3]));
    for (const [cookie, version] of seen) expect((await releases(cookie)).body.marketing.version).toBe(version);

    const first = await releases();
    expect(first.setCookie).toMatch(new RegExp(`^${RELEASE_COOKIE}=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`));
    const cookie = first.setCookie!.split(';')[0]!;
    for (let reload = 0; reload < 3; reload += 1)
      expect((await releases(cookie)).body.marketing.version).toBe(first.body.marketing.version);
    // A cookie that is not one of ours is replaced.
    expect((await releases(`${RELEASE_COOKIE}=%zz`)).setCookie).toMatch(new RegExp(`^${RELEASE_COOKIE}=`));
  });

  it('rolls back without a restart', async () => {
    await store.updateRegistry((registry) => rollback(registry, 'marketing', note));
    const body = await until((current) => current.marketing.version === V1, 'vl_release=probe-visitor-000001');
    expect(body.marketing.fallback).toBeNull();
  });
});

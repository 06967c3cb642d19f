/**
 * Independent releases (issue 16) against the production start: a remote
 * team releases, promotes, canaries and rolls back remote-marketing with
 * `npm run remote`, and visitors' next page loads follow, while the site
 * server keeps running (same process id). A broken release falls back by
 * itself to the previous good version, and `status` logs each fallback.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../../scripts/site.ts';
import { expect, test, type OpenContext, type SiteHandle } from '../src/fixtures';
import { withConsent } from '../src/helpers';
import { HERO_WORD, marketingBuild, release, remoteCli } from '../src/releases';

/** The issue's bound for a promote or rollback to reach new page loads. */
const PICKUP_MS = 5000;
const RELEASE_COOKIE = 'vl_release';

function hero(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** The home hero's words (each its own element, so spaces vary), with a release's label after the last one. */
function heroText(label?: string): RegExp {
  return new RegExp(`^\\s*Quality\\s+That\\s+${HERO_WORD}${label ? ` ${label}` : ''}\\s*$`);
}

async function runningVersion(page: Page, remote = 'marketing'): Promise<string | undefined> {
  return page.evaluate(
    (name) => (window as Window & { __VAULTLINE_VERSIONS__?: Record<string, string> }).__VAULTLINE_VERSIONS__?.[name],
    remote,
  );
}

/** The version `npm run remote` kept of the build a remote served before its first release. */
async function baselineOf(site: SiteHandle, remote: string): Promise<string> {
  const registry = JSON.parse(await readFile(path.join(site.releasesDir, 'registry.json'), 'utf8')) as {
    history: Array<{ action: string; remote: string; version: string }>;
  };
  return registry.history.find((item) => item.action === 'baseline' && item.remote === remote)?.version ?? '';
}

/** The console errors a page logs from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Opens the home page while the live marketing version `failed` cannot run: the page loads v2
 * (the previous good version, `v2`) by itself, says so on the console, and never shows the
 * fallback box. Resolves with the console errors the page logged.
 */
async function expectHomeFallsBackToV2(page: Page, failed: string, v2: string, why: 'failed to load' | 'crashed while rendering') {
  const failures = consoleErrors(page);
  await withConsent(page);
  await page.goto('/');
  await expect(hero(page)).toHaveText(heroText('v2'));
  await expect(page.getByText('The home page is unavailable right now.')).toHaveCount(0);
  expect(await runningVersion(page)).toBe(v2);
  expect(failures.join('\n')).toContain(`remote marketing ${failed} ${why}; loading the previous good version ${v2}`);
  return failures;
}

/** sha256 over every file of a folder, its path and modification time: a build written again (even the same bytes) reads differently. */
async function folderState(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())) {
    const full = path.join(file.parentPath, file.name);
    hash.update(`${path.relative(dir, full)}\0${(await stat(full)).mtimeMs}\0`).update(await readFile(full));
  }
  return hash.digest('hex');
}

/** The version of a remote (marketing unless named) the site server hands a visitor with this cookie (a fresh connection each time, as a new visitor). */
function servedVersion(site: SiteHandle, cookie?: string, remote = 'marketing'): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${site.url}/remotes.json`, { agent: false, headers: cookie ? { Cookie: cookie } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve((JSON.parse(body) as Record<string, { version: string }>)[remote]!.version));
    });
    request.on('error', reject);
  });
}

/** Reads until the site server hands out `version`: a promote or rollback must reach new page loads within PICKUP_MS. */
async function expectServed(site: SiteHandle, version: string, cookie?: string): Promise<void> {
  await expect.poll(() => servedVersion(site, cookie), { timeout: PICKUP_MS, intervals: [100] }).toBe(version);
}

/** Waits until `npm run remote -- status` logs a fallback from `failed` to `served` for `why` (the page reports it in the background). */
async function expectFallbackLogged(site: SiteHandle, failed: string, served: string, why: string): Promise<void> {
  await expect
    .poll(() => remoteCli(site, ['status']).output, { timeout: PICKUP_MS, intervals: [200] })
    .toMatch(new RegExp(`\\d\\dZ marketing fallback ${failed} -> ${served} \\(${why}, 1 page load\\)\\n`));
}

/** Waits for the live page (not the static first screen the server inlines) of a page made outside the fixture. */
async function livePage(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#first-paint-page, [data-first-paint-copy]'), undefined, { timeout: 30_000 });
}

async function visitor(openContext: OpenContext, site: SiteHandle, cookieValue?: string): Promise<Page> {
  const context = await openContext({ baseURL: site.url });
  if (cookieValue) await context.addCookies([{ name: RELEASE_COOKIE, value: cookieValue, url: site.url }]);
  const page = await context.newPage();
  await withConsent(page);
  return page;
}

/** A cookie value the site server puts on the given side of the canary, once it serves the canary (within PICKUP_MS). */
async function cookieOn(site: SiteHandle, version: string): Promise<string> {
  const find = async () => {
    for (let index = 0; index < 64; index += 1) {
      const value = `e2e-visitor-${String(index).padStart(8, '0')}`;
      if ((await servedVersion(site, `${RELEASE_COOKIE}=${value}`)) === version) return value;
    }
    return null;
  };
  let found: string | null = null;
  await expect.poll(async () => (found = await find()), { timeout: PICKUP_MS, intervals: [100] }).not.toBeNull();
  return found!;
}

test.describe.serial('releasing remote-marketing', () => {
  test.setTimeout(180_000);
  let sitePid: number | undefined;
  const versions: Record<'baseline' | 'v2' | 'v3' | 'v4' | 'v5', string> = { baseline: '', v2: '', v3: '', v4: '', v5: '' };

  // The specs after this one share the worker's site: hand them back the remotes' own builds (an empty registry).
  test.afterAll(async ({ site }) => {
    await rm(path.join(site.releasesDir, 'registry.json'), { force: true });
    await expectServed(site, 'build');
  });

  test('a good v2 is released and promoted; a new page load shows it, the site server keeps its process', async ({ site, page }) => {
    sitePid = site.pid('shell');
    expect(sitePid).toBeDefined();
    await withConsent(page);
    await page.goto('/');
    await expect(hero(page)).toHaveText(heroText());
    expect(await runningVersion(page)).toBe('build');

    versions.v2 = release(site, await marketingBuild('v2'), 'new hero wording');
    // The first release kept the build remote-marketing served as a good version; nothing changed for visitors yet.
    versions.baseline = await baselineOf(site, 'marketing');
    expect(versions.baseline).toMatch(/^[0-9a-f]{12}$/);
    await expectServed(site, 'build');
    // The CLI finds the release on the remote's moved port (REMOTE_MARKETING_PORT), as the site server does.
    expect(remoteCli(site, ['promote', 'marketing', versions.v2, '--why', 'new hero wording']).status).toBe(0);
    await expectServed(site, versions.v2);

    await page.reload();
    await expect(hero(page)).toHaveText(heroText('v2'));
    expect(await runningVersion(page)).toBe(versions.v2);
    await expect(page.locator('meta[name="vaultline-versions"]')).toHaveAttribute('content', new RegExp(`marketing=${versions.v2}`));
    expect(site.pid('shell')).toBe(sitePid);
  });

  test('a broken v3 is promoted; visitors get v2 by themselves, never the fallback box', async ({ site, page }) => {
    versions.v3 = release(site, await marketingBuild('v3', { entryThrows: true }), 'broken on purpose');
    expect(remoteCli(site, ['promote', 'marketing', versions.v3, '--why', 'ship v3']).status).toBe(0);
    await expectServed(site, versions.v3);

    const failures = await expectHomeFallsBackToV2(page, versions.v3, versions.v2, 'failed to load');
    // Nothing beyond the failed load: v3's scripts never reach v2's chunks (each version has a chunk list of its own).
    expect(
      failures.filter((text) => !text.includes(versions.v3) && !/broken entry|remote marketing\/\w+ failed to load/.test(text)),
    ).toEqual([]);
    // The page reported its fallback (accepted: a refused report would be one more console error above).
    await expectFallbackLogged(site, versions.v3, versions.v2, 'load failure');
    expect(site.pid('shell')).toBe(sitePid);
  });

  test('rollback returns to v2', async ({ site, page }) => {
    const rolledBack = remoteCli(site, ['rollback', 'marketing', '--why', 'v3 entry throws']);
    expect(rolledBack).toEqual({ status: 0, output: `marketing rolled back to ${versions.v2}\n` });
    await expectServed(site, versions.v2);
    await withConsent(page);
    await page.goto('/');
    await expect(hero(page)).toHaveText(heroText('v2'));
    expect(await runningVersion(page)).toBe(versions.v2);
    expect(site.pid('shell')).toBe(sitePid);
  });

  test('a v5 whose home page crashes while rendering falls back to v2, with no error box and no second static screen', async ({
    site,
    page,
  }) => {
    versions.v5 = release(site, await marketingBuild('v5', { renderThrows: true }), 'hero crashes on purpose');
    expect(remoteCli(site, ['promote', 'marketing', versions.v5, '--why', 'ship v5']).status).toBe(0);
    await expectServed(site, versions.v5);

    // Each time the shell puts the server's static first screen into the page area (once, when it takes it over).
    await page.addInitScript(() => {
      const win = window as Window & { firstScreenInsertions?: number };
      win.firstScreenInsertions = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLElement &&
              node.id === 'first-paint-page' &&
              (record.target as Element).hasAttribute?.('data-first-paint-copy')
            )
              win.firstScreenInsertions! += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await expectHomeFallsBackToV2(page, versions.v5, versions.v2, 'crashed while rendering');
    expect(await page.evaluate(() => (window as Window & { firstScreenInsertions?: number }).firstScreenInsertions)).toBeLessThanOrEqual(1);
    await expect(page.getByText(`${HERO_WORD} v5`)).toHaveCount(0);
    // The page reported the crash: status shows the fallback in the log, before the team rolls back.
    await expectFallbackLogged(site, versions.v5, versions.v2, 'render crash');

    expect(remoteCli(site, ['rollback', 'marketing', '--why', 'v5 hero crashes']).output).toBe(`marketing rolled back to ${versions.v2}\n`);
    await expectServed(site, versions.v2);
  });

  test('with a 50 % canary, two visitors with different cookies see different versions, each stable across reloads', async ({
    site,
    openContext,
  }) => {
    versions.v4 = release(site, await marketingBuild('v4'), 'hero for the autumn campaign');
    expect(remoteCli(site, ['promote', 'marketing', versions.v4, '--canary', '50', '--why', 'try the autumn hero on half']).status).toBe(0);
    const onCanary = await cookieOn(site, versions.v4);
    const onLive = await cookieOn(site, versions.v2);

    for (const [cookie, label, version] of [
      [onCanary, 'v4', versions.v4],
      [onLive, 'v2', versions.v2],
    ] as const) {
      const page = await visitor(openContext, site, cookie);
      for (let load = 0; load < 3; load += 1) {
        if (load === 0) await page.goto('/');
        else await page.reload();
        await livePage(page);
        await expect(hero(page)).toHaveText(heroText(label));
        expect(await runningVersion(page)).toBe(version);
      }
      await page.context().close();
    }

    // A first-time visitor is given a cookie and keeps their side of the canary.
    const newcomer = await visitor(openContext, site);
    await newcomer.goto('/');
    await livePage(newcomer);
    const cookie = (await newcomer.context().cookies()).find((item) => item.name === RELEASE_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const first = await runningVersion(newcomer);
    await newcomer.reload();
    await livePage(newcomer);
    expect(await runningVersion(newcomer)).toBe(first);
    await newcomer.context().close();
    expect(site.pid('shell')).toBe(sitePid);
  });

  test('status shows all of it', async ({ site }) => {
    const { status, output } = remoteCli(site, ['status']);
    expect(status).toBe(0);
    const lines = output.trim().split('\n');
    expect(lines[0]).toMatch(/^remote +live +canary +previous good +last change$/);
    const marketing = lines.find((line) => line.startsWith('marketing')) ?? '';
    expect(marketing).toMatch(
      new RegExp(
        `^marketing +${versions.v2} +${versions.v4} \\(50 %\\) +${versions.baseline} +\\S+ canary ${versions.v4} by marketing-team@e2e: try the autumn hero on half$`,
      ),
    );
    for (const remote of ['portfolio', 'contact', 'chat'])
      expect(lines.find((line) => line.startsWith(remote))).toMatch(new RegExp(`^${remote} +\\(unreleased build\\)`));

    // The history: each version with its time, commit and state; then one log.
    const state = (version: string) =>
      lines
        .find((line) => line.startsWith(`  ${version} `))
        ?.trim()
        .split(/ {2,}/)
        .at(-1);
    expect(state(versions.v2)).toBe('live');
    expect(state(versions.v4)).toBe('canary 50 %');
    expect(state(versions.v3)).toBe('rolled back');
    expect(state(versions.v5)).toBe('rolled back');
    expect(state(versions.baseline)).toBe('previous good (served before the first release)');
    expect(output).toMatch(new RegExp(`marketing rollback ${versions.v5} -> ${versions.v2} by marketing-team@e2e: v5 hero crashes`));
    // The fallbacks visitors' pages made by themselves, in the same log between the promotes and rollbacks.
    const log = output.slice(output.indexOf('log (oldest first):')).split('\n');
    const at = (pattern: string) => log.findIndex((line) => new RegExp(pattern).test(line));
    expect(at(`marketing promote ${versions.v2} -> ${versions.v5} `)).toBeGreaterThan(0);
    expect(at(`marketing fallback ${versions.v5} -> ${versions.v2} \\(render crash, 1 page load\\)$`)).toBeGreaterThan(
      at(`marketing promote ${versions.v2} -> ${versions.v5} `),
    );
    expect(at(`marketing rollback ${versions.v5} -> ${versions.v2} `)).toBeGreaterThan(at(`marketing fallback ${versions.v5} `));
    expect(at(`marketing fallback ${versions.v3} -> ${versions.v2} \\(load failure, 1 page load\\)$`)).toBeGreaterThan(0);
  });

  test("a remote's first promote is rolled back to the build it served before", async ({ site, page }) => {
    // The release type-checks remote-portfolio's props contracts.
    test.setTimeout(600_000);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-v2-'));
    await cp(path.join(ROOT, 'remote-portfolio/dist'), dir, { recursive: true });
    await writeFile(path.join(dir, 'release-notes.txt'), 'portfolio v2\n');
    const released = remoteCli(site, ['release', 'portfolio', '--from', dir, '--why', 'release notes']);
    const version = /portfolio ([0-9a-f]{12}) released/.exec(released.output)?.[1] ?? '';
    const baseline = await baselineOf(site, 'portfolio');
    expect(baseline).toMatch(/^[0-9a-f]{12}$/);
    expect(remoteCli(site, ['promote', 'portfolio', version, '--why', 'first promote']).status).toBe(0);
    expect(remoteCli(site, ['rollback', 'portfolio', '--why', 'undo the first promote'])).toEqual({
      status: 0,
      output: `portfolio rolled back to ${baseline}\n`,
    });
    await expect.poll(() => servedVersion(site, undefined, 'portfolio'), { timeout: PICKUP_MS, intervals: [100] }).toBe(baseline);
    await withConsent(page);
    await page.goto('/portfolio');
    await expect(page.getByRole('tab', { name: 'Custom' })).toBeVisible();
    expect(await runningVersion(page, 'portfolio')).toBe(baseline);
  });

  test("a refused release leaves every page as it was, and says what is wrong in the team's words", async ({ site, page }) => {
    test.setTimeout(600_000);
    const served = await folderState(path.join(ROOT, 'remote-contact/dist'));
    // A shell that provides a React the remote does not accept: the gate refuses the build.
    const shellManifest = path.join(site.releasesDir, 'old-shell-manifest.json');
    const shell = JSON.parse(await readFile(path.join(ROOT, 'shell/dist/mf-manifest.json'), 'utf8')) as {
      shared: Array<{ name: string; version: string }>;
    };
    for (const item of shell.shared) if (item.name === 'react') item.version = '18.3.1';
    await writeFile(shellManifest, JSON.stringify(shell));

    const refused = remoteCli(site, ['release', 'contact', '--skip-tests'], { SHELL_MANIFEST: shellManifest });
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/refused: contact: needs react \S+, but the shell provides 18\.3\.1/);
    // Built into a scratch folder: what remote-contact's server serves was not touched.
    expect(await folderState(path.join(ROOT, 'remote-contact/dist'))).toBe(served);
    await withConsent(page);
    await page.goto('/');
    await expect(page.getByText('The start-project form is unavailable right now.')).toHaveCount(0);
    expect(await runningVersion(page, 'contact')).toBe('build');
    expect(remoteCli(site, ['status']).output).toMatch(/ refused: contact: needs react /);
  });
});

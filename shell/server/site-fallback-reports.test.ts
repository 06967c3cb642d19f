/**
 * @jest-environment node
 */
// A page that falls back from a remote's version by itself reports it to the
// site server, which records it in the release history (issue 46): only from
// the site's own pages, only about a version the registry hands out, a few
// per address, and repeats collapse into one entry per remote and version.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import fc from 'fast-check';
import { FolderStore } from '@agency/release/store';
import { emptyRegistry, promote, startCanary, type ChangeNote, type HistoryEntry } from '@agency/release/registry';
import { FALLBACK_REPORT_PATH } from '../src/remotes/fallback-report';
import { trustProxyFromEnv } from './chat-proxy';
import { FALLBACK_ERRORS, FALLBACK_REPORTS_PER_MINUTE, fallbackReports } from './fallback-reports';
import { NOWHERE, pollUntil, startTestSite } from './test-support/loopback-site';

const V1 = 'aaaaaaaaaaa1';
const V2 = 'bbbbbbbbbbb2';
const V3 = 'ccccccccccc3';
const note: ChangeNote = { by: 'ana@marketing-team', why: 'test', at: new Date('2026-11-20T10:00:00Z') };
const cdn = (remote: string, version: string) => `https://cdn.example/${remote}/${version}/mf-manifest.json`;

describe('fallback reports to the site server', () => {
  let store: FolderStore;
  let site: Server;
  let siteUrl: string;
  let nextAddress = 1;

  beforeAll(async () => {
    store = new FolderStore(mkdtempSync(path.join(os.tmpdir(), 'releases-')));
    // marketing: V2 live (V1 before it), V3 the canary for half the visitors.
    await store.updateRegistry((registry) => {
      let next = promote(registry, 'marketing', V1, note);
      next = promote(next, 'marketing', V2, note);
      return startCanary(next, 'marketing', V3, 50, note);
    });
    ({ server: site, url: siteUrl } = await startTestSite(NOWHERE, {
      // The test speaks for many visitors through one loopback proxy hop (X-Forwarded-For).
      trustProxy: trustProxyFromEnv('loopback'),
      // Read once at start: every change after that comes from the reports under test.
      releases: { store, manifestUrl: cdn, pollMs: 3_600_000 },
    }));
    // The site server has read the registry once it hands out V2.
    await pollUntil(
      async () => ((await (await fetch(`${siteUrl}/remotes.json`)).json()) as { marketing: { version: string } }).marketing.version,
      (version) => version === V2,
    );
  });

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });

  /** A new visitor's address (each has a budget of its own). */
  const visitorAddress = () => `203.0.113.${nextAddress++}`;

  const report = async (
    body: unknown,
    { origin = siteUrl, address = visitorAddress() }: { origin?: string | null; address?: string } = {},
  ) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': address };
    if (origin !== null) headers.Origin = origin;
    const response = await fetch(`${siteUrl}${FALLBACK_REPORT_PATH}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; error?: string }, response };
  };

  /** A report from a page served under another name (fetch cannot set Host). */
  const reportAs = (host: string, body: unknown) =>
    new Promise<{ status: number; error: string }>((resolve, reject) => {
      const outgoing = request(
        `${siteUrl}${FALLBACK_REPORT_PATH}`,
        { method: 'POST', headers: { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/json' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, error: (JSON.parse(text) as { error: string }).error }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(JSON.stringify(body));
    });

  const fallbacks = async (): Promise<HistoryEntry[]> => (await store.readRegistry()).history.filter((item) => item.action === 'fallback');

  const liveCrash = { remote: 'marketing', failedVersion: V2, servedVersion: V1, reason: 'render' };

  it('records page loads that fell back from the live version as one entry with a count, first and last time', async () => {
    const answers = await Promise.all([report(liveCrash), report(liveCrash), report(liveCrash)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(answers[0]!.body).toEqual({ success: true });
    // The same version failing to load on another page joins the same entry.
    expect((await report({ ...liveCrash, reason: 'load' })).status).toBe(202);

    const [entry, ...others] = await fallbacks();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      remote: 'marketing',
      action: 'fallback',
      from: V2,
      version: V1,
      count: 4,
      reasons: ['load', 'render'],
      by: 'site-server',
    });
    expect(Date.parse(entry!.lastAt!)).toBeGreaterThanOrEqual(Date.parse(entry!.at));

    // A canary visitor falls back to the live version: an entry of its own.
    expect((await report({ remote: 'marketing', failedVersion: V3, servedVersion: V2, reason: 'load' })).status).toBe(202);
    expect((await fallbacks()).map((item) => [item.from, item.version, item.count])).toEqual([
      [V2, V1, 4],
      [V3, V2, 1],
    ]);
  });

  it('refuses reports about versions the site does not hand out, or that are not reports, with a clear 400', async () => {
    const before = await fallbacks();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...liveCrash, remote: 'blog' }, /remote: Invalid option/],
      [{ ...liveCrash, failedVersion: 'v2' }, /failedVersion: a version is 12 hexadecimal digits/],
      [{ ...liveCrash, reason: 'boredom' }, /reason: Invalid option/],
      [{ ...liveCrash, extra: 'x'.repeat(20) }, /Unrecognized key/],
      ['{"remote": "marketing", ', /is a JSON object/],
      [
        { remote: 'marketing', failedVersion: V1, servedVersion: V2, reason: 'render' },
        new RegExp(`marketing ${V1} is neither the live nor the canary version`),
      ],
      [{ ...liveCrash, servedVersion: V3 }, new RegExp(`marketing falls back from ${V2} to ${V1}, not to ${V3}`)],
      [{ remote: 'portfolio', failedVersion: V2, servedVersion: V1, reason: 'load' }, /portfolio .* is neither the live nor the canary/],
    ];
    for (const [body, error] of cases) {
      const answer = await report(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error).toMatch(error);
    }
    const tooLarge = await report({ ...liveCrash, padding: 'x'.repeat(2000) });
    expect([tooLarge.status, tooLarge.body.error]).toEqual([413, FALLBACK_ERRORS.tooLarge]);
    expect(await fallbacks()).toEqual(before);
  });

  it("takes reports only from the site's own pages", async () => {
    const before = await fallbacks();
    const foreign = await report(liveCrash, { origin: 'https://evil.example' });
    expect([foreign.status, foreign.body.error]).toEqual([403, FALLBACK_ERRORS.origin]);
    expect((await report(liveCrash, { origin: null })).status).toBe(403);
    // Same scheme, other port: another origin.
    expect((await report(liveCrash, { origin: 'http://127.0.0.1:1' })).status).toBe(403);
    // A page on a name rebound to this machine is same-origin with itself, but its Host is not the site's.
    expect(await reportAs('rebound.example', liveCrash)).toEqual({ status: 421, error: FALLBACK_ERRORS.host });
    // Only POST: the path is nothing else.
    expect((await fetch(`${siteUrl}${FALLBACK_REPORT_PATH}`, { method: 'PUT', headers: { Origin: siteUrl } })).status).toBe(404);
    expect(await fallbacks()).toEqual(before);
    // The site's public name (SITE_URL) is its own.
    expect(await reportAs('vaultline.ai', liveCrash)).toEqual({ status: 202, error: undefined });
  });

  it('limits how many reports one address sends', async () => {
    const address = visitorAddress();
    const answers = [];
    for (let index = 0; index <= FALLBACK_REPORTS_PER_MINUTE; index += 1) answers.push(await report(liveCrash, { address }));
    expect(answers.slice(0, -1).every((answer) => answer.status === 202)).toBe(true);
    const refused = answers.at(-1)!;
    expect([refused.status, refused.body.error]).toEqual([429, FALLBACK_ERRORS.rate]);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not held back by that one.
    expect((await report(liveCrash)).status).toBe(202);
    expect((await fallbacks()).find((item) => item.from === V2)?.count).toBe(5 + FALLBACK_REPORTS_PER_MINUTE + 1);
  });

  it('answers any body with a 4xx or a 202, never a server error, and records only real fallbacks', async () => {
    const before = (await fallbacks()).length;
    const field = fc.oneof(
      fc.constantFrom('marketing', 'chat', V1, V2, V3, 'load', 'render', ''),
      fc.string(),
      fc.integer(),
      fc.constant(null),
    );
    const body = fc.oneof(
      fc.record({ remote: field, failedVersion: field, servedVersion: field, reason: field }, { requiredKeys: [] }),
      fc.json(),
      fc.string({ maxLength: 1500 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sample) => {
        const { status } = await report(sample);
        return [202, 400, 413].includes(status);
      }),
      { numRuns: 150, seed: 46 },
    );
    // Whatever was accepted joined the existing entries: no new ones for versions the site does not hand out.
    expect((await fallbacks()).length).toBe(before);
  });
});

describe('fallback reports when the release store cannot be written', () => {
  it('answers 503, logs why, and keeps answering', async () => {
    // A store folder under a regular file: every write fails, as with read-only access.
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'releases-')), 'not-a-folder');
    writeFileSync(file, '');
    const registry = promote(promote(emptyRegistry(), 'marketing', V1, note), 'marketing', V2, note);
    const app = express().use(
      fallbackReports({ store: new FolderStore(path.join(file, 'releases')), current: () => registry, siteUrl: 'https://vaultline.ai' }),
    );
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const logged = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await fetch(`${url}${FALLBACK_REPORT_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: url },
          body: JSON.stringify({ remote: 'marketing', failedVersion: V2, servedVersion: V1, reason: 'render' }),
        });
        expect([response.status, await response.json()]).toEqual([503, { success: false, error: FALLBACK_ERRORS.unavailable }]);
      }
      expect(String(logged.mock.calls[0]?.[0])).toContain('fallback reports could not be written to the release registry');
    } finally {
      logged.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

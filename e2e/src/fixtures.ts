/**
 * The e2e fixture: each worker starts the composed production build (site
 * server, four remote servers, chat-server with the builtin assistant and a
 * fresh data folder) with the same launcher as `start`, on its own ports.
 * Tests can stop and restart any one service.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { Site, portsFromBase, type ServiceName } from '../../scripts/site.ts';
import { Supervisor } from '../../scripts/supervisor.ts';
import { freePortBase, workerPortStart } from './free-ports.ts';

export interface SiteHandle {
  /** The site origin, e.g. http://localhost:4100 (also the tests' baseURL). */
  url: string;
  /** chat-server's own origin, for direct API checks. */
  chatServerUrl: string;
  /** Bearer token of chat-server's admin endpoints (GET /api/admin/leads). */
  adminToken: string;
  /** chat-server's data folder (its embedded database), for its command-line tools while it is stopped. */
  dataDir: string;
  /** The sales inbox's origin (started by a test that needs it: `start('sales-inbox')`). */
  inboxUrl: string;
  stop: (name: ServiceName) => Promise<void>;
  start: (name: ServiceName) => Promise<void>;
  /** The release store folder of this site (RELEASES_DIR of every service), and the environment `npm run remote` needs to reach it. */
  releasesDir: string;
  releaseEnv: NodeJS.ProcessEnv;
  /** A running service's process id. */
  pid: (name: ServiceName) => number | undefined;
  /** What the supervisor said (a service stopped, restarted, a crash loop), as `npm start` prints it. */
  supervisorLog: () => readonly string[];
}

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef0123';

/**
 * Resolves once the live page has replaced the static first screen that the
 * site server sends (see the README, "Performance"): tests then act on the
 * page a visitor uses, never on the picture of it shown while scripts load.
 */
async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#first-paint-page, [data-first-paint-copy]'), undefined, { timeout: 30_000 });
}

/** Opens a browser context of the test's own (another visitor, the sales inbox, a page without scripts). */
export type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

// One site a worker, for its tests and their hooks alike (test.afterAll gets worker fixtures only).
export const test = base.extend<{ openContext: OpenContext }, { site: SiteHandle }>({
  // Closed when the test ends, passed or failed: a context left open would live on through the worker's later tests.
  openContext: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForLivePage(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForLivePage(page);
      return response;
    };
    await use(page);
  },
  site: [
    // Playwright reads a fixture's dependencies from this (here empty) pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-e2e-'));
      // Site on BASE, remotes on BASE+1…BASE+4, chat-server on BASE+5 (see free-ports.ts for BASE).
      const ports = portsFromBase(await freePortBase(workerPortStart(workerInfo.workerIndex)));
      // The sales inbox on a free port of the same block (+6): the launcher reads it, and chat-server allows its origin.
      const inboxPort = ports.site + 6;
      process.env.INBOX_PORT = String(inboxPort);
      // Each site its own release store: empty, so every remote runs its build until a test releases one.
      const releasesDir = path.join(dataDir, 'releases');
      const supervisorLog: string[] = [];
      // As `npm start`: a service that dies is restarted; a crash loop fails the tests that need the site.
      const supervisor = new Supervisor({ log: (line) => supervisorLog.push(line), onCrashLoop: () => {} });
      const site = new Site({
        supervisor,
        ports,
        env: {
          RELEASES_DIR: releasesDir,
          DATA_DIR: dataDir,
          ADMIN_TOKEN,
          ASSISTANT_PROVIDER: 'builtin',
          SESSION_SECRET: 'e2e-session-secret-not-for-production',
          DATABASE_URL: '',
          REDIS_URL: '',
        },
        output: path.join(workerInfo.project.outputDir, `site-worker-${workerInfo.workerIndex}.log`),
      });
      await site.startAll();
      await use({
        url: site.url,
        chatServerUrl: site.chatServerUrl,
        adminToken: ADMIN_TOKEN,
        dataDir,
        inboxUrl: `http://localhost:${inboxPort}`,
        stop: (name) => site.stop(name),
        start: (name) => site.start(name),
        releasesDir,
        // As a remote team on this site: the remotes' moved ports, from which the CLI finds their servers.
        releaseEnv: {
          RELEASES_DIR: releasesDir,
          REMOTE_MARKETING_PORT: String(ports.marketing),
          REMOTE_PORTFOLIO_PORT: String(ports.portfolio),
          REMOTE_CONTACT_PORT: String(ports.contact),
          REMOTE_CHAT_PORT: String(ports.chat),
        },
        pid: (name) => site.pid(name),
        supervisorLog: () => supervisorLog,
      });
      await site.stopAll();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

export { expect };

/**
 * The scale-out fixture: each worker starts the composed production build on
 * two chat-server nodes behind nginx (`scripts/scaled-site.ts`, the launcher
 * of `start:scaled`), on its own ports, with a fresh PostgreSQL database
 * (dropped at the end) and its own Redis channel prefix.
 *
 * `SCALE_OUT_UNAVAILABLE` says why the setup cannot run here (nginx,
 * PostgreSQL or Redis missing); specs skip with that reason.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import {
  DEFAULT_REDIS_URL,
  ScaledSite,
  dropDatabase,
  ensureDatabase,
  scaleOutUnavailable,
  scaledPortsFromBase,
  type BalancerLogEntry,
  type ChatNodeName,
} from '../../scripts/scaled-site.ts';
import { freePortBase, workerPortStart } from './free-ports.ts';

/** The PostgreSQL server (its database name is replaced by a fresh one per worker) and Redis. */
const POSTGRES_SERVER_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.E2E_REDIS_URL ?? DEFAULT_REDIS_URL;

export const SCALE_OUT_UNAVAILABLE: string | null = await scaleOutUnavailable(POSTGRES_SERVER_URL, REDIS_URL);

export type { ChatNodeName };

export interface ScaledSiteHandle {
  url: string;
  /** Which node the balancer sends a visitor at `clientAddress` to now. */
  nodeFor: (clientAddress: string) => Promise<ChatNodeName | null>;
  /** The node an access-log `upstream` belongs to (the last one tried). */
  nodeAt: (upstream: string) => ChatNodeName | null;
  balancerLog: () => Promise<BalancerLogEntry[]>;
  stopNode: (name: ChatNodeName, signal?: NodeJS.Signals) => Promise<void>;
  startNode: (name: ChatNodeName) => Promise<void>;
}

function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

// One scaled site a worker, for its tests and their hooks alike.
export const test = base.extend<object, { scaledSite: ScaledSiteHandle }>({
  scaledSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const databaseUrl = new URL(POSTGRES_SERVER_URL);
      databaseUrl.pathname = `/${uniqueName('vl_e2e')}`;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-e2e-scaled-'));
      await ensureDatabase(databaseUrl.href);
      const site = new ScaledSite({
        // Site on BASE, remotes BASE+1…+4, nginx BASE+5, nodes BASE+6 and BASE+7 (see free-ports.ts for BASE).
        ports: scaledPortsFromBase(await freePortBase(workerPortStart(workerInfo.parallelIndex))),
        databaseUrl: databaseUrl.href,
        redisUrl: REDIS_URL,
        sessionSecret: randomBytes(32).toString('hex'),
        env: {
          DATA_DIR: dataDir,
          ASSISTANT_PROVIDER: 'builtin',
          REDIS_CHANNEL_PREFIX: uniqueName('vl-e2e'),
          // A slower stream leaves time to act while a reply is on its way.
          BUILTIN_CHUNK_DELAY_MS: '80',
          // The tabs play visitors behind a front proxy on this machine: the site server keeps the X-Forwarded-For they send.
          SITE_TRUST_PROXY: 'loopback',
        },
        output: path.join(workerInfo.project.outputDir, `scaled-site-worker-${workerInfo.workerIndex}.log`),
      });
      try {
        await site.startAll();
        await use({
          url: site.url,
          nodeFor: (clientAddress) => site.nodeFor(clientAddress),
          nodeAt: (upstream) => site.nodeAt(upstream),
          balancerLog: () => site.balancerLog(),
          stopNode: (name, signal) => site.stopNode(name, signal),
          startNode: (name) => site.startNode(name),
        });
      } finally {
        await site.stopAll();
        await dropDatabase(databaseUrl.href);
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ scaledSite }, use) => {
    await use(scaledSite.url);
  },
});

export { expect };

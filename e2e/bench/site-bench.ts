// `bench`: measures the production build of the composed site as a visitor's
// phone would see it. For each page: the JavaScript fetched before the first
// paint and by the load event (requests, KB gzip, in Chromium), and Lighthouse
// mobile (simulated throttling) performance, LCP, TBT, CLS and SEO, median of
// 3 runs. Prints a table against the budgets of DESIGN.md and writes
// .bench/site.json. Run `pnpm run build` first (the root `bench` script does).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT, Site, portsFromBase } from '../../scripts/site.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** DESIGN.md budgets (home route, mobile, simulated throttling). */
const BUDGET = { performance: 0.95, lcpMs: 1800, tbtMs: 100, cls: 0.05, firstPaintJsKb: 170 };

const { values } = parseArgs({
  // `pnpm run bench -- --paths /` passes the '--' through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    paths: { type: 'string', default: '/,/about,/portfolio' },
    runs: { type: 'string', default: '3' },
    'port-base': { type: 'string', default: '4700' },
  },
});

interface JavaScriptLoad {
  beforeFirstPaint: { requests: number; kbGzip: number };
  /** Everything the page fetches until the network is idle: the page, then the chat and start-project parts. */
  byNetworkIdle: { requests: number; kbGzip: number };
}

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  seo: number;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** JS transfer (encoded, i.e. gzip on the wire) by first contentful paint, and in all until the network is idle. */
async function measureJavaScript(url: string): Promise<JavaScriptLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // A consent choice is stored so the figure is the steady state, not the first-visit banner.
  await context.addInitScript(() => {
    localStorage.setItem('gdpr_cookie_preferences', JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: true, timestamp: Date.now(), revision: '2025-01' }));
  });
  const page = await context.newPage();
  const scripts: Array<{ url: string; endTime: number; bytes: number }> = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    const timing = request.timing();
    scripts.push({ url: request.url(), endTime: timing.startTime + timing.responseEnd, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const firstPaintAt = await page.evaluate(() => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return performance.timeOrigin + (entry?.startTime ?? 0);
  });
  await browser.close();
  const sum = (list: typeof scripts) => ({ requests: list.length, kbGzip: kb(list.reduce((total, script) => total + script.bytes, 0)) });
  return { beforeFirstPaint: sum(scripts.filter((script) => script.endTime <= firstPaintAt)), byNetworkIdle: sum(scripts) };
}

async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const lcp = audits['largest-contentful-paint']?.numericValue;
  if (runtimeError || lcp === undefined || lcp === null) {
    throw new Error(`Lighthouse could not measure ${url}: ${runtimeError?.message ?? audits['largest-contentful-paint']?.errorMessage ?? 'no LCP'}`);
  }
  return {
    performance: categories.performance?.score ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    seo: categories.seo?.score ?? 0,
  };
}

/** A run that Lighthouse itself could not complete is tried again, up to this many times in all. */
const MAX_ATTEMPTS_PER_RUN = 3;

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-chrome-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    return await runLighthouse(url, chrome.port);
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

async function lighthouseMedian(url: string, runs: number): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        all.push(await lighthouseOnce(url));
        break;
      } catch (error) {
        console.warn(`  run ${run + 1}, attempt ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
        if (attempt >= MAX_ATTEMPTS_PER_RUN) throw error;
      }
    }
  }
  return {
    performance: median(all.map((figures) => figures.performance)),
    lcpMs: median(all.map((figures) => figures.lcpMs)),
    tbtMs: median(all.map((figures) => figures.tbtMs)),
    cls: median(all.map((figures) => figures.cls)),
    seo: median(all.map((figures) => figures.seo)),
    runs: all,
  };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

async function main(): Promise<void> {
  const runs = Number(values.runs);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
  const site = new Site({ ports: portsFromBase(Number(values['port-base'])), env: { DATA_DIR: dataDir }, output: path.join(dataDir, 'site.log') });
  await site.startAll();
  const report: Record<string, { javascript: JavaScriptLoad; lighthouse: Awaited<ReturnType<typeof lighthouseMedian>> }> = {};
  try {
    for (const pagePath of (values.paths ?? '/').split(',')) {
      const url = `${site.url}${pagePath}`;
      const javascript = await measureJavaScript(url);
      const figures = await lighthouseMedian(url, runs);
      report[pagePath] = { javascript, lighthouse: figures };
      console.log(`\n${pagePath}  (Lighthouse mobile, simulated throttling, median of ${runs})`);
      console.log(`  performance ${figures.performance.toFixed(2)}  [budget ≥ ${BUDGET.performance}: ${mark(figures.performance >= BUDGET.performance)}]`);
      console.log(`  LCP ${Math.round(figures.lcpMs)} ms  [≤ ${BUDGET.lcpMs}: ${mark(figures.lcpMs <= BUDGET.lcpMs)}]`);
      console.log(`  TBT ${Math.round(figures.tbtMs)} ms  [≤ ${BUDGET.tbtMs}: ${mark(figures.tbtMs <= BUDGET.tbtMs)}]`);
      console.log(`  CLS ${figures.cls.toFixed(3)}  [≤ ${BUDGET.cls}: ${mark(figures.cls <= BUDGET.cls)}]`);
      console.log(`  SEO ${figures.seo.toFixed(2)}`);
      console.log(`  JS before first paint: ${javascript.beforeFirstPaint.requests} requests, ${javascript.beforeFirstPaint.kbGzip} KB gzip  [≤ ${BUDGET.firstPaintJsKb}: ${mark(javascript.beforeFirstPaint.kbGzip <= BUDGET.firstPaintJsKb)}]`);
      console.log(`  JS in all, until the network is idle (page, then chat and start-project parts): ${javascript.byNetworkIdle.requests} requests, ${javascript.byNetworkIdle.kbGzip} KB gzip`);
    }
  } finally {
    await site.stopAll();
    await rm(dataDir, { recursive: true, force: true });
  }
  const outputDir = path.join(ROOT, '.bench');
  await mkdir(outputDir, { recursive: true });
  await writeFile(path.join(outputDir, 'site.json'), JSON.stringify({ measuredAt: new Date().toISOString(), budget: BUDGET, pages: report }, null, 2));
  console.log(`\nWritten to .bench/site.json`);
}

await main();

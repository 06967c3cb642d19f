// `bench`: measures the production build of the composed site as a visitor's
// phone would see it. For each page: Lighthouse mobile (simulated throttling)
// performance, LCP, TBT, CLS and SEO, median of 5 runs, against the targets of
// docs/architecture.md "Quality bars"; and the JavaScript the page fetches
// (before the first paint, and in all until the network is idle), with any
// module that arrives in two scripts (a twin copy of a library). Run
// `pnpm run build` first (the root `bench` script does). Options: USAGE below.
//
// Calibrated: Lighthouse's 4x CPU slowdown assumes a host whose benchmark
// index is about 1750, so the bench measures this host's index first and sets
// the slowdown to index / 437.5 (at least 1): every machine simulates the same
// phone. Each run of a page is followed by a run of the same page with every
// script blocked, its floor: what the static first screen alone costs on this
// host. TBT is judged against that floor.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { ROOT, Site, portsFromBase } from '../../scripts/site.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../src/chromium.ts';
import { calibrate, describeCalibration, median } from './calibration.ts';

// Lighthouse launches its own Chromium: headless is a flag there.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * docs/architecture.md "Quality bars": every page, mobile, calibrated simulated throttling, median of 5. TBT may
 * exceed the page's own no-script floor by `tbtAboveFloorMs`, and must stay under it outright where the floor is
 * under `flatFloorMs`.
 */
const TARGET = { performance: 0.98, lcpMs: 1500, tbtAboveFloorMs: 50, flatFloorMs: 10, cls: 0.02, firstPaintJsKb: 0 };

/** The site's public pages (shell/src/app/paths.ts SITEMAP_PATHS). */
const PAGES = '/,/portfolio,/about,/privacy-policy';

const USAGE = `Usage: node bench/site-bench.ts [options]   (from the root: npm run bench -- [options])

  --paths /,/about       the pages to measure (default: ${PAGES})
  --runs 5               Lighthouse runs per page; the figures are their median
  --port-base 4700       the first of the ports the site is served on
  --details              + where the main thread's time went (bootup time, long tasks)
  --scripts              + every script fetched on the page
  --save-reports         + each Lighthouse report in .bench/lighthouse/
  --save                 + the figures in e2e/bench/results/site.json (written by the bench only)
  --cpu-slowdown N       a fixed CPU slowdown instead of the calibrated one
  --help                 this text`;

/** The command line, or the usage and exit code 2 for anything it cannot mean. */
function readOptions() {
  const fail = (message: string): never => {
    console.error(`${message}\n\n${USAGE}`);
    process.exit(2);
  };
  let parsed;
  try {
    parsed = parseArgs({
      // `pnpm run bench -- --paths /` passes the '--' through.
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      options: {
        paths: { type: 'string', default: PAGES },
        runs: { type: 'string', default: '5' },
        'port-base': { type: 'string', default: '4700' },
        details: { type: 'boolean', default: false },
        scripts: { type: 'boolean', default: false },
        'save-reports': { type: 'boolean', default: false },
        save: { type: 'boolean', default: false },
        'cpu-slowdown': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!/^[1-9]\d*$/.test(values.runs)) fail(`--runs must be a whole number of runs, 1 or more (got "${values.runs}").`);
  const portBase = Number(values['port-base']);
  if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65000) {
    fail(`--port-base must be a port from 1024 to 65000 (got "${values['port-base']}").`);
  }
  const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
    fail(`--cpu-slowdown must be a number from 1 to 20 (got "${values['cpu-slowdown']}").`);
  }
  const paths = values.paths.split(',');
  const notAPath = paths.find((pagePath) => !pagePath.startsWith('/'));
  if (notAPath !== undefined) fail(`--paths takes paths that start with "/", separated by commas (got "${notAPath}").`);
  return { ...values, paths, runs: Number(values.runs), portBase, cpuSlowdown };
}

const values = readOptions();

interface ScriptLoad {
  url: string;
  kbCompressed: number;
  /** Finished before the first contentful paint. */
  beforeFirstPaint: boolean;
}

interface JavaScriptLoad {
  beforeFirstPaint: { requests: number; kbCompressed: number };
  /** Everything the page fetches until the network is idle. */
  byNetworkIdle: { requests: number; kbCompressed: number };
  scripts: ScriptLoad[];
  /** Source files (by package) that arrived in more than one script: a library loaded twice. */
  twins: Array<{ module: string; scripts: string[] }>;
}

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  seo: number;
  /**
   * Lighthouse's measure of this machine's CPU (higher is faster). The
   * simulated timings scale the observed ones, so TBT moves with it: figures
   * from runs with different indexes are not comparable.
   */
  benchmarkIndex: number;
}

interface MainThreadDetails {
  /** Scripts by main-thread time (Lighthouse bootup-time), ms as simulated. */
  bootup: Array<{ url: string; totalMs: number; scriptingMs: number }>;
  /** Main-thread work by kind (Lighthouse mainthread-work-breakdown), ms. */
  breakdown: Array<{ group: string; ms: number }>;
  /** Long tasks (Lighthouse long-tasks), ms as simulated. */
  longTasks: Array<{ url: string; startMs: number; durationMs: number }>;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A library file, by package path without its format: `@scope/pkg/dist/a` for `…/node_modules/@scope/pkg/dist/a.cjs` and `a.js` alike. */
function libraryFile(source: string): string | null {
  const inPackage = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(.+)$/)?.[1];
  return inPackage ? inPackage.replace(/\.(c|m)?js$/, '') : null;
}

/** The library files of a script, from its source map (none when it has no map). */
async function librarySourcesOf(url: string): Promise<string[]> {
  try {
    const response = await fetch(`${url}.map`);
    if (!response.ok) return [];
    const map = (await response.json()) as { sources?: string[] };
    return (map.sources ?? []).filter((source) => source.includes('node_modules/'));
  } catch {
    return [];
  }
}

/**
 * A library file that arrives twice: in two scripts, or in one script in two
 * formats (ESM and CommonJS). Each copy runs, so the page pays for it twice.
 */
async function findTwins(urls: string[]): Promise<JavaScriptLoad['twins']> {
  const copies = new Map<string, Array<{ url: string; source: string }>>();
  for (const url of urls) {
    for (const source of new Set(await librarySourcesOf(url))) {
      const file = libraryFile(source);
      if (!file) continue;
      // Each federation container (the shell's entry, every remoteEntry.js) carries its own small
      // bundler glue by design, so its copies count within its own script only (two formats of it);
      // the runtime itself is the shell's alone (docs/architecture.md "Federation").
      const inContainer = file.startsWith('@module-federation/') && /(main|remoteEntry)\.js$/.test(new URL(url).pathname);
      const key = inContainer ? `${file} in ${url}` : file;
      copies.set(key, [...(copies.get(key) ?? []), { url, source }]);
    }
  }
  return [...copies]
    .filter(([, list]) => list.length > 1)
    .map(([module, list]) => ({ module, scripts: [...new Set(list.map((copy) => copy.url))] }));
}

/** Twins summed up by package: `react-dom (2 files)`. */
function twinPackages(twins: JavaScriptLoad['twins']): string[] {
  const counts = new Map<string, number>();
  for (const twin of twins) {
    const name = twin.module.startsWith('@') ? twin.module.split('/').slice(0, 2).join('/') : twin.module.split('/')[0]!;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, files]) => `${name} (${files} file${files === 1 ? '' : 's'})`);
}

/** How long no new script may arrive before the page's scripts count as settled. */
const SCRIPTS_QUIET_MS = 1500;
const SCRIPTS_SETTLE_LIMIT_MS = 15_000;

/**
 * The page's code may start after the network has first gone quiet (About's waits for its fade):
 * waits until no script has arrived for SCRIPTS_QUIET_MS after the first one.
 */
async function scriptsSettled(page: Page, scriptCount: () => number): Promise<void> {
  const giveUpAt = Date.now() + SCRIPTS_SETTLE_LIMIT_MS;
  let count = scriptCount();
  let quietSince = Date.now();
  while (Date.now() < giveUpAt) {
    await page.waitForTimeout(250);
    if (scriptCount() !== count) {
      count = scriptCount();
      quietSince = Date.now();
    }
    if (count > 0 && Date.now() - quietSince >= SCRIPTS_QUIET_MS) return;
  }
}

/** JS transfer as sent (compressed: Brotli to Chromium, or gzip) by first contentful paint, and in all until the network is idle. */
async function measureJavaScript(url: string): Promise<JavaScriptLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // A consent choice is stored so the figure is the steady state, not the first-visit banner.
  await context.addInitScript(() => {
    localStorage.setItem(
      'gdpr_cookie_preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: true, timestamp: Date.now(), revision: '2025-01' }),
    );
  });
  const page = await context.newPage();
  const loads: Array<{ url: string; endTime: number; bytes: number }> = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    const timing = request.timing();
    loads.push({
      url: request.url(),
      endTime: timing.startTime + timing.responseEnd,
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await scriptsSettled(page, () => loads.length);
  const firstPaintAt = await page.evaluate(() => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return performance.timeOrigin + (entry?.startTime ?? 0);
  });
  await browser.close();
  const scripts = loads.map((load) => ({ url: load.url, kbCompressed: kb(load.bytes), beforeFirstPaint: load.endTime <= firstPaintAt }));
  const sum = (list: ScriptLoad[]) => ({
    requests: list.length,
    kbCompressed: kb(list.reduce((total, script) => total + script.kbCompressed * 1024, 0)),
  });
  return {
    beforeFirstPaint: sum(scripts.filter((script) => script.beforeFirstPaint)),
    byNetworkIdle: sum(scripts),
    scripts,
    twins: await findTwins(scripts.map((script) => script.url)),
  };
}

function mainThreadDetails(lhr: LighthouseResult): MainThreadDetails {
  type Items = Array<Record<string, unknown>>;
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? []) as Items;
  return {
    bootup: items('bootup-time').map((item) => ({
      url: String(item.url),
      totalMs: Number(item.total),
      scriptingMs: Number(item.scripting),
    })),
    breakdown: items('mainthread-work-breakdown').map((item) => ({
      group: String(item.groupLabel ?? item.group),
      ms: Number(item.duration),
    })),
    longTasks: items('long-tasks').map((item) => ({
      url: String(item.url),
      startMs: Number(item.startTime),
      durationMs: Number(item.duration),
    })),
  };
}

interface RunOptions {
  /** Lighthouse's CPU slowdown multiplier; undefined keeps its preset (4x). */
  cpuSlowdown?: number;
  /** Block every script: the page's floor, its static first screen alone. */
  withoutScripts?: boolean;
}

async function runLighthouse(
  url: string,
  port: number,
  options: RunOptions,
): Promise<{ figures: LighthouseFigures; lhr: LighthouseResult }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    blockedUrlPatterns: options.withoutScripts ? ['*.js'] : [],
    // Merged into the mobile preset's throttling: only the CPU slowdown changes.
    ...(options.cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const lcp = audits['largest-contentful-paint']?.numericValue;
  if (runtimeError || lcp === undefined || lcp === null) {
    throw new Error(
      `Lighthouse could not measure ${url}: ${runtimeError?.message ?? audits['largest-contentful-paint']?.errorMessage ?? 'no LCP'}`,
    );
  }
  return {
    lhr: result.lhr,
    figures: {
      performance: categories.performance?.score ?? 0,
      lcpMs: lcp,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      seo: categories.seo?.score ?? 0,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    },
  };
}

/** A run that Lighthouse itself could not complete is tried again, up to this many times in all. */
const MAX_ATTEMPTS_PER_RUN = 3;

/** One Lighthouse run in a fresh Chromium (retried only when Lighthouse could not complete it). */
async function lighthouseOnce(url: string, options: RunOptions) {
  for (let attempt = 1; ; attempt += 1) {
    const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-chrome-'));
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir });
    try {
      return await runLighthouse(url, chrome.port, options);
    } catch (error) {
      console.warn(`  attempt ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
      if (attempt >= MAX_ATTEMPTS_PER_RUN) throw error;
    } finally {
      await chrome.kill();
      await rm(userDataDir, { recursive: true, force: true });
    }
  }
}

const REPORTS_DIR = path.join(ROOT, '.bench/lighthouse');
const slug = (pagePath: string) => pagePath.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\W+/g, '-');

type LighthouseRun = Awaited<ReturnType<typeof lighthouseOnce>>;

/** The medians of a page's runs, with the main-thread details of the run whose TBT is the median. */
function medianOf(all: LighthouseRun[]) {
  const figures = all.map((result) => result.figures);
  const pick = (key: keyof LighthouseFigures) => median(figures.map((item) => item[key]));
  const medianTbt = pick('tbtMs');
  const medianRun = all.find((result) => result.figures.tbtMs === medianTbt) ?? all[0]!;
  return {
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    tbtMs: medianTbt,
    cls: pick('cls'),
    seo: pick('seo'),
    benchmarkIndex: pick('benchmarkIndex'),
    runs: figures,
    details: mainThreadDetails(medianRun.lhr),
  };
}

type LighthouseMedian = ReturnType<typeof medianOf>;

/** A page and its floor, run after run in turn, so both meet the same state of the machine. */
async function measurePage(pagePath: string, url: string, runs: number, cpuSlowdown: number) {
  const page: LighthouseRun[] = [];
  const floor: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    page.push(await lighthouseOnce(url, { cpuSlowdown }));
    floor.push(await lighthouseOnce(url, { cpuSlowdown, withoutScripts: true }));
    if (values['save-reports']) {
      await mkdir(REPORTS_DIR, { recursive: true });
      await writeFile(path.join(REPORTS_DIR, `${slug(pagePath)}-${run + 1}.json`), JSON.stringify(page.at(-1)!.lhr));
      await writeFile(path.join(REPORTS_DIR, `${slug(pagePath)}-${run + 1}-floor.json`), JSON.stringify(floor.at(-1)!.lhr));
    }
  }
  return { page: medianOf(page), floor: medianOf(floor) };
}

type PageFigures = Awaited<ReturnType<typeof measurePage>>;

/** The TBT a page may have: its floor + 50 ms, or 50 ms outright where the floor is near zero. */
function tbtLimit(floorTbtMs: number): number {
  return floorTbtMs < TARGET.flatFloorMs ? TARGET.tbtAboveFloorMs : floorTbtMs + TARGET.tbtAboveFloorMs;
}

function verdict({ page, floor }: PageFigures) {
  return {
    performance: page.performance >= TARGET.performance,
    lcp: page.lcpMs <= TARGET.lcpMs,
    tbt: page.tbtMs <= tbtLimit(floor.tbtMs),
    cls: page.cls <= TARGET.cls,
  };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, (origin) => `:${new URL(origin).port}`);

/** One figure of each run: `runs: 0.98 1.00 0.97`. */
const eachRun = (figures: LighthouseMedian, show: (run: LighthouseFigures) => string) => `runs: ${figures.runs.map(show).join(' ')}`;
const perf = (run: LighthouseFigures) => run.performance.toFixed(2);
const lcp = (run: LighthouseFigures) => String(Math.round(run.lcpMs));
const tbt = (run: LighthouseFigures) => String(Math.round(run.tbtMs));
const benchmarkIndex = (run: LighthouseFigures) => String(Math.round(run.benchmarkIndex));

function printLongTasks({ longTasks }: MainThreadDetails): void {
  const tasks = longTasks.map((task) => `${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} (${shortUrl(task.url)})`);
  console.log(`  long tasks: ${tasks.join('; ') || 'none'}`);
}

function printPage(pagePath: string, runs: number, javascript: JavaScriptLoad, measured: PageFigures): void {
  const { page: figures, floor } = measured;
  const ok = verdict(measured);
  console.log(`\n${pagePath}  (Lighthouse mobile, calibrated, median of ${runs}; floor = every script blocked)`);
  console.log(`  performance ${perf(figures)}  [≥ ${TARGET.performance}: ${mark(ok.performance)}]   ${eachRun(figures, perf)}`);
  console.log(`  LCP ${lcp(figures)} ms  [≤ ${TARGET.lcpMs}: ${mark(ok.lcp)}]   ${eachRun(figures, lcp)}`);
  console.log(
    `  TBT ${tbt(figures)} ms, floor ${tbt(floor)} ms  [≤ ${Math.round(tbtLimit(floor.tbtMs))}: ${mark(ok.tbt)}]   ${eachRun(figures, tbt)}; floor ${eachRun(floor, tbt)}`,
  );
  console.log(`  CLS ${figures.cls.toFixed(3)}  [≤ ${TARGET.cls}: ${mark(ok.cls)}]`);
  console.log(`  SEO ${figures.seo.toFixed(2)}`);
  console.log(`  benchmark index ${benchmarkIndex(figures)}   ${eachRun(figures, benchmarkIndex)}`);
  console.log(
    `  JS before first paint: ${javascript.beforeFirstPaint.requests} requests, ${javascript.beforeFirstPaint.kbCompressed} KB compressed  [${mark(javascript.beforeFirstPaint.kbCompressed <= TARGET.firstPaintJsKb)}]`,
  );
  console.log(
    `  JS in all, until the network is idle: ${javascript.byNetworkIdle.requests} requests, ${javascript.byNetworkIdle.kbCompressed} KB compressed`,
  );
  console.log(`  modules fetched twice: ${javascript.twins.length === 0 ? 'none' : twinPackages(javascript.twins).join(', ')}`);
  if (values.scripts) {
    for (const script of [...javascript.scripts].sort((a, b) => b.kbCompressed - a.kbCompressed))
      console.log(`    ${String(script.kbCompressed).padStart(6)} KB  ${shortUrl(script.url)}`);
  }
  if (values.details) {
    const { bootup, breakdown } = figures.details;
    console.log(`  main thread (median-TBT run): ${breakdown.map((item) => `${item.group} ${Math.round(item.ms)}`).join(', ')}`);
    for (const item of bootup.slice(0, 8))
      console.log(`    ${String(Math.round(item.totalMs)).padStart(5)} ms (script ${Math.round(item.scriptingMs)})  ${shortUrl(item.url)}`);
    printLongTasks(figures.details);
  }
}

type Report = Record<string, { javascript: JavaScriptLoad; lighthouse: PageFigures }>;

function printSummary(report: Report, runs: number, cpuSlowdown: number): boolean {
  console.log(
    `\nSummary (median of ${runs}, CPU slowdown ${cpuSlowdown}x; targets: performance ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpMs / 1000} s, TBT ≤ floor + ${TARGET.tbtAboveFloorMs} ms, CLS ≤ ${TARGET.cls})`,
  );
  console.log('| page | performance | LCP | TBT | floor TBT | CLS | JS by network idle | targets |');
  console.log('|---|---|---|---|---|---|---|---|');
  let allMet = true;
  for (const [pagePath, { javascript, lighthouse: measured }] of Object.entries(report)) {
    const { page: figures, floor } = measured;
    const met = Object.values(verdict(measured)).every(Boolean) && javascript.beforeFirstPaint.kbCompressed <= TARGET.firstPaintJsKb;
    allMet &&= met;
    const { requests, kbCompressed } = javascript.byNetworkIdle;
    console.log(
      `| \`${pagePath}\` | ${perf(figures)} | ${(figures.lcpMs / 1000).toFixed(2)} s | ${tbt(figures)} ms | ${tbt(floor)} ms | ${figures.cls.toFixed(3)} | ${requests} scripts, ${kbCompressed} KB | ${met ? 'met' : 'NOT met'} |`,
    );
  }
  console.log(allMet ? 'Every target met on every page.' : 'Some targets not met (see OVER above).');
  return allMet;
}

async function main(): Promise<void> {
  const runs = values.runs;
  const calibration = await calibrate(values.cpuSlowdown);
  console.log(`Calibration: ${describeCalibration(calibration)}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
  const site = new Site({
    ports: portsFromBase(values.portBase),
    env: { DATA_DIR: dataDir },
    output: path.join(dataDir, 'site.log'),
  });
  await site.startAll();
  const report: Report = {};
  try {
    for (const pagePath of values.paths) {
      const url = `${site.url}${pagePath}`;
      const javascript = await measureJavaScript(url);
      const figures = await measurePage(pagePath, url, runs, calibration.cpuSlowdown);
      report[pagePath] = { javascript, lighthouse: figures };
      printPage(pagePath, runs, javascript, figures);
    }
  } finally {
    await site.stopAll();
    await rm(dataDir, { recursive: true, force: true });
  }
  const allMet = printSummary(report, runs, calibration.cpuSlowdown);
  const results = JSON.stringify(
    { measuredAt: new Date().toISOString(), cpus: os.cpus().length, calibration, target: TARGET, allMet, pages: report },
    null,
    2,
  );
  const outputDir = path.join(ROOT, '.bench');
  await mkdir(outputDir, { recursive: true });
  await writeFile(path.join(outputDir, 'site.json'), results);
  const written = ['.bench/site.json'];
  if (values.save) {
    const resultsDir = path.join(ROOT, 'e2e/bench/results');
    await mkdir(resultsDir, { recursive: true });
    await writeFile(path.join(resultsDir, 'site.json'), `${results}\n`);
    written.push('e2e/bench/results/site.json');
  }
  console.log(`\nWritten to ${written.join(', ')}${values['save-reports'] ? ' and .bench/lighthouse/' : ''}`);
}

await main();

// `bench`: measures the production build of the composed site as a visitor's
// phone would see it. For each page: Lighthouse mobile (simulated throttling)
// performance, LCP, TBT, CLS and SEO, median of 5 runs, against the targets of
// docs/architecture.md "Quality bars"; and the JavaScript the page fetches
// (before the first paint, and in all until the network is idle), with any
// module that arrives in two scripts (a twin copy of a library). Prints one
// table of every page at the end and writes .bench/site.json. Run
// `pnpm run build` first (the root `bench` script does). Its options: USAGE below.
//
// Every bench also measures a control page first: one heading and one
// paragraph, no script and no style sheet, served by the bench itself. What
// it scores is what this machine, Chromium and Lighthouse cost any page, and
// a page's figures mean little without it: on a slow machine (2026-11-26) the
// control's TBT had medians of 33 and 87 ms in two benches, runs of 9 to 150 ms.
// Then the same page with the site's own response headers: its
// Cross-Origin-Opener-Policy makes Chromium give the page a new renderer
// process when Lighthouse navigates from about:blank, and that process's first
// task falls across the first paint (2026-11-27, a fast machine: TBT runs of
// 0 to 51 ms with the site's headers, 0 in every run without; a middle one:
// medians of 91 and 72 ms with them, 0 without).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { ROOT, Site, portsFromBase } from '../../scripts/site.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../src/chromium.ts';

// Lighthouse launches its own Chromium: headless is a flag there.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** docs/architecture.md "Quality bars": every page, mobile, simulated throttling, median of 5. */
const TARGET = { performance: 0.98, lcpMs: 1500, tbtMs: 50, cls: 0.02, firstPaintJsKb: 0 };

/** The site's public pages (shell/src/app/paths.ts SITEMAP_PATHS). */
const PAGES = '/,/portfolio,/about,/privacy-policy';

const USAGE = `Usage: node bench/site-bench.ts [options]   (from the root: npm run bench -- [options])

  --paths /,/about       the pages to measure (default: ${PAGES})
  --runs 5               Lighthouse runs per page; the figures are their median
  --port-base 4700       the first of the ports the site is served on
  --details              + where the main thread's time went (bootup time, long tasks)
  --scripts              + every script fetched on the page
  --save-reports         + each Lighthouse report in .bench/lighthouse/
  --without-scripts      the limit: the same pages with every script blocked
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
        'without-scripts': { type: 'boolean', default: false },
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
  const paths = values.paths.split(',');
  const notAPath = paths.find((pagePath) => !pagePath.startsWith('/'));
  if (notAPath !== undefined) fail(`--paths takes paths that start with "/", separated by commas (got "${notAPath}").`);
  return { ...values, paths, runs: Number(values.runs), portBase };
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

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;
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

async function runLighthouse(url: string, port: number): Promise<{ figures: LighthouseFigures; lhr: LighthouseResult }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    // The static first screen alone: what the page would score if no script ran.
    blockedUrlPatterns: values['without-scripts'] ? ['*.js'] : [],
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

async function lighthouseOnce(url: string) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-chrome-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    return await runLighthouse(url, chrome.port);
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

const REPORTS_DIR = path.join(ROOT, '.bench/lighthouse');
const slug = (pagePath: string) => pagePath.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\W+/g, '-');

async function lighthouseMedian(pagePath: string, url: string, runs: number) {
  const all: Array<{ figures: LighthouseFigures; lhr: LighthouseResult }> = [];
  for (let run = 0; run < runs; run += 1) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await lighthouseOnce(url);
        all.push(result);
        if (values['save-reports']) {
          await mkdir(REPORTS_DIR, { recursive: true });
          await writeFile(path.join(REPORTS_DIR, `${slug(pagePath)}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
        break;
      } catch (error) {
        console.warn(`  run ${run + 1}, attempt ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
        if (attempt >= MAX_ATTEMPTS_PER_RUN) throw error;
      }
    }
  }
  const figures = all.map((result) => result.figures);
  const pick = (key: keyof LighthouseFigures) => median(figures.map((item) => item[key]));
  // The details of the run whose TBT is the median: where that run's main-thread time went.
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

/** The control page: the least a page can be (a title, a description for SEO, one heading, one paragraph). */
const CONTROL_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Control page</title>
    <meta name="description" content="The bench's control page: what any page costs on this machine." />
  </head>
  <body>
    <h1>Control page</h1>
    <p>One heading and one paragraph, no script and no style sheet.</p>
  </body>
</html>
`;

/** Headers that describe a response's body or connection, not the page's policies. */
const BODY_AND_CONNECTION_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

/** The policy headers the site sends with its pages (security headers: COOP, CSP, …). */
async function sitePageHeaders(siteUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${siteUrl}/`);
  await response.arrayBuffer();
  return Object.fromEntries([...response.headers].filter(([name]) => !BODY_AND_CONNECTION_HEADERS.has(name)));
}

/** Serves the control page, with `headers` besides its content type, on a free loopback port until `close`. */
async function serveControlPage(headers: Record<string, string> = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    response.end(CONTROL_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, (origin) => `:${new URL(origin).port}`);

type LighthouseMedian = Awaited<ReturnType<typeof lighthouseMedian>>;

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

function printPage(pagePath: string, runs: number, javascript: JavaScriptLoad, figures: LighthouseMedian): void {
  console.log(`\n${pagePath}  (Lighthouse mobile, simulated throttling, median of ${runs})`);
  console.log(
    `  performance ${perf(figures)}  [≥ ${TARGET.performance}: ${mark(figures.performance >= TARGET.performance)}]   ${eachRun(figures, perf)}`,
  );
  console.log(`  LCP ${lcp(figures)} ms  [≤ ${TARGET.lcpMs}: ${mark(figures.lcpMs <= TARGET.lcpMs)}]   ${eachRun(figures, lcp)}`);
  console.log(`  TBT ${tbt(figures)} ms  [≤ ${TARGET.tbtMs}: ${mark(figures.tbtMs <= TARGET.tbtMs)}]   ${eachRun(figures, tbt)}`);
  console.log(`  CLS ${figures.cls.toFixed(3)}  [≤ ${TARGET.cls}: ${mark(figures.cls <= TARGET.cls)}]`);
  console.log(`  SEO ${figures.seo.toFixed(2)}`);
  console.log(`  machine: Lighthouse benchmark index ${benchmarkIndex(figures)}   ${eachRun(figures, benchmarkIndex)}`);
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

function printControl(label: string, runs: number, figures: LighthouseMedian): void {
  console.log(`\n${label}  (Lighthouse mobile, simulated throttling, median of ${runs})`);
  console.log(`  performance ${perf(figures)}   ${eachRun(figures, perf)}`);
  console.log(`  LCP ${lcp(figures)} ms   ${eachRun(figures, lcp)}`);
  console.log(`  TBT ${tbt(figures)} ms   ${eachRun(figures, tbt)}`);
  console.log(`  machine: Lighthouse benchmark index ${benchmarkIndex(figures)}   ${eachRun(figures, benchmarkIndex)}`);
  if (values.details) printLongTasks(figures.details);
}

function printSummary(
  report: Record<string, { javascript: JavaScriptLoad; lighthouse: LighthouseMedian }>,
  controls: Controls,
  runs: number,
): void {
  console.log(
    `\nSummary (median of ${runs}; targets: performance ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpMs / 1000} s, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls})`,
  );
  console.log('| page | performance | LCP | TBT | CLS | JS by network idle | benchmark index |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [pagePath, { javascript, lighthouse: figures }] of Object.entries(report)) {
    const { requests, kbCompressed } = javascript.byNetworkIdle;
    console.log(summaryRow(`\`${pagePath}\``, figures, `${requests} scripts, ${kbCompressed} KB compressed`));
  }
  console.log(summaryRow('control page (no script)', controls.plain, 'none'));
  console.log(summaryRow("control page, the site's headers", controls.withSiteHeaders, 'none'));
}

interface Controls {
  plain: LighthouseMedian;
  withSiteHeaders: LighthouseMedian;
}

/** The control page's medians, served as it is and then with `headers`. */
async function measureControls(runs: number, headers: Record<string, string>): Promise<Controls> {
  const measure = async (label: string, slugName: string, pageHeaders: Record<string, string>) => {
    const page = await serveControlPage(pageHeaders);
    try {
      const figures = await lighthouseMedian(slugName, page.url, runs);
      printControl(label, runs, figures);
      return figures;
    } finally {
      await page.close();
    }
  };
  const plain = await measure('control page, one heading and one paragraph, no script', 'control', {});
  const withSiteHeaders = await measure("the same control page with the site's page headers", 'control-site-headers', headers);
  console.log(`  headers: ${Object.keys(headers).join(', ')}`);
  return { plain, withSiteHeaders };
}

/** One row of the summary table: a page's or the control's medians. */
function summaryRow(label: string, figures: LighthouseMedian, javascript: string): string {
  const lcpSeconds = (figures.lcpMs / 1000).toFixed(2);
  return `| ${label} | ${perf(figures)} | ${lcpSeconds} s | ${tbt(figures)} ms | ${figures.cls.toFixed(3)} | ${javascript} | ${benchmarkIndex(figures)} |`;
}

/**
 * How long this machine takes to give a process a page of fresh memory (µs per
 * 4 KB page, median of 3 passes over 128 MB). Each Lighthouse run starts a new
 * Chromium, and its start-up and every task that allocates (parsing, style,
 * layout, a script's heap) pay this on top of the CPU time that the benchmark
 * index measures. It differs from machine to machine (a virtual machine whose
 * host hands out memory lazily pays a fault on the host too), and the TBT
 * grows with it: figures are comparable only with a similar value.
 */
function freshMemoryMicrosPerPage(): number {
  const pageBytes = 4096;
  const bytes = 128 * 1024 * 1024;
  const passes: number[] = [];
  for (let pass = 0; pass < 3; pass += 1) {
    const start = performance.now();
    const buffer = Buffer.alloc(bytes);
    for (let offset = 0; offset < bytes; offset += pageBytes) buffer[offset] = 1;
    passes.push(((performance.now() - start) * 1000) / (bytes / pageBytes));
  }
  return median(passes);
}

async function main(): Promise<void> {
  const runs = values.runs;
  const freshMemoryMicros = freshMemoryMicrosPerPage();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
  const site = new Site({
    ports: portsFromBase(values.portBase),
    env: { DATA_DIR: dataDir },
    output: path.join(dataDir, 'site.log'),
  });
  await site.startAll();
  const report: Parameters<typeof printSummary>[0] = {};
  let controls: Controls;
  try {
    controls = await measureControls(runs, await sitePageHeaders(site.url));
    for (const pagePath of values.paths) {
      const url = `${site.url}${pagePath}`;
      const javascript = await measureJavaScript(url);
      const figures = await lighthouseMedian(pagePath, url, runs);
      report[pagePath] = { javascript, lighthouse: figures };
      printPage(pagePath, runs, javascript, figures);
    }
  } finally {
    await site.stopAll();
    await rm(dataDir, { recursive: true, force: true });
  }
  printSummary(report, controls, runs);
  const machine = { cpus: os.cpus().length, loadAverage: os.loadavg(), freshMemoryMicrosPerPage: freshMemoryMicros };
  console.log(
    `Machine: ${machine.cpus} cores, fresh memory ${freshMemoryMicros.toFixed(1)} µs per 4 KB page, load average ${machine.loadAverage[0]?.toFixed(1)} at the end`,
  );
  const outputDir = path.join(ROOT, '.bench');
  await mkdir(outputDir, { recursive: true });
  await writeFile(
    path.join(outputDir, 'site.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine,
        target: TARGET,
        control: controls.plain,
        controlWithSiteHeaders: controls.withSiteHeaders,
        pages: report,
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to .bench/site.json${values['save-reports'] ? ' and .bench/lighthouse/' : ''}`);
}

await main();

// `bench` (second part): how quickly the site answers a visitor's first interactions on a
// phone. The production build in Chromium at 390 px, the CPU slowed so that every machine
// simulates the same phone (calibration.ts: the host's benchmark index, measured in the same run,
// ÷ 437.5). For each
// interaction (Accept All, opening the chat, typing, sending, opening the menu) it reports the
// longest Event Timing duration (the data behind INP), and the time from the launcher tap to the
// chat window's first frame. Prints the figures (median of the runs, and each run) and writes
// .bench/interactions.json. A bench, not a test: it measures and sets no target.
//
// Chromium runs headed on a virtual display (Xvfb) of its own. Headless Chromium does not present
// every frame: a frame whose only change is small (the launcher turning into its close button)
// can stay unpresented until a large one comes, and an interaction's duration runs to the frame
// that is presented, so headless would report the wait for the chat window, not the tap's frame.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ROOT, Site, portsFromBase } from '../../scripts/site.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../src/chromium.ts';
import { calibrate, describeCalibration, median, type Calibration } from './calibration.ts';

const USAGE = `Usage: node bench/interaction-bench.ts [options]   (from the root: npm run bench -- [options])

  --runs 3               visits measured; the figures are their median
  --port-base 4720       the first of the ports the site is served on
  --cpu-slowdown N       a fixed CPU slowdown instead of the calibrated one (to compare two builds)
  --help                 this text`;

const PHONE = { width: 390, height: 844 };
const MESSAGE = 'We need a private assistant for our bank';
/** Event Timing reports an interaction from this duration up (its minimum threshold). */
const DURATION_THRESHOLD_MS = 16;
/** Time for the browser to report the last interaction's entries (they come after its next paint). */
const REPORT_SETTLE_MS = 500;

type Step = 'acceptAll' | 'openChat' | 'typing' | 'send' | 'openMenu';
const STEPS: Array<{ step: Step; label: string }> = [
  { step: 'acceptAll', label: 'Accept All' },
  { step: 'openChat', label: 'open the chat' },
  { step: 'typing', label: 'typing' },
  { step: 'send', label: 'send' },
  { step: 'openMenu', label: 'open the menu' },
];

interface Run {
  /** The longest Event Timing duration of each interaction, ms (below the threshold: reported as the threshold). */
  durations: Record<Step, number>;
  /** From the launcher tap to the first frame showing the chat window, ms. */
  chatPaintedMs: number;
}

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      options: {
        runs: { type: 'string', default: '3' },
        'port-base': { type: 'string', default: '4720' },
        'cpu-slowdown': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  const portBase = Number(values['port-base']);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs must be a whole number of runs, 1 or more (got "${values.runs}").\n\n${USAGE}`);
    process.exit(2);
  }
  if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65000) {
    console.error(`--port-base must be a port from 1024 to 65000 (got "${values['port-base']}").\n\n${USAGE}`);
    process.exit(2);
  }
  const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
    console.error(`--cpu-slowdown must be a number from 1 to 20 (got "${values['cpu-slowdown']}").\n\n${USAGE}`);
    process.exit(2);
  }
  return { runs, portBase, cpuSlowdown };
}

/**
 * A virtual X display for a headed Chromium. Xvfb picks a free display number itself
 * (`-displayfd`) and writes it to the pipe once it accepts connections.
 */
async function startVirtualDisplay(): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  // Settled once: an exit after the display was ready (stop) changes nothing.
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? 'The interaction bench needs Xvfb (on Debian: apt-get install xvfb)' : error.message)),
    );
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${String(code)} before its display was ready`)));
    let written = '';
    (xvfb.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
  });
  return { display: `:${number}`, stop: () => xvfb.kill() };
}

/** In the page, from its start: every Event Timing entry, and when the chat window first appears after the launcher's tap. */
function recordInteractions(threshold: number): void {
  const record = {
    events: [] as Array<{ name: string; startTime: number; duration: number; interactionId: number }>,
    launcherTapAt: null as number | null,
    chatPaintedAt: null as number | null,
  };
  (window as unknown as { interactionBench: typeof record }).interactionBench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      record.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  document.addEventListener(
    'pointerdown',
    (event) => {
      const launcher = (event.target as Element | null)?.closest('button[aria-label^="Chat with"]');
      if (!launcher || record.launcherTapAt !== null) return;
      record.launcherTapAt = event.timeStamp;
      const watch = (frameTime: number) => {
        const chat = document.querySelector('[role="dialog"]');
        if (chat && chat.getBoundingClientRect().height > 0) record.chatPaintedAt = frameTime;
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    { capture: true },
  );
}

interface PageRecord {
  events: Array<{ name: string; startTime: number; duration: number; interactionId: number }>;
  launcherTapAt: number | null;
  chatPaintedAt: number | null;
}
const pageRecord = (page: Page) => page.evaluate(() => (window as unknown as { interactionBench: PageRecord }).interactionBench);
const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Runs `act` and returns the longest interaction duration the page reports for it. */
async function measure(page: Page, act: () => Promise<void>): Promise<number> {
  const from = await pageNow(page);
  await act();
  await page.waitForTimeout(REPORT_SETTLE_MS);
  const { events } = await pageRecord(page);
  const durations = events.filter((event) => event.startTime >= from && event.interactionId > 0).map((event) => event.duration);
  return Math.max(DURATION_THRESHOLD_MS, ...durations);
}

async function visit(browser: Browser, siteUrl: string, slowdown: number): Promise<Run> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: siteUrl });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(recordInteractions, DURATION_THRESHOLD_MS);
    await page.goto('/');
    await page.waitForFunction(() => !document.querySelector('#first-paint-page, [data-first-paint-copy]'), undefined, { timeout: 60_000 });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const launcher = page.getByRole('button', { name: /^Chat with / });
    await banner.waitFor();
    await launcher.waitFor({ timeout: 60_000 });

    const acceptAll = await measure(page, async () => {
      await banner.getByRole('button', { name: 'Accept All' }).tap();
      await banner.waitFor({ state: 'detached' });
    });
    // The chat window is the only dialog open then; its name is the assistant's.
    const chatWindow = page.getByRole('dialog');
    const openChat = await measure(page, async () => {
      await launcher.tap();
      await chatWindow.waitFor();
    });
    const input = chatWindow.getByRole('textbox', { name: 'Message' });
    await page.waitForFunction(
      () => {
        const field = document.querySelector<HTMLTextAreaElement | HTMLInputElement>(
          '[role="dialog"] [aria-label="Message"], [role="dialog"] textarea',
        );
        return !!field && !field.disabled;
      },
      undefined,
      { timeout: 60_000 },
    );
    await input.tap();
    const typing = await measure(page, () => input.pressSequentially(MESSAGE, { delay: 80 }));
    const send = await measure(page, async () => {
      await chatWindow.getByRole('button', { name: 'Send' }).tap();
      await chatWindow.getByText(MESSAGE).first().waitFor();
    });
    await chatWindow.getByRole('button', { name: /close/i }).first().tap();
    await chatWindow.waitFor({ state: 'hidden' });
    const openMenu = await measure(page, async () => {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    });

    const record = await pageRecord(page);
    if (record.launcherTapAt === null || record.chatPaintedAt === null)
      throw new Error('The chat window was never seen after the launcher tap');
    return {
      durations: { acceptAll, openChat, typing, send, openMenu },
      chatPaintedMs: Math.round(record.chatPaintedAt - record.launcherTapAt),
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { runs, portBase, cpuSlowdown } = readOptions();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-interactions-'));
  const site = new Site({
    ports: portsFromBase(portBase),
    env: { DATA_DIR: dataDir, ASSISTANT_PROVIDER: 'builtin', DATABASE_URL: '', REDIS_URL: '' },
    output: path.join(dataDir, 'site.log'),
  });
  await site.startAll();
  const results: Run[] = [];
  let calibration: Calibration;
  try {
    calibration = await calibrate(cpuSlowdown);
    const slowdown = calibration.cpuSlowdown;
    console.log(`\nFirst interactions on a 390 px phone  (${runs} runs; ${describeCalibration(calibration)})`);
    const screen = await startVirtualDisplay();
    try {
      const browser = await chromium.launch({
        headless: false,
        executablePath: CHROMIUM,
        args: CHROMIUM_ARGS,
        env: { ...process.env, DISPLAY: screen.display },
      });
      try {
        for (let run = 0; run < runs; run += 1) results.push(await visit(browser, site.url, slowdown));
      } finally {
        await browser.close();
      }
    } finally {
      screen.stop();
    }
  } finally {
    await site.stopAll();
    await rm(dataDir, { recursive: true, force: true });
  }

  const summary = {
    ...Object.fromEntries(STEPS.map(({ step }) => [step, median(results.map((run) => run.durations[step]))])),
    chatPaintedMs: median(results.map((run) => run.chatPaintedMs)),
  };
  console.log('| interaction | event duration, ms (median) | each run |');
  console.log('| --- | --- | --- |');
  for (const { step, label } of STEPS) {
    console.log(`| ${label} | ${summary[step as keyof typeof summary]} | ${results.map((run) => run.durations[step]).join(', ')} |`);
  }
  console.log(`| launcher tap → chat window painted | ${summary.chatPaintedMs} | ${results.map((run) => run.chatPaintedMs).join(', ')} |`);
  console.log(`(durations under ${DURATION_THRESHOLD_MS} ms are not reported by the browser and show as ${DURATION_THRESHOLD_MS})`);

  const outputDir = path.join(ROOT, '.bench');
  await mkdir(outputDir, { recursive: true });
  await writeFile(
    path.join(outputDir, 'interactions.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { cpus: os.cpus().length },
        calibration,
        viewport: PHONE,
        median: summary,
        runs: results,
      },
      null,
      2,
    ),
  );
  console.log('\nWritten to .bench/interactions.json');
}

await main();

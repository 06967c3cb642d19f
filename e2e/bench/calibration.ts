// How much to slow this host's CPU so that it simulates the same phone as every other host.
// Lighthouse's mobile preset slows the CPU 4x for a host of benchmark index about 1750, so the
// slowdown is the host's index ÷ 437.5 (at least 1). One Lighthouse run's index can be far from
// the next one's, so both benches take the median of several runs on a control page.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../src/chromium.ts';

/** Lighthouse's 4x slowdown assumes a host of this benchmark index × 4. */
const INDEX_PER_SLOWDOWN = 437.5;
/** Lighthouse runs on the control page; their median index sets the slowdown. */
const CALIBRATION_RUNS = 5;

export interface Calibration {
  /** The median of the calibration runs' benchmark indexes. */
  benchmarkIndex: number;
  /** Each calibration run's index, in order. */
  calibrationRuns: number[];
  /** The CPU slowdown to apply: calibrated, or the one fixed on the command line. */
  cpuSlowdown: number;
  calibrated: boolean;
}

/** The control page: the least a page can be (a title, a description for SEO, one heading, one paragraph). */
const CONTROL_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Control page</title>
    <meta name="description" content="The bench's calibration page." />
  </head>
  <body>
    <h1>Control page</h1>
    <p>One heading and one paragraph, no script and no style sheet.</p>
  </body>
</html>
`;

/** Serves the control page on a free loopback port until `close`. */
async function serveControlPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(CONTROL_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The benchmark index of one Lighthouse run of `url` in a fresh headless Chromium. */
async function benchmarkIndexOnce(url: string): Promise<number> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-chrome-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], userDataDir });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
    const index = result?.lhr.environment.benchmarkIndex;
    if (!index) throw new Error(`Lighthouse measured no benchmark index on ${url}`);
    return index;
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

export const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;

/** This host's benchmark index (median of the calibration runs) and the CPU slowdown it calls for, unless `fixedSlowdown` is given. */
export async function calibrate(fixedSlowdown?: number): Promise<Calibration> {
  const control = await serveControlPage();
  try {
    const calibrationRuns: number[] = [];
    for (let run = 0; run < CALIBRATION_RUNS; run += 1) calibrationRuns.push(await benchmarkIndexOnce(control.url));
    const benchmarkIndex = median(calibrationRuns);
    const cpuSlowdown = fixedSlowdown ?? Math.max(1, Math.round((benchmarkIndex / INDEX_PER_SLOWDOWN) * 100) / 100);
    return { benchmarkIndex, calibrationRuns, cpuSlowdown, calibrated: fixedSlowdown === undefined };
  } finally {
    await control.close();
  }
}

/** `benchmark index 1275 (runs 1190 1275 1302 …) → CPU slowdown 2.91x`. */
export const describeCalibration = (calibration: Calibration) =>
  `benchmark index ${Math.round(calibration.benchmarkIndex)} (runs ${calibration.calibrationRuns.map(Math.round).join(' ')}) → CPU slowdown ${calibration.cpuSlowdown}x${calibration.calibrated ? '' : ' (fixed by --cpu-slowdown)'}`;

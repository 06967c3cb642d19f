/**
 * `npm run dev`, as an engineer starts it (README "Commands"): every dev
 * server compiles without an error, chat-server starts on its embedded
 * database, each prints one `ready` line with its address, the site they
 * serve works in a browser, and Ctrl-C stops them all with one `stopped`
 * line. On its own free ports and data folder, beside anything else running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { ROOT, portsFromBase } from '../../scripts/site.ts';
import { freePortBase, workerPortStart } from '../src/free-ports.ts';

/** Every service `npm run dev` starts: the shell, the four remotes and chat-server. */
const SERVICES = ['shell', 'remote-marketing', 'remote-portfolio', 'remote-contact', 'remote-chat', 'chat-server'];

/** Past the production site's block of this worker, so both can run at once. */
const PORT_OFFSET = 50;

interface DevRun {
  process: ChildProcess;
  output: () => string;
  dataDir: string;
}

async function startDev(portBase: number): Promise<{ run: DevRun; siteUrl: string; ports: number[] }> {
  const ports = portsFromBase(portBase);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-dev-'));
  const env = {
    ...process.env,
    PORT: String(ports.site),
    REMOTE_MARKETING_PORT: String(ports.marketing),
    REMOTE_PORTFOLIO_PORT: String(ports.portfolio),
    REMOTE_CONTACT_PORT: String(ports.contact),
    REMOTE_CHAT_PORT: String(ports.chat),
    CHAT_PORT: String(ports.chatServer),
    DATA_DIR: dataDir,
  };
  // Its own process group, so the test can stop every dev server it started.
  const child = spawn('npm', ['run', 'dev'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // pnpm colours its output when the test runner forces colour.
  return {
    run: { process: child, output: () => stripVTControlCharacters(output), dataDir },
    siteUrl: `http://localhost:${ports.site}`,
    ports: Object.values(ports),
  };
}

/** Ctrl-C: the terminal sends SIGINT to the whole foreground group. Resolves with how npm ended. */
async function interruptDev(run: DevRun): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (run.process.exitCode !== null || run.process.signalCode !== null)
    return { code: run.process.exitCode, signal: run.process.signalCode };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    run.process.once('exit', (code, signal) => resolve({ code, signal })),
  );
  if (run.process.pid) process.kill(-run.process.pid, 'SIGINT');
  return exited;
}

/** Whether anything still accepts connections on `port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const readyLines = (output: string) => [...output.matchAll(/^ready\s+(\S+)\s+(http:\/\/\S+)$/gm)].map(([, name, url]) => ({ name, url }));

test('npm run dev compiles every package without an error and serves a working site', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const portBase = await freePortBase(workerPortStart(testInfo.workerIndex) + PORT_OFFSET, 6);
  const { run, siteUrl, ports } = await startDev(portBase);
  let stopped = false;
  try {
    await expect.poll(() => readyLines(run.output()).length, { timeout: 240_000, intervals: [1_000] }).toBe(SERVICES.length);
    // One line per service, with the address it answers on; no banner, no error.
    expect(
      readyLines(run.output())
        .map(({ name }) => name)
        .sort(),
    ).toEqual([...SERVICES].sort());
    expect(readyLines(run.output()).find(({ name }) => name === 'shell')?.url).toBe(siteUrl);
    expect(run.output()).not.toMatch(/compiled with \d+ errors?|start-up failed|\[webpack-dev-server\]|<w>|Starting compilation/);

    await page.goto(`${siteUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    // The assistant answers through chat-server: the socket, the database and the reply all work.
    await page.getByRole('button', { name: 'Chat with Vera' }).click();
    const chat = page.getByRole('dialog', { name: /Vera/ });
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('Do you work with healthcare companies?');
    await input.press('Enter');
    await expect(chat.getByRole('log')).toContainText('finance, healthcare and other regulated industries', { timeout: 30_000 });
    // chat-server started once: the socket stays connected (a restart would show 'Connecting...').
    await expect(chat.getByText(/^Lead Score: \d+% • /)).toBeVisible();

    // Ctrl-C: every service stops, one `stopped` line and nothing from pnpm or npm. npm itself ends by the
    // same SIGINT once its script has exited 0 (its convention for an interrupted run).
    const ended = await interruptDev(run);
    stopped = true;
    expect(ended.code === 0 || ended.signal === 'SIGINT').toBe(true);
    expect(run.output().trimEnd().split('\n').at(-1)).toBe('stopped');
    expect(run.output()).not.toMatch(/ERR_PNPM|ELIFECYCLE|npm error|Command failed/);
    for (const port of ports) expect(await listening(port)).toBe(false);
  } finally {
    await writeFile(testInfo.outputPath('npm-run-dev.log'), run.output());
    if (!stopped) await interruptDev(run);
    await rm(run.dataDir, { recursive: true, force: true });
  }
});

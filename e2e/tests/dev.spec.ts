/**
 * `npm run dev`, as an engineer starts it (README "Commands"): every dev
 * server compiles without an error, chat-server starts on its embedded
 * database, and the site they serve works in a browser. On its own free
 * ports and data folder, beside anything else running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { ROOT, portsFromBase } from '../../scripts/site.ts';
import { freePortBase, workerPortStart } from '../src/free-ports.ts';

/** The webpack dev servers: the shell and the four remotes. */
const DEV_SERVERS = ['shell', 'remote-marketing', 'remote-portfolio', 'remote-contact', 'remote-chat'];

/** Past the production site's block of this worker, so both can run at once. */
const PORT_OFFSET = 50;

interface DevRun {
  process: ChildProcess;
  output: () => string;
  dataDir: string;
}

async function startDev(portBase: number): Promise<{ run: DevRun; siteUrl: string }> {
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
  return { run: { process: child, output: () => stripVTControlCharacters(output), dataDir }, siteUrl: `http://localhost:${ports.site}` };
}

async function stopDev(run: DevRun): Promise<void> {
  const exited = new Promise((resolve) => run.process.once('exit', resolve));
  if (run.process.exitCode === null && run.process.pid) process.kill(-run.process.pid, 'SIGTERM');
  await exited;
  await rm(run.dataDir, { recursive: true, force: true });
}

test('npm run dev compiles every package without an error and serves a working site', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const portBase = await freePortBase(workerPortStart(testInfo.workerIndex) + PORT_OFFSET, 6);
  const { run, siteUrl } = await startDev(portBase);
  try {
    const compiled = (server: string) => new RegExp(`${server} dev: webpack compiled`);
    await expect
      .poll(
        () => DEV_SERVERS.every((server) => compiled(server).test(run.output())) && /chat-server dev: .*listening on/.test(run.output()),
        {
          timeout: 240_000,
          intervals: [1_000],
        },
      )
      .toBe(true);
    expect(run.output()).not.toMatch(/compiled with \d+ errors?|start-up failed/);

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
  } finally {
    await writeFile(testInfo.outputPath('npm-run-dev.log'), run.output());
    await stopDev(run);
  }
});

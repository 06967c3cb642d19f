/**
 * The sales inbox in a test: its accounts made as an admin makes them, signing
 * in as a person does, and a visitor's chat on the site for it to show.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { OpenContext, SiteHandle } from './fixtures';
import { withConsent } from './helpers';

export interface StaffAccount {
  email: string;
  name: string;
  password: string;
  role: 'admin' | 'agent';
}

const CHAT_SERVER_DIR = path.resolve(import.meta.dirname, '../../chat-server');

/** `npm run inbox -- add-user` as an admin runs it, on chat-server's data folder (chat-server stopped: one process at a time). */
export function addStaffUser(dataDir: string, account: StaffAccount): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['dist/inbox/inbox-command.js', 'add-user', '--email', account.email, '--name', account.name, '--role', account.role],
      { cwd: CHAT_SERVER_DIR, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }, stdio: 'pipe' },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`add-user exited with ${code}: ${output}`))));
    child.stdin.end(`${account.password}\n`);
  });
}

/**
 * Starts the sales inbox with `account` able to sign in: the account is added
 * while chat-server is stopped, then chat-server starts again. The test stops
 * the inbox when it is done (`site.stop('sales-inbox')`).
 */
export async function startSalesInboxWith(site: SiteHandle, account: StaffAccount): Promise<void> {
  await site.stop('chat-server');
  await addStaffUser(site.dataDir, account);
  await site.start('chat-server');
  await site.start('sales-inbox');
}

/** Fills in the inbox's sign-in form (the page is on it) and sends it. */
export async function signInToInbox(page: Page, account: Pick<StaffAccount, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits for the inbox. */
export async function openInboxAs(page: Page, account: Pick<StaffAccount, 'email' | 'password'>): Promise<void> {
  await page.goto('/');
  await signInToInbox(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales inbox' })).toBeVisible();
}

export const ASSISTANT = 'Vera';
const CONNECTED_STATUS = /^Lead Score: \d+% • (welcome|discovery|technical discussion|conversion)$/;

/** Opens the chat window on a page of the site and waits until it is connected. */
export async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^Chat with ${ASSISTANT}`) }).click();
  const window = page.getByRole('dialog', { name: new RegExp(ASSISTANT) });
  await expect(window.getByText(CONNECTED_STATUS)).toBeVisible({ timeout: 20_000 });
  return window;
}

/** A visitor in a browser context of their own, on a page of the site with the chat open and connected. */
export async function openVisitorChat(openContext: OpenContext, siteUrl: string): Promise<{ context: BrowserContext; chat: Locator }> {
  const context = await openContext({ baseURL: siteUrl });
  const page = await context.newPage();
  await withConsent(page);
  await page.goto('/privacy-policy');
  return { context, chat: await openChat(page) };
}

/** The alert the inbox shows the team when a visitor asks for a person. */
export function handoverAlert(inbox: Page): Locator {
  return inbox.getByRole('log', { name: 'Alerts as they arrive' }).getByRole('listitem').filter({ hasText: 'A visitor asks for a person' });
}

/** The visitor writes a message, and sees it in the chat. */
export async function send(window: Locator, text: string): Promise<void> {
  const input = window.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(window.getByRole('log').getByText(text)).toBeVisible();
}

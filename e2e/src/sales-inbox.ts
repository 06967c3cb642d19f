/**
 * The sales inbox in a test: its accounts made as an admin makes them, signing
 * in as a person does, and a visitor's chat on the site for it to show.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

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

/** The visitor writes a message, and sees it in the chat. */
export async function send(window: Locator, text: string): Promise<void> {
  const input = window.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(window.getByRole('log').getByText(text)).toBeVisible();
}

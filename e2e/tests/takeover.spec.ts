/**
 * A person from the sales team takes a live chat over from Vera and hands it
 * back, in two browser contexts against the production build: the visitor on
 * the site, the agent in the sales inbox (its own server and origin).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { withConsent } from '../src/helpers';

const ASSISTANT = 'Vera';
const CONNECTED_STATUS = /^Lead Score: \d+% • (welcome|discovery|technical discussion|conversion)$/;
const AGENT = { email: 'ada@e2e.example', name: 'Ada', password: 'correct horse battery staple' };
const CHAT_SERVER_DIR = path.resolve(import.meta.dirname, '../../chat-server');

/** `npm run inbox -- add-user` as an admin runs it, on chat-server's data folder (chat-server stopped: one process at a time). */
function addAgent(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['dist/inbox/inbox-command.js', 'add-user', '--email', AGENT.email, '--name', AGENT.name, '--role', 'agent'],
      { cwd: CHAT_SERVER_DIR, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }, stdio: 'pipe' },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`add-user exited with ${code}: ${output}`))));
    child.stdin.end(`${AGENT.password}\n`);
  });
}

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^Chat with ${ASSISTANT}`) }).click();
  const window = page.getByRole('dialog', { name: new RegExp(ASSISTANT) });
  await expect(window.getByText(CONNECTED_STATUS)).toBeVisible({ timeout: 20_000 });
  return window;
}

async function send(window: Locator, text: string): Promise<void> {
  const input = window.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(window.getByRole('log').getByText(text)).toBeVisible();
}

test('an agent takes over a live chat, both write with typing, and Vera answers again after hand back', async ({ browser, site }) => {
  test.setTimeout(180_000);
  await site.stop('chat-server');
  await addAgent(site.dataDir);
  await site.start('chat-server');
  await site.start('sales-inbox');
  try {
    const visitorContext = await browser.newContext({ baseURL: site.url });
    const agentContext = await browser.newContext({ baseURL: site.inboxUrl });
    const visitorPage = await visitorContext.newPage();
    const agentPage = await agentContext.newPage();

    await agentPage.goto('/');
    await agentPage.getByLabel('E-mail').fill(AGENT.email);
    await agentPage.getByLabel('Password').fill(AGENT.password);
    await agentPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(agentPage.getByRole('heading', { level: 1, name: 'Sales inbox' })).toBeVisible();

    await withConsent(visitorPage);
    await visitorPage.goto('/privacy-policy');
    const chat = await openChat(visitorPage);
    const vera = chat.getByRole('log').getByText(`${ASSISTANT}:`);
    await send(chat, 'Hello, can I talk to a human about a shop?');
    await expect(vera).toHaveCount(1, { timeout: 30_000 });

    // The signed-in agent is alerted, and opens the conversation from the alert.
    const alert = agentPage
      .getByRole('log', { name: 'Alerts as they arrive' })
      .getByRole('listitem')
      .filter({ hasText: 'A visitor asks for a person' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Open' }).click();
    await agentPage.getByRole('button', { name: 'Take over' }).click();
    const composer = agentPage.getByRole('textbox', { name: 'Message to the visitor' });
    await expect(composer).toBeFocused();
    await expect(chat.getByText('Ada from the team has joined the chat')).toBeVisible();

    // The agent types: the visitor sees it; the message arrives with the agent's name.
    await composer.pressSequentially('Hi, I am Ada');
    await expect(chat.getByText('Ada is typing')).toBeVisible();
    await composer.press('Enter');
    await expect(chat.getByRole('log').getByText('Hi, I am Ada')).toBeVisible();
    await expect(chat.getByText('Ada is typing')).toBeHidden();

    // The visitor answers: it reaches the agent, and Vera stays quiet.
    await send(chat, 'Great, we sell shoes online');
    await expect(agentPage.getByRole('log', { name: 'Transcript' }).getByText('Great, we sell shoes online')).toBeVisible();
    await expect(vera).toHaveCount(1);

    await agentPage.getByRole('button', { name: `Hand back to ${ASSISTANT}` }).click();
    await expect(chat.getByText(`Ada has handed you back to ${ASSISTANT}`)).toBeVisible();
    await send(chat, 'What would a shop like that cost?');
    await expect(vera).toHaveCount(2, { timeout: 30_000 });

    await visitorContext.close();
    await agentContext.close();
  } finally {
    await site.stop('sales-inbox');
  }
});

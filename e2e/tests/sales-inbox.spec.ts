/**
 * The sales inbox's admin screens against the production build: an admin
 * (added with `npm run inbox -- add-user --role admin`) adds an agent, the
 * agent sees neither Team nor Audit log and chat-server refuses them its
 * admin API, the admin disables the agent (whose session ends at once) and
 * reads it all in the audit log. Every screen passes axe, and is
 * photographed at phone and desktop widths.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { expectNoAxeViolations } from '../src/helpers';
import {
  handoverAlert,
  openInboxAs,
  openVisitorChat,
  send,
  signInToInbox,
  startSalesInboxWith,
  type StaffAccount,
} from '../src/sales-inbox';

// Several browser contexts live at once: their traces could race on shared files (README, "How a run works").
test.use({ trace: 'off' });

const ADMIN: StaffAccount = { email: 'margaret@e2e.example', name: 'Margaret', password: 'correct horse battery staple', role: 'admin' };
const AGENT: StaffAccount = { email: 'linus@e2e.example', name: 'Linus', password: 'a long initial password', role: 'agent' };
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** Axe on what the page shows, then a full-page picture at each width, attached to the test's results. */
async function checkScreen(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  await expectNoAxeViolations(page);
  const initial = page.viewportSize();
  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    const file = testInfo.outputPath(`${screen}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${screen} (${name})`, { path: file, contentType: 'image/png' });
  }
  if (initial) await page.setViewportSize(initial);
}

test('an admin adds an agent, disables them and reads the audit log; each screen passes axe', async ({ openContext, site }, testInfo) => {
  test.setTimeout(240_000);
  await startSalesInboxWith(site, ADMIN);
  try {
    const adminContext = await openContext({ baseURL: site.inboxUrl });
    const page = await adminContext.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await checkScreen(page, testInfo, 'sign-in');
    await signInToInbox(page, ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales inbox' })).toBeVisible();

    // A visitor's conversation for the inbox to show.
    const visitor = await openVisitorChat(openContext, site.url);
    await send(visitor.chat, 'Hello, can I talk to a human about a customer portal?');
    // Only this visitor asks for a person while the admin is signed in: the alert opens their conversation.
    await handoverAlert(page).getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Conversation / })).toBeFocused();
    await expect(
      page.getByRole('log', { name: 'Transcript' }).getByText('Hello, can I talk to a human about a customer portal?'),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'conversation');
    await visitor.context.close();

    // The team: add an agent.
    const nav = page.getByRole('navigation', { name: 'Inbox' });
    await nav.getByRole('button', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeFocused();
    await expect(nav.getByRole('button', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    const staff = page.getByRole('table', { name: 'Staff accounts' });
    await expect(staff.getByRole('row', { name: /^Margaret \(you\)/ })).toBeVisible();
    await page.getByLabel('Display name').fill(AGENT.name);
    await page.getByLabel('E-mail').fill(AGENT.email);
    await page.getByLabel('Role').selectOption(AGENT.role);
    await page.getByLabel('Initial password').fill(AGENT.password);
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByRole('status')).toHaveText(`Linus (${AGENT.email}) is added as agent.`);
    const agentRow = staff.getByRole('row', { name: /^Linus/ });
    await expect(agentRow).toContainText('Active');

    // The agent signs in: no Team, no Audit log, and chat-server refuses them both.
    const agentContext = await openContext({ baseURL: site.inboxUrl });
    const agentPage = await agentContext.newPage();
    await openInboxAs(agentPage, AGENT);
    await expect(agentPage.getByText('Signed in as Linus (agent)')).toBeVisible();
    await expect(agentPage.getByRole('navigation', { name: 'Inbox' })).toHaveCount(0);
    await expect(agentPage.getByRole('button', { name: 'Team', exact: true })).toHaveCount(0);
    await expect(agentPage.getByRole('button', { name: 'Audit log', exact: true })).toHaveCount(0);
    expect((await agentPage.request.get('/api/inbox/users')).status()).toBe(403);
    expect((await agentPage.request.get('/api/inbox/audit')).status()).toBe(403);

    // The admin disables the agent: the agent's open inbox ends, and they cannot sign in again.
    await agentRow.getByRole('button', { name: 'Disable Linus' }).click();
    await expect(page.getByRole('status')).toHaveText('Linus is disabled: they are signed out and cannot sign in.');
    await expect(agentRow).toContainText('Disabled');
    await expect(agentRow.getByRole('button', { name: 'Enable Linus' })).toBeFocused();
    await expect(agentPage.getByRole('alert')).toHaveText('The session ended.');
    await agentPage.goto('/');
    await signInToInbox(agentPage, AGENT);
    await expect(agentPage.getByRole('alert')).toHaveText('The e-mail or the password is not right.');
    await agentContext.close();
    await checkScreen(page, testInfo, 'team');

    // The audit log: newest first, read-only.
    await nav.getByRole('button', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeFocused();
    const entries = page.getByRole('table', { name: 'Audit entries, newest first' }).getByRole('row');
    // Newest first: the disabled agent's refused sign-in, then the admin disabling them.
    for (const cell of [AGENT.email, 'Sign-in refused']) await expect(entries.nth(1)).toContainText(cell);
    for (const cell of [ADMIN.email, 'Disabled a member', AGENT.email]) await expect(entries.nth(2)).toContainText(cell);
    for (const what of ['Added a member', 'Opened a conversation', 'Signed in']) {
      await expect(entries.filter({ hasText: what }).first()).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await checkScreen(page, testInfo, 'audit-log');

    await adminContext.close();
  } finally {
    await site.stop('sales-inbox');
  }
});

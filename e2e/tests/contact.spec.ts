/**
 * remote-contact end to end: the contact popup's 5-step form filled by
 * keyboard, the lead found in chat-server's store, a failed send that keeps
 * every answer, the draft surviving a reload, and axe on the open popup.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { expectNoAxeViolations, withConsent } from '../src/helpers';

const POPUP_TITLE = 'Start your project';
const SENT_TITLE = 'Thank you! Your project brief is on its way.';
const NOT_SENT = 'Your project brief was not sent.';
const KEPT = 'Everything you entered is kept.';
/**
 * A page without entrance animations, for axe: on the home page the hero's
 * 'Get A Free Quote Now!' fades in about 4 s after load, and axe measuring its
 * contrast mid-fade reports a transient violation.
 */
const STILL_PAGE = '/privacy-policy';
const RATE_LIMITED = 'Too many requests came from your network. Please wait a few minutes, then try again.';
/** More than chat-server's contact limit per IP and window, so the limit is surely reached. */
const MAX_POSTS_TO_REACH_LIMIT = 20;

interface Prospect {
  name: string;
  companyName: string;
  email: string;
  phone: string;
  tellUsMore: string;
}

/** What this spec reads of a lead in chat-server's admin list (the rest is checked with toMatchObject). */
type StoredLead = Record<string, unknown> & { email: string | null; services: string[]; budget: string | null };

function prospect(tag: string): Prospect {
  return {
    name: `Ada Lovelace ${tag}`,
    companyName: 'Analytical Engines Ltd',
    email: `ada.${tag}@example.com`,
    // A UK number as dialled at home: the form and chat-server accept national formats alike.
    phone: '07700 900123',
    tellUsMore: `A private assistant for our clinicians (${tag}).`,
  };
}

async function openPopup(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Start Project' }).click();
  const dialog = page.getByRole('dialog', { name: POPUP_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 12): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Types into each field in turn, one Tab apart (each must be the next in tab order), then Enter for the next step. */
async function typeThenEnter(page: Page, fields: ReadonlyArray<readonly [Locator, string]>): Promise<void> {
  for (const [index, [field, text]] of fields.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Enter');
}

/** Fills the five steps with the keyboard only, up to (not including) sending. */
async function fillByKeyboard(page: Page, dialog: Locator, who: Prospect): Promise<void> {
  const heading = dialog.getByRole('heading', { level: 3 });
  const textbox = (name: string, exact = false) => dialog.getByRole('textbox', { name, exact });

  await typeThenEnter(page, [
    [textbox('Name', true), who.name],
    [textbox('Company name'), who.companyName],
  ]);

  await expect(heading).toHaveText('Step 2 of 5: How to reach you');
  await tabTo(page, textbox('E-mail'));
  await typeThenEnter(page, [
    [textbox('E-mail'), who.email],
    [textbox('Phone'), who.phone],
  ]);

  await expect(heading).toHaveText('Step 3 of 5: Services');
  await tabTo(page, dialog.getByRole('checkbox', { name: 'AI & Machine Learning' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('checkbox', { name: 'Cloud Solutions' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(heading).toHaveText('Step 4 of 5: Budget');
  await tabTo(page, dialog.getByRole('radio', { name: 'Under $25,000' }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: '$25,000 to $100,000' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(heading).toHaveText('Step 5 of 5: Your project');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Tell us more' }));
  await page.keyboard.type(who.tellUsMore);
}

async function sendByKeyboard(page: Page, dialog: Locator): Promise<void> {
  await tabTo(page, dialog.getByRole('button', { name: 'Send project brief' }));
  await page.keyboard.press('Enter');
}

async function storedLeads(page: Page, chatServerUrl: string, adminToken: string): Promise<StoredLead[]> {
  const response = await page.request.get(`${chatServerUrl}/api/admin/leads`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { success: boolean; data: StoredLead[] };
  return body.data;
}

function expectStoredAsTyped(lead: StoredLead | undefined, who: Prospect): void {
  expect(lead).toMatchObject({
    source: 'contact_form',
    name: who.name,
    companyName: who.companyName,
    email: who.email,
    phone: who.phone,
    details: who.tellUsMore,
  });
  expect(lead?.services).toEqual(expect.arrayContaining(['AI & Machine Learning', 'Cloud Solutions']));
  expect(lead?.services).toHaveLength(2);
  expect(lead?.budget).toBe('$25,000 to $100,000');
}

test.describe('start-project form', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('filled by keyboard in the popup, sent, and stored as a lead', async ({ page, site }) => {
    const who = prospect('sent');
    await page.goto('/');
    const dialog = await openPopup(page);

    await fillByKeyboard(page, dialog, who);
    await sendByKeyboard(page, dialog);

    const confirmation = dialog.getByRole('heading', { name: SENT_TITLE });
    await expect(confirmation).toBeFocused();
    const reference = await dialog.getByText(/^Your reference: /).textContent();
    const leadId = reference?.replace('Your reference: ', '').trim();
    expect(leadId).toBeTruthy();

    const lead = (await storedLeads(page, site.chatServerUrl, site.adminToken)).find((item) => item.leadId === leadId);
    expectStoredAsTyped(lead, who);

    // After a normal send the form is reset, and the draft is gone from this device.
    await dialog.getByRole('button', { name: 'Start a new brief' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Start Project' })).toBeFocused();
  });

  test('with chat-server down, a send fails clearly and keeps every answer; a resend succeeds', async ({ page, site }) => {
    const who = prospect('retry');
    await page.goto(STILL_PAGE);
    const dialog = await openPopup(page);
    await fillByKeyboard(page, dialog, who);

    await site.stop('chat-server');
    try {
      await sendByKeyboard(page, dialog);
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText(NOT_SENT);
      await expect(alert).toContainText(KEPT);
      await expect(dialog.getByRole('textbox', { name: 'Tell us more' })).toHaveValue(who.tellUsMore);
      await expect(alert).toBeFocused();
      await expectNoAxeViolations(page);

      // Nothing is lost even across a reload: the draft comes back on the same step.
      await page.reload();
      const reopened = await openPopup(page);
      await expect(reopened.getByRole('heading', { level: 3 })).toHaveText('Step 5 of 5: Your project');
      await expect(reopened.getByRole('textbox', { name: 'Tell us more' })).toHaveValue(who.tellUsMore);
      for (const [step, field, value] of [
        ['Step 4 of 5: Budget', null, null],
        ['Step 3 of 5: Services', null, null],
        ['Step 2 of 5: How to reach you', 'E-mail', who.email],
        ['Step 1 of 5: About you', 'Name', who.name],
      ] as const) {
        await reopened.getByRole('button', { name: 'Back' }).click();
        await expect(reopened.getByRole('heading', { level: 3 })).toHaveText(step);
        if (step.startsWith('Step 4')) await expect(reopened.getByRole('radio', { name: '$25,000 to $100,000' })).toBeChecked();
        if (step.startsWith('Step 3')) await expect(reopened.getByRole('checkbox', { name: 'Cloud Solutions' })).toBeChecked();
        if (field && value) await expect(reopened.getByRole('textbox', { name: field, exact: true })).toHaveValue(value);
      }
      for (let next = 0; next < 4; next += 1) await reopened.getByRole('button', { name: 'Next' }).click();
    } finally {
      await site.start('chat-server');
    }

    const dialogAgain = page.getByRole('dialog', { name: POPUP_TITLE });
    await dialogAgain.getByRole('button', { name: 'Send project brief' }).click();
    await expect(dialogAgain.getByRole('heading', { name: SENT_TITLE })).toBeVisible();

    const lead = (await storedLeads(page, site.chatServerUrl, site.adminToken)).find((item) => item.email === who.email);
    expectStoredAsTyped(lead, who);
  });

  test("a lead sent after the chat started is linked to the visitor's chat identity", async ({ page, site }) => {
    const who = prospect('linked');
    await page.goto('/');
    // Opening the chat starts the visitor's anonymous session; chat-server keeps it in an HttpOnly cookie.
    await page.getByRole('button', { name: /^Chat with Vera/ }).click();
    await expect(page.getByRole('dialog', { name: /Vera/ })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'vl_session' && cookie.httpOnly))
      .toBe(true);
    await page.keyboard.press('Escape');

    const dialog = await openPopup(page);
    await fillByKeyboard(page, dialog, who);
    await sendByKeyboard(page, dialog);
    await expect(dialog.getByRole('heading', { name: SENT_TITLE })).toBeVisible();

    const lead = (await storedLeads(page, site.chatServerUrl, site.adminToken)).find((item) => item.email === who.email);
    expectStoredAsTyped(lead, who);
    expect(lead?.userId).toBeTruthy();
  });

  test('a bot that fills the hidden honeypot field sees a normal confirmation, and nothing is stored', async ({ page, site }) => {
    const bot = prospect('bot');
    await page.goto('/');
    const dialog = await openPopup(page);
    await dialog.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await fillByKeyboard(page, dialog, bot);
    await sendByKeyboard(page, dialog);

    await expect(dialog.getByRole('heading', { name: SENT_TITLE })).toBeVisible();
    const leads = await storedLeads(page, site.chatServerUrl, site.adminToken);
    expect(leads.some((lead) => lead.email === bot.email)).toBe(false);
  });

  test('over the rate limit per address, the prospect is asked to wait and keeps every answer', async ({ page, site }) => {
    const who = prospect('limited');
    await page.goto('/');
    const dialog = await openPopup(page);
    await fillByKeyboard(page, dialog, who);

    try {
      // Use up this address's allowance the way a flood of submissions would, through the site's proxy.
      let status = 0;
      for (let post = 0; post < MAX_POSTS_TO_REACH_LIMIT && status !== 429; post += 1) {
        const response = await page.request.post('/api/message', { data: { website: 'flood' } });
        status = response.status();
      }
      expect(status).toBe(429);

      await sendByKeyboard(page, dialog);
      await expect(dialog.getByRole('alert')).toContainText(RATE_LIMITED);
      await expect(dialog.getByRole('alert')).toContainText(KEPT);
      await expect(dialog.getByRole('textbox', { name: 'Tell us more' })).toHaveValue(who.tellUsMore);
    } finally {
      // The limiter lives in chat-server's memory: a restart gives later tests a fresh allowance.
      await site.stop('chat-server');
      await site.start('chat-server');
    }
  });

  test('the open popup and its inline errors pass axe', async ({ page }) => {
    await page.goto(STILL_PAGE);
    const dialog = await openPopup(page);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(dialog.getByText('Please tell us your name.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the start-project section below the page reveals itself and passes axe', async ({ page }) => {
    await page.goto(STILL_PAGE);
    // The remote mounts lazily and stays hidden (but laid out) until its marker scrolls into view.
    const hiddenSection = page.locator('section[aria-labelledby="start-project-title"]');
    await expect(hiddenSection).toBeAttached();
    await hiddenSection.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const section = page.getByRole('region', { name: POPUP_TITLE });
    await expect(section).toBeVisible();
    await expect(section.getByRole('form', { name: POPUP_TITLE })).toBeVisible();
    // axe measures contrast as painted: wait until the fade-in has finished.
    await expect.poll(() => section.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="start-project-title"]' });
  });

  test('with reduced motion the section is shown at once and the page is not scrolled to it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    const section = page.getByRole('region', { name: POPUP_TITLE });
    await expect(section).toBeVisible();

    // Bring only the section's top edge into view: with motion, the page would now scroll it to the centre.
    await section.evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + 40);
    });
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });
});

/**
 * A visitor who asks for a call books a consultation in the chat, against the
 * production build: the picker is usable and accessible, the visitor's invite
 * downloads and the team's arrives by e-mail (a real SMTP server on loopback),
 * both parse back as valid iCalendar, and a second visitor cannot book the
 * same time.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type OpenContext } from '../src/fixtures';
import { expectNoAxeViolations, withConsent } from '../src/helpers';
import { openMailbox } from '../src/mailbox';

// Several browser contexts live at once: their traces could race on shared files (README, "How a run works").
test.use({ trace: 'off' });

const ASSISTANT = 'Vera';
const CONNECTED_STATUS = /^Lead Score: \d+% • (welcome|discovery|technical discussion|conversion)$/;
const TEAM_EMAIL = 'sales@e2e.example';

/** The one VEVENT of an invite, parsed back. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

async function visitorAsksForACall(openContext: OpenContext, siteUrl: string, email: string): Promise<{ page: Page; chat: Locator }> {
  const context = await openContext({ baseURL: siteUrl });
  const page = await context.newPage();
  await withConsent(page);
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: new RegExp(`^Chat with ${ASSISTANT}`) }).click();
  const chat = page.getByRole('dialog', { name: new RegExp(ASSISTANT) });
  await expect(chat.getByText(CONNECTED_STATUS)).toBeVisible({ timeout: 20_000 });
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill(`Could we book a call with your team? My e-mail is ${email}`);
  await input.press('Enter');
  await expect(chat.getByRole('heading', { name: 'Book a free consultation' })).toBeVisible({ timeout: 30_000 });
  return { page, chat };
}

test('a visitor books a consultation in the chat; both invites are valid; a second visitor cannot take the same time', async ({
  openContext,
  site,
}, testInfo) => {
  test.setTimeout(180_000);
  const mailbox = await openMailbox();
  // chat-server reads its mail settings at start: restart it with the team's mail server.
  process.env.SMTP_URL = mailbox.url;
  process.env.BOOKING_TEAM_EMAIL = TEAM_EMAIL;
  await site.stop('chat-server');
  await site.start('chat-server');
  try {
    // Bob opens the picker first; Anna then books the time he is looking at.
    const bob = await visitorAsksForACall(openContext, site.url, 'bob@bank.example');
    const anna = await visitorAsksForACall(openContext, site.url, 'anna@clinic.example');

    const picker = anna.chat.getByRole('group', { name: 'Choose a time' });
    const firstTime = picker.getByRole('radio').first();
    const chosen =
      (await firstTime.getAttribute('aria-label')) ??
      (await firstTime.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    await expect(anna.chat.getByRole('textbox', { name: 'Your e-mail for the invite' })).toHaveValue('anna@clinic.example');
    await expectNoAxeViolations(anna.page);
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await anna.page.setViewportSize(size);
      await anna.chat.getByRole('heading', { name: 'Book a free consultation' }).scrollIntoViewIfNeeded();
      await testInfo.attach(`booking picker (${name})`, { body: await anna.page.screenshot(), contentType: 'image/png' });
    }

    // Keyboard only: the first time is chosen with the keyboard, then booked.
    await firstTime.focus();
    await anna.page.keyboard.press('Space');
    await expect(firstTime).toBeChecked();
    await anna.chat.getByRole('button', { name: 'Book this time' }).click();
    const booked = anna.chat.getByRole('status').filter({ hasText: 'Booked:' });
    await expect(booked).toContainText('anna@clinic.example');
    await expect(anna.chat.getByRole('log').getByText(/^Your consultation is booked for/)).toBeVisible();
    await expectNoAxeViolations(anna.page);

    // The visitor's invite, downloaded from the chat.
    const [download] = await Promise.all([
      anna.page.waitForEvent('download'),
      anna.chat.getByRole('button', { name: 'Download the invite (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('consultation.ics');
    const visitorInvite = eventOf(await readFile((await download.path())!, 'utf8'));
    expect(visitorInvite.method).toBe('REQUEST');
    expect(visitorInvite.event.summary).toBe('Consultation with Vaultline AI');
    expect(visitorInvite.event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      'mailto:anna@clinic.example',
    ]);
    const start = visitorInvite.event.startDate.toJSDate();
    expect(visitorInvite.event.endDate.toJSDate().getTime() - start.getTime()).toBe(30 * 60_000);
    expect(String(visitorInvite.event.component.getFirstPropertyValue('url'))).toMatch(/\/api\/bookings\/cancel\?booking=bk_/);

    // The team's invite, by e-mail, for the same time; and the visitor's by e-mail too.
    for (const address of [TEAM_EMAIL, 'anna@clinic.example']) {
      const letter = await mailbox.letterTo(address);
      const calendarPart = letter.mail.attachments.find((part) => part.contentType === 'text/calendar');
      expect(calendarPart, `invite to ${address}`).toBeDefined();
      const invite = eventOf(calendarPart!.content.toString('utf8'));
      expect(invite.method).toBe('REQUEST');
      expect(invite.event.startDate.toJSDate().getTime()).toBe(start.getTime());
    }

    // Bob picks the same time he was shown: refused, with the times still free.
    const bobsPicker = bob.chat.getByRole('group', { name: 'Choose a time' });
    await bobsPicker.getByRole('radio').first().check();
    await bob.chat.getByRole('button', { name: 'Book this time' }).click();
    await expect(bob.chat.getByRole('alert')).toContainText('That time was just taken');
    await expect(bobsPicker.getByRole('radio')).not.toHaveCount(0);
    if (chosen) await expect(bobsPicker.getByRole('radio', { name: chosen, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(bob.page);

    await anna.page.context().close();
    await bob.page.context().close();
  } finally {
    delete process.env.SMTP_URL;
    delete process.env.BOOKING_TEAM_EMAIL;
    await site.stop('chat-server');
    await site.start('chat-server');
    await mailbox.close();
  }
});

/**
 * remote-chat against the composed production build and the real chat-server
 * (builtin assistant): no mocks.
 */
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { expectNoAxeViolations, withConsent } from '../src/helpers';

const ASSISTANT = 'Vera';
const LAUNCHER = `Chat with ${ASSISTANT}`;
const CONNECTED_STATUS = /^Lead Score: \d+% • (welcome|discovery|technical discussion|conversion)$/;
/** A first message from a prospect in a regulated industry: AI, privacy, integration and a timeline. */
const DISCOVERY_MESSAGE =
  'We are a private hospital group. We need an AI assistant for patient support that keeps patient data on our own servers, HIPAA compliant, integrated with our CRM, within 3 months.';

function launcher(page: Page): Locator {
  return page.getByRole('button', { name: new RegExp(`^${LAUNCHER}`) });
}

function chatWindow(page: Page): Locator {
  return page.getByRole('dialog', { name: new RegExp(ASSISTANT) });
}

function statusLine(window: Locator): Locator {
  return window.getByText(/^(Connecting\.\.\.|AI is thinking\.\.\.|Lead Score: .*)$/);
}

async function openChat(page: Page): Promise<Locator> {
  await launcher(page).click();
  const window = chatWindow(page);
  await expect(window).toBeVisible();
  await expect(statusLine(window)).toHaveText(CONNECTED_STATUS, { timeout: 20_000 });
  return window;
}

/** Sends a message with Enter and waits until the assistant's reply is complete. */
async function say(window: Locator, text: string): Promise<void> {
  const assistantMessages = window.getByRole('log').getByText(`${ASSISTANT}:`);
  const before = await assistantMessages.count();
  const input = window.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(assistantMessages).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(statusLine(window)).toHaveText(CONNECTED_STATUS);
}

test.describe('chat widget', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('converses with the assistant until the lead score and phase change and quick replies appear', async ({ page }) => {
    await page.goto('/');
    await expect(launcher(page)).toBeVisible();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    const window = await openChat(page);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(window.getByText(/turn your software ideas into scalable solutions/)).toBeVisible();
    await expect(statusLine(window)).toHaveText('Lead Score: 0% • welcome');

    await say(window, 'Hello!');
    const replies = window.getByRole('group', { name: 'Suggested replies' });
    await expect(replies).toBeVisible();
    expect(await replies.getByRole('button').count()).toBeLessThanOrEqual(4);

    await say(window, DISCOVERY_MESSAGE);
    await expect(statusLine(window)).not.toHaveText(/• welcome$/);
    const score = Number((await statusLine(window).textContent())?.match(/(\d+)%/)?.[1]);
    expect(score).toBeGreaterThan(30);
    await expect(window.getByRole('log')).toContainText(DISCOVERY_MESSAGE);

    // A quick reply sends its text as the visitor's message.
    const reply = replies.getByRole('button').first();
    const replyText = (await reply.textContent()) ?? '';
    await reply.click();
    await expect(window.getByRole('log').getByText(replyText, { exact: true })).toBeVisible();
    await expect(statusLine(window)).toHaveText(CONNECTED_STATUS, { timeout: 30_000 });
  });

  test('a reload finds the conversation again; New chat starts an empty one', async ({ page }) => {
    await page.goto('/');
    let window = await openChat(page);
    await say(window, 'We need a secure customer portal for our bank.');

    await page.reload();
    window = await openChat(page);
    await expect(window.getByRole('log')).toContainText('We need a secure customer portal for our bank.');
    expect(await window.getByRole('log').getByText(`${ASSISTANT}:`).count()).toBeGreaterThanOrEqual(1);

    await window.getByRole('button', { name: 'New chat' }).click();
    await expect(window.getByRole('log')).not.toContainText('We need a secure customer portal');
    await expect(window.getByText(/turn your software ideas into scalable solutions/)).toBeVisible();
    await say(window, 'A second topic: cloud hosting.');
    await expect(window.getByRole('log')).toContainText('A second topic: cloud hosting.');
  });

  test('survives chat-server being stopped and restarted without losing the conversation', async ({ page, site }) => {
    await page.goto('/');
    const window = await openChat(page);
    await say(window, 'Before the restart: we handle insurance claims.');

    await site.stop('chat-server');
    await expect(statusLine(window)).toHaveText('Connecting...', { timeout: 20_000 });
    const input = window.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveAttribute('placeholder', 'Connecting to AI...');
    await expect(input).toHaveAttribute('aria-disabled', 'true');

    await site.start('chat-server');
    await expect(statusLine(window)).toHaveText(CONNECTED_STATUS, { timeout: 30_000 });
    await expect(window.getByRole('log')).toContainText('Before the restart: we handle insurance claims.');
    await say(window, 'After the restart: are you still there?');
    await expect(window.getByRole('log')).toContainText('After the restart: are you still there?');
  });

  test('works with the keyboard only', async ({ page }) => {
    await page.goto('/');
    await expect(launcher(page)).toBeVisible();
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press('Tab');
      if (await launcher(page).evaluate((element) => element === document.activeElement)) break;
    }
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    const window = chatWindow(page);
    await expect(window).toBeVisible();
    await expect(statusLine(window)).toHaveText(CONNECTED_STATUS, { timeout: 20_000 });
    const input = window.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeFocused();

    await page.keyboard.type('Hello from the keyboard');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    await expect(input).toHaveValue('Hello from the keyboard\nsecond line');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('');
    await expect(statusLine(window)).toHaveText(CONNECTED_STATUS, { timeout: 30_000 });

    // Tab stays inside the window.
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await window.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(window).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(window).toBeVisible();
  });

  test('has no axe violations with the window open', async ({ page }) => {
    // A page without entrance animations, so nothing else on it is caught mid-fade.
    await page.goto('/privacy-policy');
    const window = await openChat(page);
    await say(window, 'Which technologies do you use for AI assistants?');
    await expectNoAxeViolations(page);
    await window.getByRole('button', { name: 'Your data' }).click();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });

  test('is full screen under 1024 px and nearly full width with a bottom offset under 640 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto('/');
    const window = await openChat(page);
    // Polled: the window slides in for 200 ms.
    await expect.poll(() => window.boundingBox()).toEqual({ x: 0, y: 0, width: 800, height: 1000 });

    await page.setViewportSize({ width: 390, height: 844 });
    const box = await window.boundingBox();
    expect(box?.x).toBeLessThanOrEqual(8);
    expect(box?.width).toBeGreaterThanOrEqual(390 - 16);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844 - 72);
    await expect(launcher(page)).toBeInViewport();
    await say(window, 'Typing on a phone.');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => window.boundingBox()).toMatchObject({ width: 450, height: 600 });
  });

  test('loads the window on first open and the markdown renderer with the first reply; reports the bytes', async ({ page, site }, testInfo) => {
    const chatOrigin = new URL(site.url);
    chatOrigin.port = String(Number(chatOrigin.port) + 4);
    const chatScripts: Array<{ url: string; bytes: number; phase: string }> = [];
    let phase = 'before-open';
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.port !== chatOrigin.port || !url.pathname.endsWith('.js')) return;
      void response.request().sizes().then((sizes) => chatScripts.push({ url: url.pathname, bytes: sizes.responseBodySize, phase }));
    });

    await page.goto('/');
    await expect(launcher(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const beforeOpen = chatScripts.filter((entry) => entry.phase === 'before-open');
    expect(beforeOpen.some((entry) => entry.url.includes('chat-window'))).toBe(false);

    phase = 'open';
    // Measured in the page: from the click to the first frame whose status line reads connected.
    const openToConnectedMs = await launcher(page).evaluate(
      (button) =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          const connected = () =>
            Array.from(document.querySelectorAll('[role="dialog"] p')).some((line) => /^Lead Score: /.test(line.textContent ?? ''));
          const check = () => (connected() ? resolve(performance.now() - started) : requestAnimationFrame(check));
          (button as HTMLButtonElement).click();
          check();
        }),
    );
    await expect(statusLine(chatWindow(page))).toHaveText(CONNECTED_STATUS);
    await page.waitForLoadState('networkidle');
    expect(chatScripts.some((entry) => entry.url.includes('chat-window'))).toBe(true);
    expect(chatScripts.some((entry) => entry.url.includes('chat-markdown'))).toBe(false);

    phase = 'first-reply';
    await say(chatWindow(page), 'Hello!');
    await expect.poll(() => chatScripts.some((entry) => entry.url.includes('chat-markdown'))).toBe(true);

    const total = (name: string) => chatScripts.filter((entry) => entry.phase === name).reduce((sum, entry) => sum + entry.bytes, 0);
    const figures = {
      beforeOpenBytes: total('before-open'),
      onOpenBytes: total('open'),
      firstReplyBytes: total('first-reply'),
      openToConnectedMs,
      scripts: chatScripts,
    };
    console.log(`remote-chat figures: ${JSON.stringify(figures)}`);
    testInfo.annotations.push({ type: 'remote-chat figures', description: JSON.stringify(figures) });
  });
});

/**
 * remote-chat against the composed production build and the real chat-server
 * (builtin assistant): no mocks.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { expectNoAxeViolations, waitForLateParts, withConsent } from '../src/helpers';

const ASSISTANT = 'Vera';
const LAUNCHER = `Chat with ${ASSISTANT}`;
const CONNECTED_STATUS = /^Lead Score: \d+% • (welcome|discovery|technical discussion|conversion)$/;
/** A first message from a prospect in a regulated industry: AI, privacy, integration and a timeline. */
/** Makes the builtin assistant answer with its three-column packages table, then ask a question with quick replies. */
const PACKAGES_QUESTION = 'Hello! Can you compare your AI CRM packages for our clinics?';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };
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

/**
 * Opens the chat on the privacy policy, a page without entrance animations (so
 * nothing else on it is caught mid-fade), and asks `question`.
 */
async function askOnStillPage(page: Page, question: string): Promise<Locator> {
  await page.goto('/privacy-policy');
  const window = await openChat(page);
  await say(window, question);
  return window;
}

/**
 * What in the open window a visitor could not read in full: an element cut
 * off sideways or sticking out of the window, a sideways-scrolling area that
 * is not a named, focusable region, a word of a table cell or quick reply
 * broken across lines (a column one letter wide), a truncated quick reply.
 */
async function unreadableParts(window: Locator): Promise<string[]> {
  return window.evaluate((dialog) => {
    const problems: string[] = [];
    const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const bounds = dialog.getBoundingClientRect();
    const scrollRegions: Element[] = [];
    for (const element of Array.from(dialog.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(element);
      // Visually hidden text is 1 px wide on purpose.
      if (element.clientWidth <= 1 || style.display === 'none' || !(element.scrollWidth > element.clientWidth + 1)) continue;
      if (style.overflowX === 'visible') continue; // its overflow shows up on an ancestor
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
        const isNamedRegion =
          element.getAttribute('role') === 'region' && Boolean(element.getAttribute('aria-label')) && element.tabIndex === 0;
        if (isNamedRegion) scrollRegions.push(element);
        else problems.push(`scrolls sideways without a named, focusable region: ${name(element)}`);
      } else {
        problems.push(`cut off sideways: ${name(element)}`);
      }
    }
    for (const element of Array.from(dialog.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || scrollRegions.some((region) => region.contains(element))) continue;
      if (box.left < bounds.left - 1 || box.right > bounds.right + 1) problems.push(`outside the window: ${name(element)}`);
    }
    const wordsBrokenAcrossLines = (element: Element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s\-–/;]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lineTops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lineTops.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    };
    const readableParts = [
      ...Array.from(dialog.querySelectorAll('td, th')),
      ...Array.from(dialog.querySelectorAll('[role="group"] button')),
    ];
    for (const element of readableParts) {
      const broken = wordsBrokenAcrossLines(element);
      if (broken.length > 0) problems.push(`words broken across lines in ${name(element)}: ${broken.join(', ')}`);
    }
    for (const button of Array.from(dialog.querySelectorAll<HTMLElement>('[role="group"] button'))) {
      if (button.scrollWidth > button.clientWidth + 1 || getComputedStyle(button).textOverflow === 'ellipsis')
        problems.push(`truncated quick reply: ${name(button)}`);
    }
    return problems;
  });
}

/** The whole page with the window open, every axe rule (WCAG 2.2 AA and best practices such as unique landmarks). */
async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Whether something paints over the launcher's centre. An open modal hides the
 * page from pointer events and assistive technology, so the launcher is found
 * by its label and made hit-testable for the probe: elementFromPoint then
 * answers with whatever is painted on top.
 */
async function isLauncherCovered(page: Page): Promise<boolean> {
  return page.locator(`button[aria-label^="${LAUNCHER}"]`).evaluate((button: HTMLElement) => {
    const previous = button.style.pointerEvents;
    button.style.pointerEvents = 'auto';
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    button.style.pointerEvents = previous;
    return top !== null && top !== button && !button.contains(top);
  });
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
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
    const window = await askOnStillPage(page, 'Which technologies do you use for AI assistants?');
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
    // Polled: the height follows the visual viewport's resize event, which lands a frame later.
    await expect
      .poll(async () => {
        const box = await window.boundingBox();
        return {
          nearLeftEdge: (box?.x ?? Infinity) <= 8,
          nearlyFullWidth: (box?.width ?? 0) >= 390 - 16,
          clearsLauncher: (box?.y ?? 0) + (box?.height ?? Infinity) <= 844 - 72,
        };
      })
      .toEqual({ nearLeftEdge: true, nearlyFullWidth: true, clearsLauncher: true });
    await expect(launcher(page)).toBeInViewport();
    await say(window, 'Typing on a phone.');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => window.boundingBox()).toMatchObject({ width: 450, height: 600 });
  });

  test('prefetches the window, runs it on first open, and loads the markdown renderer with the first reply; reports the bytes', async ({
    page,
    site,
  }, testInfo) => {
    const chatOrigin = new URL(site.url);
    chatOrigin.port = String(Number(chatOrigin.port) + 4);
    const chatScripts: Array<{ url: string; bytes: number; phase: string }> = [];
    let phase = 'before-open';
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.port !== chatOrigin.port || !url.pathname.endsWith('.js')) return;
      void response
        .request()
        .sizes()
        // A script the prefetch already brought comes from the cache: nothing transferred.
        .then((sizes) => chatScripts.push({ url: url.pathname, bytes: Math.max(0, sizes.responseBodySize), phase }));
    });

    await page.goto('/');
    await expect(launcher(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Downloaded at low priority by a prefetch link, not run: only the open asks for it as a script.
    const windowFetches = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/chat-window.'))
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      );
    expect(await windowFetches()).toEqual(['link']);

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
    expect(await windowFetches()).toEqual(['link', 'script']);
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

for (const [device, settings] of [
  ['a phone (390 px)', PHONE],
  ['a desktop (1440 px)', DESKTOP],
] as const) {
  test.describe(`chat window on ${device}`, () => {
    test.use(settings);
    test.beforeEach(async ({ page }) => withConsent(page));

    test('shows a markdown table and the quick replies in full, and axe finds nothing with the window open', async ({ page }) => {
      const window = await askOnStillPage(page, PACKAGES_QUESTION);
      const table = window.getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('cell', { name: /For regulated organisations/ })).toBeVisible();
      const replies = window.getByRole('group', { name: 'Suggested replies' });
      await expect(replies).toBeVisible();
      const replyButtons = await replies.getByRole('button').all();
      expect(replyButtons.length).toBeGreaterThan(0);
      expect(replyButtons.length).toBeLessThanOrEqual(4);
      for (const button of replyButtons) await expect(button).toBeInViewport({ ratio: 1 });

      expect(await unreadableParts(window)).toEqual([]);
      // Every cell is readable where it sits once scrolled to: no cell is hidden beyond the window's edge.
      for (const cell of await table.getByRole('cell').all()) {
        await cell.scrollIntoViewIfNeeded();
        // Not 1: the log's scroll position can leave a fraction of a pixel clipped.
        await expect(cell).toBeInViewport({ ratio: 0.95 });
      }
      await expectAxeClean(page);
    });
  });
}

test.describe('the chat exists only once the visitor reaches for it', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('a visitor who never opens the chat sends no /api request and stores no chat identity', async ({ page, context }) => {
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/socket.io')) chatRequests.push(pathname);
    });
    await page.goto('/');
    await waitForLateParts(page);
    // Pointing at the launcher and tabbing to it fetch code only; the idle page used to start the conversation.
    await launcher(page).hover();
    await launcher(page).focus();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));

    expect(chatRequests).toEqual([]);
    const storedKeys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(storedKeys.filter((key) => key.startsWith('chat_'))).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('vl_session');

    const sessionRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/session');
    await openChat(page);
    await sessionRequest;
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('vl_session');
  });

  test('with /socket.io unreachable the window says the assistant is offline and offers Retry and the other ways', async ({ page }) => {
    // The connect wait and 5 reconnect attempts, each waiting up to 10 s on a socket that never opens.
    test.setTimeout(180_000);
    let blocked = true;
    await page.route('**/socket.io/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      if (blocked) socket.close();
      else socket.connectToServer();
    });
    await page.goto('/privacy-policy');
    await launcher(page).click();
    const window = chatWindow(page);
    const notice = window.getByRole('alert');
    await expect(notice).toContainText(`${ASSISTANT} is offline right now.`, { timeout: 150_000 });
    await expect(statusLine(window)).toHaveText('Connecting...');
    const input = window.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveAttribute('placeholder', 'Offline: use Retry or the links above');
    await expect(input).toHaveAttribute('aria-disabled', 'true');
    await expect(notice.getByRole('link', { name: /^or e-mail .+@.+/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    // The start-project link closes the window and goes to the form's section.
    await notice.getByRole('link', { name: 'Tell us about your project in the start-project form' }).click();
    await expect(window).toBeHidden();
    await expect(page).toHaveURL(/#start-project-title$/);

    blocked = false;
    await launcher(page).click();
    await chatWindow(page).getByRole('button', { name: 'Retry' }).click();
    await expect(statusLine(chatWindow(page))).toHaveText(CONNECTED_STATUS, { timeout: 30_000 });
    await expect(chatWindow(page).getByRole('alert')).toBeHidden();
  });
});

test.describe('launcher and the rest of the page', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('sits under the cookie preferences dialog and the start-project popup', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(launcher(page)).toBeVisible();
    expect(await isLauncherCovered(page)).toBe(false);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await isLauncherCovered(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The footer's button scrolled the page down (the header has hidden itself, and the start-project section may be
    // revealing itself): a fresh load of the page starts at the top with the header shown.
    await page.goto('/privacy-policy');
    await expect(launcher(page)).toBeVisible();
    const startProject = page.getByRole('banner').getByRole('button', { name: 'Start Project' });
    await expect(startProject).toBeInViewport();
    await startProject.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await isLauncherCovered(page)).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('sits under the open menu drawer', async ({ page }) => {
      await page.goto('/privacy-policy');
      await expect(launcher(page)).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await isLauncherCovered(page)).toBe(true);
    });

    test("never covers the portfolio slider's arrows or the footer's links when they are scrolled into view", async ({ page }) => {
      await page.goto('/portfolio');
      await expect(launcher(page)).toBeVisible();
      const launcherBox = await launcher(page).boundingBox();
      const controls = [
        page.getByRole('button', { name: 'Next slide' }).first(),
        page.getByRole('button', { name: 'Previous slide' }).first(),
      ];
      for (const control of controls) {
        // As the browser brings a focused control into view: its bottom edge at the bottom of the viewport.
        await control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        const box = await control.boundingBox();
        expect(box && launcherBox && overlaps(box, launcherBox)).toBe(false);
      }
      const next = controls[0]!;
      await next.click();
      await expect(page.getByRole('button', { name: 'Previous slide' }).first()).toHaveAttribute('aria-disabled', 'false');

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      for (const control of await page.getByRole('contentinfo').locator('a, button').all()) {
        const box = await control.boundingBox();
        expect(box && launcherBox && overlaps(box, launcherBox), (await control.textContent()) ?? '').toBe(false);
      }
    });
  });
});

test.describe('reading the conversation', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test("keeps the visitor's upward scroll while nothing new arrives", async ({ page }) => {
    const window = await askOnStillPage(page, PACKAGES_QUESTION);
    const log = window.getByRole('log');
    const distanceFromBottom = () => log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
    await expect.poll(distanceFromBottom).toBeLessThanOrEqual(1);

    // Two messages (the question and the answer); the visitor scrolls up to reread the table.
    await log.hover();
    await page.mouse.wheel(0, -400);
    await expect.poll(distanceFromBottom).toBeGreaterThan(150);
    await expect(window.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
    const scrollTop = await log.evaluate((element) => element.scrollTop);

    // The window re-renders for other reasons: the visitor types, opens and closes 'Your data'.
    const input = window.getByRole('textbox', { name: 'Message' });
    await input.pressSequentially('And the timeline?');
    await window.getByRole('button', { name: 'Your data' }).click();
    await expect(window.getByRole('button', { name: 'Delete my data' })).toBeVisible();
    await window.getByRole('button', { name: 'Your data' }).click();
    await expect(window.getByRole('button', { name: 'Delete my data' })).toBeHidden();
    expect(await log.evaluate((element) => element.scrollTop)).toBe(scrollTop);

    await window.getByRole('button', { name: 'Jump to latest' }).click();
    await expect.poll(distanceFromBottom).toBeLessThanOrEqual(1);
  });
});

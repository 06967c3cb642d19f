/**
 * The first screen is usable as painted (issue 50, items 1 and 7), on a phone and on a desktop:
 * - the header's navigation, Start Project and (on a phone) the menu work from the static
 *   markup, before any script has run, and a Start Project chosen then opens the form once the
 *   live page is there;
 * - the hero's sequence runs on the page's own clock: slogan word n starts at
 *   2500 + 500·n ms after navigation start and has landed 400 ms later, on the static screen and
 *   on the live page, which does not start it over;
 * - the live header sits exactly where the static one was;
 * - the tab's title is never empty while the live page replaces the first screen.
 */
import type { Page } from '@playwright/test';
import { expect, test, type OpenContext } from '../src/fixtures';
import { withConsent } from '../src/helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** docs/product-rules.md §2: word n starts at 2500 + 500·n ms and slides for 400 ms (remote-marketing content/hero.ts). */
const SLOGAN_WORDS = ['Quality', 'That', 'Matters'] as const;
const wordStart = (index: number) => 2500 + 500 * index;
const SLOGAN_SLIDE_MS = 400;
const SLOGAN_LANDED_MS = wordStart(SLOGAN_WORDS.length - 1) + SLOGAN_SLIDE_MS;

interface WordTiming {
  word: string;
  /** When its entrance started on the document timeline (ms from navigation start); null when it has none. */
  startTime: number | null;
  delay: number;
  duration: number;
  opacity: number;
}

/**
 * How each slogan word's entrance is timed, as the browser runs it: the CSS animation's start on
 * the document timeline (zero is navigation start), its delay and length. Read from the
 * animations themselves, so the figures do not depend on how many frames a busy machine paints.
 */
function sloganTimings(page: Page): Promise<WordTiming[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main h1 span')].map((span) => {
      const [animation] = span.getAnimations();
      const timing = animation?.effect?.getComputedTiming();
      return {
        word: span.textContent?.trim() ?? '',
        startTime: typeof animation?.startTime === 'number' ? animation.startTime : null,
        delay: Number(timing?.delay ?? NaN),
        duration: Number(timing?.duration ?? NaN),
        opacity: Number(getComputedStyle(span).opacity),
      };
    }),
  );
}

/** Each word n starts at 2500 + 500·n ms after navigation start and has landed 400 ms later. */
function expectOnThePageClock(timings: WordTiming[]): void {
  expect(timings.map((timing) => timing.word)).toEqual([...SLOGAN_WORDS]);
  timings.forEach((timing, index) => {
    expect(timing.startTime, `${timing.word} starts on the navigation clock`).toBe(0);
    expect(timing.delay, timing.word).toBe(wordStart(index));
    expect(timing.duration, timing.word).toBe(SLOGAN_SLIDE_MS);
  });
}

/** A page with scripts turned off: what the static first screen offers on its own. */
async function staticPage(openContext: OpenContext, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await openContext({ javaScriptEnabled: false, baseURL, viewport });
  return context.newPage();
}

/** Holds every script of the page until the returned release is called: the static first screen stays as painted. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The static first screen of `path` in a page of its own (the suite's page waits for the live
 * page on every navigation), its scripts held until `releaseScripts` is called.
 */
async function openStaticScreen(sitePage: Page, path: string): Promise<{ page: Page; releaseScripts: () => void }> {
  const page = await sitePage.context().newPage();
  await withConsent(page);
  const releaseScripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#first-paint-page')).toBeAttached();
  return { page, releaseScripts };
}

const waitForLivePage = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#first-paint-page, [data-first-paint-copy]'), undefined, { timeout: 30_000 });

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`the first screen on a ${device}`, () => {
    test.use({ viewport, hasTouch: device === 'phone', isMobile: device === 'phone' });

    test('its header navigates before any script has run', async ({ openContext, site }) => {
      const page = await staticPage(openContext, site.url, viewport);
      await page.goto('/about');
      const header = page.getByRole('banner');
      if (device === 'desktop') {
        const navigation = header.getByRole('navigation', { name: 'Main' });
        await expect(header.getByRole('link', { name: 'Start Project' })).toBeVisible();
        await navigation.getByRole('link', { name: 'Portfolio' }).click();
      } else {
        await expect(header.getByRole('link', { name: 'Start Project' })).toBeHidden();
        await header.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(menu).toBeVisible();
        await menu.getByRole('link', { name: 'Portfolio' }).click();
      }
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect(page.locator('main h1')).toHaveText('Portfolio');
      await page.context().close();
    });

    test('a Start Project chosen before the live page has taken over opens the form when it has', async ({ page: sitePage }) => {
      // Still the static first screen, its current page marked as the live header marks it.
      const { page, releaseScripts } = await openStaticScreen(sitePage, '/');
      if (device === 'phone') {
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await page.keyboard.press('Escape');
        // Start Project sits in the header from the tablet width up.
        await page.setViewportSize(DESKTOP);
      }
      const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      await expect(navigation.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('banner').getByRole('link', { name: 'Start Project' }).click();
      releaseScripts();
      await expect(page.getByRole('dialog', { name: 'Start your project' })).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).hash).toBe('');
    });

    test('the slogan lands on the page’s own clock, on the static screen and live, never starting over', async ({ page: sitePage }) => {
      // The static first screen, its scripts held: the words wait for their moment from navigation start.
      const { page, releaseScripts } = await openStaticScreen(sitePage, '/');
      expectOnThePageClock(await sloganTimings(page));
      // The quote button waits for the last word (read at one instant: on a busy machine the moment may have passed).
      const quote = await page.evaluate(() => {
        const button = [...document.querySelectorAll('main button')].find((element) => element.textContent === 'Get A Free Quote Now!');
        return { at: performance.now(), visibility: button ? getComputedStyle(button).visibility : null };
      });
      expect(quote.visibility).toBe(
        quote.at < SLOGAN_LANDED_MS - 50 ? 'hidden' : quote.at > SLOGAN_LANDED_MS + 50 ? 'visible' : quote.visibility,
      );

      // The live page takes over: the same sequence, on the same clock.
      releaseScripts();
      await waitForLivePage(page);
      expectOnThePageClock(await sloganTimings(page));
      await page.waitForFunction((landed) => performance.now() > landed + 200, SLOGAN_LANDED_MS);
      expect((await sloganTimings(page)).map((timing) => timing.opacity)).toEqual([1, 1, 1]);
      await expect(page.getByRole('main').getByRole('button', { name: 'Get A Free Quote Now!' })).toBeVisible();
    });

    test('the live header sits exactly where the static one was', async ({ page: sitePage }) => {
      const controls = device === 'desktop' ? ['Home', 'Portfolio', 'About', 'Start Project'] : ['Open menu'];
      const rounded = (box: { x: number; y: number; width: number; height: number } | null) =>
        box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
      const boxes = async (target: Page) => {
        const header = target.getByRole('banner');
        const result: Record<string, unknown> = {};
        for (const name of controls) {
          // Start Project is a link on the static screen (its choice waits in the address) and a button on the live one.
          const control =
            name === 'Open menu'
              ? header.getByRole('button', { name })
              : name === 'Start Project'
                ? header.getByRole('link', { name }).or(header.getByRole('button', { name }))
                : header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
          result[name] = rounded(await control.boundingBox());
        }
        result.logo = rounded(await header.getByRole('link', { name: /home$/ }).first().boundingBox());
        return result;
      };
      const { page, releaseScripts } = await openStaticScreen(sitePage, '/about');
      const staticBoxes = await boxes(page);
      releaseScripts();
      await waitForLivePage(page);
      expect(await boxes(page)).toEqual(staticBoxes);
    });

    test('the tab title is never empty while the live page replaces the first screen', async ({ page }) => {
      await withConsent(page);
      await page.addInitScript(() => {
        const titles: string[] = [];
        (window as unknown as { titles: string[] }).titles = titles;
        // Every change to <head>, as it happens: an empty title between two of them would show in the tab.
        new MutationObserver(() => titles.push(document.title)).observe(document, { childList: true, subtree: true, characterData: true });
      });
      for (const path of ['/', '/portfolio', '/about']) {
        await page.goto(path);
        // The live page's own title replaced the server's generic one.
        await expect(page).not.toHaveTitle(/regulated industries/);
        const titles = await page.evaluate(() => (window as unknown as { titles: string[] }).titles);
        expect(titles.length, path).toBeGreaterThan(0);
        expect(
          titles.filter((title, index) => title.trim() === '' && index > titles.findIndex((seen) => seen !== '')),
          `an empty title on ${path}`,
        ).toEqual([]);
      }
    });
  });
}

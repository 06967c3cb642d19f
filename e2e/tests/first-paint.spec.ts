// Every page is on screen before any script has run (its static first
// screen, inlined by the site server), and About's 500 ms fade runs on that
// static screen and carries on, without starting over, when the live page
// takes over (issue 14; docs/product-rules.md §2 About).
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';

const PAGES = [
  { path: '/', heading: 'Quality That Matters' },
  { path: '/portfolio', heading: 'Portfolio' },
  { path: '/about', heading: 'WELCOME VAULTLINE AI' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
];

/** Every class name on the elements inside `selector`, once each. */
function classesIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const names = new Set<string>();
    for (const element of root.querySelectorAll('[class]')) element.classList.forEach((name) => names.add(name));
    return [...names];
  });
}

/** docs/product-rules.md §2 About: hidden for 500 ms, then a 400 ms fade (remote-marketing content/about.ts). */
const ABOUT_FADE_DELAY_MS = 500;
const ABOUT_FADE_MS = 400;

test.describe('static first screens', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} shows its first screen with scripts turned off`, async ({ openContext, site }) => {
      const context = await openContext({ javaScriptEnabled: false, baseURL: site.url });
      const page = await context.newPage();
      await page.goto(path);
      // Rendered at build time with the brand and settings the site server filled in.
      await expect(page.locator('main h1')).toHaveText(heading);
      const html = await page.content();
      expect(html).not.toMatch(/%[A-Za-z_]+%/);
      // Rendered by React's production build: no development messages, stack traces or build-machine paths.
      expect(html).not.toMatch(/data-msg=|data-stck=|node_modules\//);
      await context.close();
    });
  }

  // The static screen and the live page name their styles alike, so the live page reuses the
  // rules the first screen brought instead of adding a second copy of each.
  for (const { path } of PAGES) {
    test(`${path}: the live page wears the classes of its first screen`, async ({ openContext, site, page }) => {
      const staticContext = await openContext({ javaScriptEnabled: false, baseURL: site.url });
      const staticPage = await staticContext.newPage();
      await staticPage.goto(path);
      const staticClasses = await classesIn(staticPage, '#first-paint-page');
      await staticContext.close();
      expect(staticClasses.length).toBeGreaterThan(5);

      await page.goto(path);
      // The live page has replaced the first screen.
      await expect(page.locator('#first-paint-page')).toHaveCount(0);
      await expect(page.locator('main h1')).toBeVisible();
      const liveClasses = new Set(await classesIn(page, 'main'));
      expect(staticClasses.filter((name) => !liveClasses.has(name))).toEqual([]);
    });
  }

  test('the privacy policy states the retention period the site is configured with', async ({ openContext, site }) => {
    const context = await openContext({ javaScriptEnabled: false, baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    await expect(page.locator('main')).toContainText('We keep chat conversations and start-project requests for 180 days');
    await context.close();
  });
});

test.describe('About fade on the first screen', () => {
  /** Samples, every frame from the start of the document, how opaque the About heading is on screen. */
  async function sampleHeadingOpacity(page: Page) {
    await page.addInitScript(() => {
      const samples: Array<{ at: number; opacity: number }> = [];
      (window as unknown as { opacitySamples: typeof samples }).opacitySamples = samples;
      const sample = () => {
        const heading = document.querySelector('main h1');
        if (heading) {
          let opacity = 1;
          for (let element: Element | null = heading; element; element = element.parentElement)
            opacity *= Number(getComputedStyle(element).opacity);
          samples.push({ at: performance.now(), opacity });
        }
        if (performance.now() < 4000) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  }

  test('the page appears after 500 ms, fades in once, and never vanishes when the live page takes over', async ({ page }) => {
    await sampleHeadingOpacity(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'WELCOME VAULTLINE AI' })).toBeVisible();
    await page.waitForFunction(() => performance.now() > 3000);
    const samples = await page.evaluate(
      () => (window as unknown as { opacitySamples: Array<{ at: number; opacity: number }> }).opacitySamples,
    );

    const first = samples[0]!;
    expect(first.opacity).toBeLessThan(0.05);
    // Still hidden shortly before the delay is over (timed from the first screen's first frame).
    expect(samples.filter((sample) => sample.at < first.at + ABOUT_FADE_DELAY_MS - 100).every((sample) => sample.opacity < 0.05)).toBe(
      true,
    );
    expect(samples.at(-1)!.opacity).toBe(1);
    // One fade: once it has started, the heading never becomes less visible.
    samples.slice(1).forEach((sample, index) => expect(sample.opacity).toBeGreaterThanOrEqual(samples[index]!.opacity - 0.01));
    const fullyVisibleAt = samples.find((sample) => sample.opacity === 1)!.at;
    expect(fullyVisibleAt - first.at).toBeLessThan(ABOUT_FADE_DELAY_MS + ABOUT_FADE_MS + 400);
  });

  test('with reduced motion the page is there at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await sampleHeadingOpacity(page);
    await page.goto('/about');
    const samples = await page.evaluate(
      () => (window as unknown as { opacitySamples: Array<{ at: number; opacity: number }> }).opacitySamples,
    );
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every((sample) => sample.opacity === 1)).toBe(true);
  });
});

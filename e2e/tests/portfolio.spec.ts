import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { expectNoAxeViolations, withConsent } from '../src/helpers';

const MOBILE = { width: 390, height: 844 };
const SWIPE_THRESHOLD_PX = 50;
const CUSTOM_TITLES = ['Clearharbor', 'Halcyon Health', 'Tessera Insurance', 'Quillmart', 'Halcyon Health'];
const TEMPLATE_TITLES = ['Template 1', 'Template 2', 'Template 3', 'Template 4'];

function portfolio(page: Page) {
  return page.getByRole('main');
}

function projectTitles(page: Page) {
  return portfolio(page).getByRole('tabpanel').getByRole('article').getByRole('heading', { level: 2 });
}

function firstCarousel(page: Page) {
  return portfolio(page).getByRole('region', { name: 'Clearharbor: Private banking assistant screenshots' });
}

/** The slide a visitor sees (a leaving slide is aria-hidden while it animates out). */
function currentSlide(carousel: Locator) {
  return carousel.getByRole('group', { name: /^\d of 6$/ });
}

async function openPortfolio(page: Page, path = '/portfolio') {
  await withConsent(page);
  await page.goto(path);
  await expect(portfolio(page).getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
}

/** Drags across the image area with the mouse, from its centre. */
async function mouseDrag(page: Page, stage: Locator, dx: number) {
  const box = (await stage.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

/** A finger swipe through the DevTools protocol (Playwright has no touch-move API). */
async function touchSwipe(page: Page, stage: Locator, dx: number) {
  const box = (await stage.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 6, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('portfolio tabs', () => {
  test('Custom is the default tab; Template shows Template 1 to 4 and the mirrored showcase', async ({ page }) => {
    await openPortfolio(page);
    await expect(page).toHaveTitle(/^Portfolio \| /);
    const custom = portfolio(page).getByRole('tab', { name: 'Custom' });
    const template = portfolio(page).getByRole('tab', { name: 'Template' });
    await expect(custom).toHaveAttribute('aria-selected', 'true');
    await expect(projectTitles(page)).toHaveText(CUSTOM_TITLES);
    await expect(portfolio(page).getByRole('region', { name: /Built around your data/ })).toHaveAttribute('data-mirrored', 'false');

    await template.click();
    await expect(template).toHaveAttribute('aria-selected', 'true');
    await expect(projectTitles(page)).toHaveText(TEMPLATE_TITLES);
    const showcase = portfolio(page).getByRole('region', { name: 'Templates that go live in days' });
    await expect(showcase).toHaveAttribute('data-mirrored', 'true');
    // Mirrored: the text sits right of the mockups on desktop.
    const heading = (await showcase.getByRole('heading').boundingBox())!;
    const mockup = (await showcase.getByRole('img').first().boundingBox())!;
    expect(heading.x).toBeGreaterThan(mockup.x);
  });

  test('tabs follow the WAI-ARIA pattern: arrow keys, Home and End', async ({ page }) => {
    await openPortfolio(page);
    const custom = portfolio(page).getByRole('tab', { name: 'Custom' });
    const template = portfolio(page).getByRole('tab', { name: 'Template' });
    await custom.focus();
    await page.keyboard.press('ArrowRight');
    await expect(template).toBeFocused();
    await expect(template).toHaveAttribute('aria-selected', 'true');
    await expect(projectTitles(page)).toHaveText(TEMPLATE_TITLES);
    await page.keyboard.press('Home');
    await expect(custom).toBeFocused();
    await expect(projectTitles(page)).toHaveText(CUSTOM_TITLES);
    await page.keyboard.press('End');
    await expect(template).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(custom).toHaveAttribute('aria-selected', 'true');
  });

  test("/portfolio/{portfolioItem} shows the label 'Portfolio Item' inside the page", async ({ page }) => {
    await openPortfolio(page, '/portfolio/quillmart-ai-commerce');
    await expect(portfolio(page).getByText('Portfolio Item', { exact: true })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/portfolio$/);
  });
});

test.describe('project slider', () => {
  test('works from the keyboard and stops at both ends', async ({ page }) => {
    await openPortfolio(page);
    const carousel = firstCarousel(page);
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(currentSlide(carousel)).toHaveAccessibleName('1 of 6');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await previous.focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Slide 1' })).toBeFocused();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('Enter');
    await expect(currentSlide(carousel)).toHaveAccessibleName('6 of 6');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await expect(currentSlide(carousel)).toHaveAttribute('data-enter-from', 'right');

    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(carousel)).toHaveAccessibleName('5 of 6');
    await expect(currentSlide(carousel)).toHaveAttribute('data-enter-from', 'left');
    await expect(carousel.getByRole('button', { name: 'Slide 5' })).toHaveAttribute('aria-current', 'true');
  });

  test(`changes slide on a mouse drag of more than ${SWIPE_THRESHOLD_PX} px, not less`, async ({ page }) => {
    await openPortfolio(page);
    const carousel = firstCarousel(page);
    const stage = carousel.locator('[data-slider-stage]');
    await stage.scrollIntoViewIfNeeded();

    await mouseDrag(page, stage, -(SWIPE_THRESHOLD_PX - 10));
    await expect(currentSlide(carousel)).toHaveAccessibleName('1 of 6');
    await mouseDrag(page, stage, -(SWIPE_THRESHOLD_PX + 70));
    await expect(currentSlide(carousel)).toHaveAccessibleName('2 of 6');
    await mouseDrag(page, stage, SWIPE_THRESHOLD_PX + 70);
    await expect(currentSlide(carousel)).toHaveAccessibleName('1 of 6');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

  test('the slider follows a finger swipe and the page fits the screen', async ({ page }) => {
    await openPortfolio(page);
    const carousel = firstCarousel(page);
    const stage = carousel.locator('[data-slider-stage]');
    await stage.scrollIntoViewIfNeeded();

    await touchSwipe(page, stage, -120);
    await expect(currentSlide(carousel)).toHaveAccessibleName('2 of 6');
    await touchSwipe(page, stage, -30);
    await expect(currentSlide(carousel)).toHaveAccessibleName('2 of 6');
    await touchSwipe(page, stage, 120);
    await expect(currentSlide(carousel)).toHaveAccessibleName('1 of 6');

    // docs/product-rules.md §2: 6/6 image area on mobile, at most 70vh high; no sideways scrolling.
    const box = (await stage.boundingBox())!;
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    expect(box.height).toBeLessThanOrEqual(MOBILE.height * 0.7 + 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('image bytes loaded before the first scroll stay small', async ({ page }) => {
    const images: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image') return;
      images.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    });
    await openPortfolio(page);
    await page.waitForLoadState('load');
    // Past the forced-reveal time: everything that would load without scrolling has.
    await page.waitForTimeout(3000);
    const loaded = await Promise.all(images);
    const total = loaded.reduce((sum, image) => sum + image.bytes, 0);
    const screenshots = loaded.filter((image) => image.url.includes('/assets/portfolio/'));
    test.info().annotations.push({
      type: 'image bytes before first scroll (mobile)',
      description: `${total} B in ${loaded.length} images, of which ${screenshots.length} portfolio screenshots (${screenshots.reduce((sum, image) => sum + image.bytes, 0)} B)`,
    });
    console.log(
      `image bytes before first scroll (mobile): ${total} B in ${loaded.length} images:`,
      loaded.map((image) => `${new URL(image.url).pathname} ${image.bytes} B`).join(', '),
    );
    expect(total).toBeLessThan(60_000);
  });

  test('has no axe violations', async ({ page }) => {
    await openPortfolio(page);
    await expectNoAxeViolations(page, { include: '#main' });
  });
});

test.describe('images', () => {
  test('the image area is 7/3 on desktop and keeps its size while images arrive', async ({ page }) => {
    await openPortfolio(page);
    const stage = firstCarousel(page).locator('[data-slider-stage]');
    const before = (await stage.boundingBox())!;
    expect(before.width / before.height).toBeCloseTo(7 / 3, 1);

    await stage.scrollIntoViewIfNeeded();
    const images = firstCarousel(page).getByRole('group', { name: '1 of 6' }).getByRole('img');
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const after = (await stage.boundingBox())!;
    expect(after.height).toBeCloseTo(before.height, 0);
    expect(after.width).toBeCloseTo(before.width, 0);
  });

  test('screenshots below the fold load only when scrolled to', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/portfolio/')) requested.push(request.url());
    });
    await openPortfolio(page);
    await page.waitForTimeout(2000);
    expect(requested.some((url) => url.includes('/quillmart-ai-commerce/'))).toBe(false);

    const quillmart = portfolio(page).getByRole('region', { name: 'Quillmart: Online store with a shopping assistant screenshots' });
    await quillmart.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.filter((url) => url.includes('/quillmart-ai-commerce/1-')).length).toBe(3);
  });

  test('mockups separate on hover', async ({ page }) => {
    await openPortfolio(page);
    const stage = firstCarousel(page).locator('[data-slider-stage]');
    const pad = stage.locator('[data-active="true"] [data-device="pad"]');
    await stage.scrollIntoViewIfNeeded();
    await expect(pad).toHaveCSS('transform', 'none');
    await stage.hover();
    await expect(pad).not.toHaveCSS('transform', 'none');
  });

  test('reduced motion: slides change at once and mockups stay still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPortfolio(page);
    const carousel = firstCarousel(page);
    const stage = carousel.locator('[data-slider-stage]');
    await stage.scrollIntoViewIfNeeded();
    // Within 150 ms an animated slide would still be leaving.
    const slidesSoonAfterClick = await carousel.evaluate(async (element) => {
      element.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.click();
      await new Promise((resolve) => setTimeout(resolve, 150));
      return element.querySelectorAll('[aria-roledescription="slide"]').length;
    });
    expect(slidesSoonAfterClick).toBe(1);
    await expect(currentSlide(carousel)).toHaveAccessibleName('2 of 6');
    await stage.hover();
    await expect(stage.locator('[data-active="true"] [data-device="pad"]')).toHaveCSS('transform', 'none');
  });
});

test.describe('accessibility', () => {
  test('the portfolio has no axe violations on either tab', async ({ page }) => {
    await openPortfolio(page);
    await expectNoAxeViolations(page, { include: '#main' });
    await portfolio(page).getByRole('tab', { name: 'Template' }).click();
    await expectNoAxeViolations(page, { include: '#main' });
  });
});

// The marketing pages (remote-marketing) in the composed production site:
// Home, About and Privacy policy — their visible content, dialogs, timings
// that a visitor sees, metadata, and axe.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { expectNoAxeViolations, withConsent } from '../src/helpers';

const QUOTE = 'Get A Free Quote Now!';
/** docs/product-rules.md §2: the last slogan word starts at 2500 + 2 × 500 ms; it lands 400 ms later. */
const SLOGAN_LANDED_MS = 3900;

function main(page: Page) {
  return page.getByRole('main');
}

/** Opens the library tile `name` on `path`: its dialog is named after it and shows its logo. */
async function openLibraryTile(page: Page, path: string, name: string) {
  await page.goto(path);
  const tile = main(page).getByRole('button', { name });
  await tile.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${name} logo` })).toBeVisible();
  return { tile, dialog };
}

async function expectMeta(page: Page, title: RegExp, description: RegExp, canonical: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute('content', description);
  // The page's own description. (The shell's index.html also carries a static
  // <title> and description for the first paint, which stay beside the page's
  // own; see the remote-marketing report.)
  const descriptions = await page
    .locator('head meta[name="description"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  expect(descriptions.some((content) => description.test(content))).toBe(true);
}

test.beforeEach(async ({ page }) => withConsent(page));

test.describe('Home', () => {
  test('runs the hero sequence and offers the free quote only after the slogan has landed', async ({ page }) => {
    await page.goto('/');
    const quote = main(page).getByRole('button', { name: QUOTE });
    // Timed from navigation start, the page's own clock (first-screen.spec.ts samples every frame).
    const sincePageStart = () => page.evaluate(() => performance.now());

    await expect(main(page).getByRole('heading', { level: 1 })).toHaveAccessibleName('Quality That Matters');
    await expect(main(page).getByText(/designs, builds and runs AI systems/)).toBeVisible();
    if ((await sincePageStart()) < SLOGAN_LANDED_MS - 200) await expect(quote).toHaveCount(0);

    await expect(main(page).getByRole('img', { name: /laptop with code being typed/i })).toContainText('dataLeavesYourNetwork');
    await expect(quote).toBeVisible({ timeout: 10_000 });
    expect(await sincePageStart()).toBeGreaterThanOrEqual(SLOGAN_LANDED_MS - 100);

    await quote.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('shows the whole hero at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');

    await expect(main(page).getByRole('button', { name: QUOTE })).toBeVisible({ timeout: 2000 });
    await expect(main(page).getByText('Matters', { exact: true })).toBeVisible();
  });

  test('shows packages, the deployment claim, experience and the contact call to action', async ({ page }) => {
    await page.goto('/');
    const packages = main(page).getByRole('region', { name: 'AI CRM packages' });

    await expect(packages.getByRole('heading', { level: 3 })).toHaveText(['Starter AI CRM', 'Professional AI CRM', 'Enterprise AI CRM']);
    await expect(packages.locator('article', { hasText: 'Most Popular' })).toContainText('Professional AI CRM');
    await expect(packages.getByText('4-day deployment')).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Experience' }).locator('article')).toHaveCount(3);

    const cta = main(page).getByRole('region', { name: /Ready to put AI to work/ });
    await cta.scrollIntoViewIfNeeded();
    await expect(cta.getByRole('heading')).toBeVisible();
    await cta.getByRole('button', { name: 'Get in touch' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('opens a technology popup with title and description, closed by Escape with focus back', async ({ page }) => {
    const { tile, dialog } = await openLibraryTile(page, '/', 'Socket.IO');
    await expect(dialog).toContainText('Real-time connections between browser and server');
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('opens each service popup', async ({ page }) => {
    await page.goto('/');
    for (const title of ['AI & Machine Learning', 'UI Development', 'Cloud Solutions', 'E-commerce']) {
      await main(page).getByRole('button', { name: title }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('loads every technology logo and service illustration', async ({ page }) => {
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const images = main(page).locator('img');
    const count = await images.count();
    expect(count).toBeGreaterThanOrEqual(21);
    for (let index = 0; index < count; index += 1) {
      const image = images.nth(index);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test('has its metadata and no axe violations', async ({ page }) => {
    await page.goto('/');
    const quote = main(page).getByRole('button', { name: QUOTE });
    await expect(quote).toBeVisible({ timeout: 10_000 });
    // axe judges contrast on what is painted: let the button finish fading in.
    await expect
      .poll(() => quote.evaluate((button) => (button.parentElement ? getComputedStyle(button.parentElement).opacity : '')))
      .toBe('1');

    await expectMeta(page, /Vaultline AI \| Private, secure AI solutions/, /AI CRM systems.*4-day deployment/, 'https://vaultline.ai/');
    await expectNoAxeViolations(page, { include: 'main' });
  });
});

test.describe('About', () => {
  test('shows the banner, the story, the value statements, and fades in', async ({ page }) => {
    await page.goto('/about');

    const heading = main(page).getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('WELCOME VAULTLINE AI');
    await expect(heading).toBeVisible();
    await expect(main(page).getByText('Innovative AI Solutions with Privacy and Security at the Core.')).toBeVisible();
    for (const name of ['About Us', 'Our Mission', 'Our Vision', 'Core Values', 'Our Expertise']) {
      await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Security First', 'Tailored Solutions', 'Innovation Meets Security']) {
      await expect(main(page).getByRole('heading', { name })).toBeVisible();
    }
    for (const name of ['On-time delivery', 'High-quality development', 'Specialized expertise']) {
      await expect(main(page).getByRole('heading', { name })).toBeVisible();
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('opens a library modal of at most 600 px with a Close button', async ({ page }) => {
    const { tile, dialog } = await openLibraryTile(page, '/about', 'Anthropic');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(600);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('a library tile leans towards the pointer and straightens when it leaves', async ({ page }) => {
    await page.goto('/about');
    const tile = main(page).getByRole('button', { name: 'Anthropic' });
    await tile.scrollIntoViewIfNeeded();
    const box = (await tile.boundingBox())!;
    // Only the pointer tilts a tile about its horizontal axis (its first-appearance wobble does not).
    const rotateX = () => tile.evaluate((element) => Number(/rotateX\((-?[\d.e-]+)deg/.exec(element.style.transform)?.[1] ?? 0));
    // A pointer resting near its top edge keeps moving a little, as a hand does: the tile leans back towards it.
    let nudge = 0;
    await expect
      .poll(async () => {
        nudge = 1 - nudge;
        await page.mouse.move(box.x + box.width * 0.5 + nudge, box.y + box.height * 0.15);
        return rotateX();
      })
      .toBeGreaterThan(3);
    await page.mouse.move(box.x + box.width / 2, box.y - 40);
    await expect.poll(rotateX).toBe(0);
  });

  test('has its metadata and no axe violations', async ({ page }) => {
    await page.goto('/about');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    // Let the fade-in and the tiles' first-appearance wobble finish.
    await page.waitForTimeout(2500);

    await expectMeta(page, /About Vaultline AI/, /^Meet Vaultline AI/, 'https://vaultline.ai/about');
    await expectNoAxeViolations(page, { include: 'main' });
  });
});

test.describe('Privacy policy', () => {
  test('shows the ten sections and what the site stores', async ({ page }) => {
    await page.goto('/privacy-policy');

    await expect(main(page).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // The policy's own sections: the start-project section below it, mounted once the page is idle, has its own heading.
    await expect(main(page).getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(main(page)).toContainText('gdpr_cookie_preferences');
    await expect(main(page)).toContainText(/We keep chat conversations and start-project requests for \d+ days/);
    await expect(main(page).getByRole('link', { name: 'hello@vaultline.ai' }).first()).toHaveAttribute('href', 'mailto:hello@vaultline.ai');
  });

  test('reopens the cookie preferences from the policy', async ({ page }) => {
    await page.goto('/privacy-policy');

    await main(page).getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
  });

  test('has its metadata and no axe violations', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();

    await expectMeta(page, /Privacy Policy \| Vaultline AI/, /download or delete your data/, 'https://vaultline.ai/privacy-policy');
    await expectNoAxeViolations(page, { include: 'main' });
  });
});

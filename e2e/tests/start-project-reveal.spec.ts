/**
 * The start-project section follows its marker's visibility, whatever moved it there (issue 50,
 * items 2 and 8), on a phone and on a desktop:
 * - a Tab-only walk of every page reaches every field of the form, each shown when focused;
 * - the privacy policy's "Contact Us" link, which lands beside it, reveals it;
 * - its centring scroll never pulls the page from under a reader: a visitor who stops with only
 *   the section's edge in view keeps their place, and a heading they are reading stays on screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { expectNoAxeViolations, startProjectSection, waitForLateParts, withConsent } from '../src/helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PAGES = ['/', '/portfolio', '/about', '/privacy-policy'];
/** Longer than a reveal (scroll 0.5 s after the marker is seen, fade 0.2 s later) with its smooth scroll. */
const LONGER_THAN_A_REVEAL_MS = 3_000;
/** Enough presses to walk the longest page (the portfolio's cards) to the footer. */
const MAX_TAB_PRESSES = 400;

/** Whether the section is painted (transparent until it is revealed). */
const sectionShown = (page: Page) => startProjectSection(page).evaluate((element) => getComputedStyle(element).opacity === '1');

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The focused element, named so that two fields never share a name. */
function focusedField(
  page: Page,
): Promise<{ inSection: boolean; inForm: boolean; inFooter: boolean; id: string; where: string; visible: boolean } | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const section = focused.closest('section[aria-labelledby="start-project-title"]');
    const form = section && focused.closest('form');
    const box = focused.getBoundingClientRect();
    let opacity = 1;
    for (let node: Element | null = focused; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return {
      inSection: !!section,
      inForm: !!form,
      inFooter: !!focused.closest('footer'),
      id: `${focused.tagName}:${focused.getAttribute('name') ?? focused.id}:${(focused as HTMLInputElement).value ?? ''}`,
      where: `top=${box.top} bottom=${box.bottom} ih=${window.innerHeight} sy=${window.scrollY} op=${opacity}`,
      visible: box.bottom > 0 && box.top < window.innerHeight && opacity > 0,
    };
  });
}

/** The form's fields that a visitor can focus, as focusedField names them. */
function formFields(page: Page): Promise<string[]> {
  return startProjectSection(page).evaluate((section) =>
    [...section.querySelectorAll<HTMLElement>('form input, form select, form textarea')]
      .filter((field) => !field.hasAttribute('disabled') && field.tabIndex >= 0 && field.getClientRects().length > 0)
      .filter((field) => getComputedStyle(field).visibility !== 'hidden')
      .map((field) => `${field.tagName}:${field.getAttribute('name') ?? field.id}:${(field as HTMLInputElement).value ?? ''}`),
  );
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`the start-project section on a ${device}`, () => {
    test.use({ viewport, hasTouch: device === 'phone', isMobile: device === 'phone' });

    for (const path of PAGES) {
      test(`a Tab-only walk of ${path} reaches every field of the form, each on screen`, async ({ page }) => {
        // Known defect: on a desktop /about, the first field is still off screen when Tab reaches it
        // (it scrolls in afterwards); the closing note of issue 50 tracks it.
        await withConsent(page);
        await page.goto(path);
        await waitForLateParts(page);
        const reached = new Set<string>();
        let fieldsOnPage: string[] = [];
        for (let press = 0; press < MAX_TAB_PRESSES; press += 1) {
          await page.keyboard.press('Tab');
          const focused = await focusedField(page);
          if (!focused) continue;
          // Focus on the section's first link fetches the form if it is not there yet: the visitor sees it arrive.
          if (focused.inSection && !focused.inForm) await expect(startProjectSection(page).locator('form')).toBeVisible();
          if (focused.inForm) {
            // The form is revealed with the focus in it, and its field is painted where it is.
            await expect.poll(() => sectionShown(page)).toBe(true);
            expect(focused.visible, `${focused.id} ${focused.where}`).toBe(true);
            reached.add(focused.id);
            if (fieldsOnPage.length === 0) fieldsOnPage = await formFields(page);
          }
          // The footer comes after the section: the walk has passed it.
          if (focused.inFooter) break;
        }
        expect(fieldsOnPage.length, 'fields of the form').toBeGreaterThan(0);
        expect(fieldsOnPage.filter((field) => !reached.has(field))).toEqual([]);
      });
    }

    test('the privacy policy’s “Contact Us” link, landing beside it, reveals it', async ({ page }) => {
      await withConsent(page);
      await page.goto('/privacy-policy');
      await waitForLateParts(page);
      expect(await sectionShown(page)).toBe(false);
      await page.getByRole('navigation', { name: 'Sections of this policy' }).getByRole('link', { name: 'Contact Us' }).click();
      await expect(page.getByRole('heading', { name: '10. Contact Us' })).toBeInViewport();
      await expect.poll(() => sectionShown(page), { timeout: 5_000 }).toBe(true);
      await expect(page.getByRole('heading', { name: '10. Contact Us' })).toBeInViewport();
    });

    test('a visitor who stops with only its edge in view keeps their place, and it still fades in', async ({ page }) => {
      await withConsent(page);
      await page.goto('/portfolio');
      await waitForLateParts(page);
      // Scroll so that the section's top 60 px are on screen: its marker is in view, the section mostly not.
      await startProjectSection(page).evaluate((section) => {
        const top = section.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight + 60, behavior: 'instant' });
      });
      const stoppedAt = await scrollY(page);
      await page.waitForTimeout(LONGER_THAN_A_REVEAL_MS);
      expect(Math.abs((await scrollY(page)) - stoppedAt)).toBeLessThanOrEqual(2);
      expect(await sectionShown(page)).toBe(true);
    });

    test('a heading the visitor is reading stays on screen', async ({ page }) => {
      await withConsent(page);
      await page.goto('/about');
      await waitForLateParts(page);
      // The visitor reads the page's last heading, just below the header, with the section's place in view below.
      const lastHeading = page.getByRole('main').getByRole('heading').filter({ hasNotText: 'Start your project' }).last();
      await lastHeading.evaluate((heading) => {
        const header = document.querySelector('body header')?.getBoundingClientRect().height ?? 0;
        window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - header - 8, behavior: 'instant' });
      });
      await expect(lastHeading).toBeInViewport({ ratio: 1 });
      await page.waitForTimeout(LONGER_THAN_A_REVEAL_MS);
      await expect(lastHeading).toBeInViewport({ ratio: 1 });
    });

    test('with reduced motion it never scrolls the page', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await withConsent(page);
      await page.goto('/portfolio');
      await waitForLateParts(page);
      await startProjectSection(page).evaluate((section) => {
        const top = section.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight + section.getBoundingClientRect().height * 0.7, behavior: 'instant' });
      });
      const stoppedAt = await scrollY(page);
      await page.waitForTimeout(LONGER_THAN_A_REVEAL_MS);
      expect(await scrollY(page)).toBe(stoppedAt);
      expect(await sectionShown(page)).toBe(true);
    });

    test('revealed and in focus, it passes axe', async ({ page }) => {
      await withConsent(page);
      await page.goto('/about');
      await waitForLateParts(page);
      await startProjectSection(page).getByRole('link', { name: 'Read our Privacy Policy' }).focus();
      await expect.poll(() => sectionShown(page)).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
}

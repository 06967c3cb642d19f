import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The cookie-consent record as the site keeps it in the visitor's browser
 * (docs/product-rules.md §3). Written out here, not imported from the shell's
 * source: the suite sees the built site as a visitor's browser does.
 */
export const CONSENT_STORAGE_KEY = 'gdpr_cookie_preferences';
const CONSENT_POLICY_REVISION = '2025-01';

export interface ConsentChoices {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

const ALL_DENIED: ConsentChoices = { necessary: true, analytics: false, marketing: false, functional: true };

/**
 * Stores a cookie-consent record before the page loads, so the banner stays
 * closed (tests that are not about consent).
 */
export async function withConsent(page: Page, choices: ConsentChoices = ALL_DENIED): Promise<void> {
  const record = { ...choices, timestamp: Date.now(), revision: CONSENT_POLICY_REVISION };
  await page.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, JSON.stringify(record)] as const,
  );
}

/** WCAG 2.2 AA with axe: no violations on what the page shows now. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, 'axe violations').toEqual([]);
}

/** The chat launcher, whatever the unread count in its name. */
export const chatLauncher = (page: Page) => page.getByRole('button', { name: /^Chat with / });

/** The start-project section below every page, also while it is hidden (then it has no accessible name). */
export const startProjectSection = (page: Page) => page.locator('section[aria-labelledby="start-project-title"]');

/**
 * Resolves once the parts the shell mounts after the first paint are on the page: the
 * start-project section (hidden until revealed, it still takes its place above the footer)
 * and the chat launcher. The network going quiet is not enough: on a busy machine the shell
 * mounts them only when the browser is idle, which may come later.
 */
export async function waitForLateParts(page: Page): Promise<void> {
  await expect(startProjectSection(page)).toBeAttached();
  await expect(chatLauncher(page)).toBeVisible();
}

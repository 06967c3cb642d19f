import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { CONSENT_STORAGE_KEY, expectNoAxeViolations, waitForLateParts, withConsent } from '../src/helpers';

const MOBILE = { width: 390, height: 844 };

declare global {
  interface Window {
    /** The tag manager's data layer (the page's inline Consent Mode script creates it). */
    dataLayer?: unknown[];
  }
}

async function dataLayerPageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry: unknown): entry is { event: string; page: string } => (entry as { event?: string }).event === 'pageview')
      .map((entry: { page: string }) => entry.page),
  );
}

function mainNavigation(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

test.describe('routes', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('every route renders its page inside the shell', async ({ page }) => {
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Quality');
    }
    await page.goto('/portfolio');
    await expect(page.getByRole('main').getByRole('tab', { name: 'Custom' })).toBeVisible();
    await expect(page.getByText('Portfolio Item', { exact: true })).toHaveCount(0);

    await page.goto('/portfolio/any-project');
    await expect(page.getByText('Portfolio Item', { exact: true })).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('main')).toContainText('WELCOME');
    await expect(page.getByRole('main')).toContainText('VAULTLINE');

    await page.goto('/privacy-policy');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Privacy');
  });

  test('an unknown path shows the 404 page, answered with status 404, and Go to Home returns home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main')).toContainText('Quality');
  });

  test('the header marks the active link and hides on scroll down, shows on scroll up', async ({ page }) => {
    await page.goto('/about');
    await expect(mainNavigation(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNavigation(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 1200);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -400);
    await expect(header).toBeInViewport();
  });

  test("the header's Start Project opens the start-project form", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Start Project' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('exactly one React and one react-dom run on the page, shared by every remote', async ({ page }) => {
    // Every react-dom copy registers a renderer with the devtools hook.
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: {
          renderers: new Map(),
          supportsFiber: true,
          inject(renderer: unknown) {
            renderers.push(renderer);
            return renderers.length;
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
      (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('Quality');
    await page.getByRole('banner').getByRole('link', { name: 'Portfolio' }).click();
    await expect(page.getByRole('main').getByRole('tab', { name: 'Custom' })).toBeVisible();

    const counts = await page.evaluate(() => {
      const federation = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>>;
          };
        }
      ).__FEDERATION__;
      const loadedVersions = (pkg: string) => {
        const versions = new Set<string>();
        for (const scopes of Object.values(federation.__SHARE__)) {
          for (const [version, shared] of Object.entries(scopes.default?.[pkg] ?? {})) {
            if (shared.loaded || shared.lib) versions.add(version);
          }
        }
        return versions.size;
      };
      return {
        renderers: (window as unknown as { __renderers: unknown[] }).__renderers.length,
        react: loadedVersions('react'),
        reactDom: loadedVersions('react-dom'),
      };
    });
    expect(counts).toEqual({ renderers: 1, react: 1, reactDom: 1 });
  });
});

test.describe('security headers', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('the composed site runs under its Content-Security-Policy without a single violation', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
      );
    });
    // The launcher pulses for 4 s when it appears; without motion it is still, so it can be clicked at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('main')).toContainText('Quality');
    await expect(page.getByRole('button', { name: /^Chat with Vera/ })).toBeVisible();
    await page.getByRole('button', { name: /^Chat with Vera/ }).click();
    await expect(page.getByRole('dialog', { name: /Vera/ })).toBeVisible();
    await page.keyboard.press('Escape');
    for (const link of ['Portfolio', 'About']) {
      await mainNavigation(page).getByRole('link', { name: link }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: MOBILE });
  test.beforeEach(async ({ page }) => withConsent(page));

  test('opens from the hamburger, locks page scroll, closes on a link choice and on Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Start Project' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(260);

    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await hamburger.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('axe finds no violations with the drawer open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('Quality');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.waitForTimeout(600);
    await expectNoAxeViolations(page);
  });
});

test.describe('cookie consent and analytics', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
  const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_STORAGE_KEY);

  test('Accept All stores every category on, the banner stays gone after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toContainText('We use cookies to improve your experience. By continuing, you accept our Privacy Policy.');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: true, marketing: true, functional: true });
    await page.reload();
    await expect(page.getByRole('main')).toContainText('Quality');
    await expect(banner(page)).toBeHidden();
  });

  test('Reject All stores the optional categories off', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false, functional: false });
  });

  test("Settings → Save Preferences stores the choice, and the footer's Cookie settings reopens it", async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeChecked();
    await dialog.getByRole('switch', { name: 'Marketing' }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: true, functional: true });

    await page.reload();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  });

  test('a stored record that fails to parse is replaced and the banner shows again', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{broken'), CONSENT_STORAGE_KEY);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
  });

  test('Consent Mode denies everything by default and the data layer has page views only after analytics consent', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('Quality');
    const defaults = await page.evaluate(() => Array.from((window.dataLayer?.[0] ?? []) as ArrayLike<unknown>));
    expect(defaults).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);

    await mainNavigation(page).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    expect(await dataLayerPageViews(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => dataLayerPageViews(page)).toEqual(['/portfolio']);
    await mainNavigation(page).getByRole('link', { name: 'About' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => dataLayerPageViews(page)).toEqual(['/portfolio', '/about', '/']);
  });

  test('axe finds no violations on every route with the banner open', async ({ page }) => {
    // Entrance animations settle at once, so axe checks the page as it rests.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/portfolio', '/about', '/privacy-policy', '/no-such-page']) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      await waitForLateParts(page);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('a remote that is down', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  const cases = [
    {
      service: 'remote-marketing',
      path: '/',
      label: 'The home page',
      back: (page: Page) => expect(page.getByRole('main')).toContainText('Quality'),
    },
    {
      service: 'remote-portfolio',
      path: '/portfolio',
      label: 'The portfolio',
      back: (page: Page) => expect(page.getByRole('tab', { name: 'Custom' })).toBeVisible(),
    },
    {
      service: 'remote-contact',
      path: '/',
      label: 'The start-project form',
      back: (page: Page) => expect(page.getByText('The start-project form is unavailable right now.')).toBeHidden(),
    },
    {
      service: 'remote-chat',
      path: '/',
      label: 'The chat assistant',
      back: (page: Page) => expect(page.getByRole('button', { name: /^Chat with Vera/ })).toBeVisible(),
    },
  ] as const;

  for (const { service, path, label, back } of cases) {
    test(`${service} stopped: the rest of the site works, its part shows a fallback, and Retry brings it back`, async ({ page, site }) => {
      await site.stop(service);
      try {
        await page.goto(path);
        const fallback = page.getByText(`${label} is unavailable right now.`);
        await expect(fallback).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('banner').getByRole('link', { name: 'Vaultline AI home' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('© 2025 Vaultline AI');
        // The other remotes still work: the home page, or (when its remote is the one down) the chat launcher.
        if (service === 'remote-contact' || service === 'remote-chat') await expect(page.getByRole('main')).toContainText('Quality');
        else await expect(page.getByRole('button', { name: /^Chat with Vera/ })).toBeVisible();
      } finally {
        await site.start(service);
      }
      const retry = page.getByText(`${label} is unavailable right now.`).locator('..').getByRole('button', { name: 'Retry' });
      await retry.click();
      await expect(page.getByText(`${label} is unavailable right now.`)).toBeHidden({ timeout: 20_000 });
      await back(page);
    });
  }
});

test.describe('a remote whose process dies', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('remote-portfolio killed: the other pages keep working and the portfolio is back within seconds', async ({ page, site }) => {
    const killed = site.pid('remote-portfolio');
    expect(killed).toBeDefined();
    process.kill(killed!, 'SIGKILL');

    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('Quality');
    await expect(page.getByRole('button', { name: /^Chat with Vera/ })).toBeVisible();

    // Back within seconds, as a new process.
    await expect.poll(() => site.supervisorLog().at(-1), { timeout: 10_000, intervals: [100] }).toBe('remote-portfolio is running again.');
    expect(site.supervisorLog()).toContain(
      'remote-portfolio stopped unexpectedly (signal SIGKILL); restarting it in 0.5 s. The rest of the site keeps serving.',
    );
    expect(site.pid('remote-portfolio')).not.toBe(killed);
    await page.goto('/portfolio');
    await expect(page.getByRole('tab', { name: 'Custom' })).toBeVisible();
  });
});

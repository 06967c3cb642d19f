import { screen, within } from '@testing-library/react';
import { ABOUT_FADE_IN_DELAY_MS, ABOUT_FADE_IN_MS, BANNER_SUBTITLE, CORE_VALUES, EXPERTISE, VALUE_STATEMENTS } from '../content/about';
import { pageMeta } from '../content/seo';
import { preferReducedMotion, renderSettled, testBrand } from '../test-support/render';
import About from './About';

const originalMatchMedia = window.matchMedia;
const originalScrollTo = window.scrollTo;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  window.scrollTo = originalScrollTo;
});

function renderAbout() {
  return renderSettled(<About brand={testBrand} track={jest.fn()} />);
}

describe('About', () => {
  describe('with motion', () => {
    beforeEach(() => preferReducedMotion(false));

    it('scrolls to the top on load and fades in after 500 ms, as a CSS animation its static first screen runs too', async () => {
      const scrollTo = jest.fn();
      window.scrollTo = scrollTo as typeof window.scrollTo;
      await renderAbout();
      const page = screen.getByRole('heading', { level: 1 }).closest('[data-about-fade]');

      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      // The browser runs it (e2e/tests/first-paint.spec.ts watches it there): hidden for 500 ms, then 400 ms to full opacity.
      expect(page).not.toBeNull();
      expect(getComputedStyle(page!).animation).toMatch(
        new RegExp(` ${ABOUT_FADE_IN_MS}ms ease-out ${ABOUT_FADE_IN_DELAY_MS}ms forwards$`),
      );
    });
  });

  describe('with reduced motion', () => {
    beforeEach(() => preferReducedMotion(true));

    it('is visible at once', async () => {
      await renderAbout();

      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    });

    it('shows WELCOME and the product name in capitals, with the subtitle', async () => {
      await renderAbout();

      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('WELCOME VAULTLINE AI');
      expect(screen.getByText(BANNER_SUBTITLE)).toBeInTheDocument();
      expect(BANNER_SUBTITLE).toBe('Innovative AI Solutions with Privacy and Security at the Core.');
    });

    it('tells the story: About Us, mission, vision, Core Values and expertise', async () => {
      await renderAbout();

      expect(screen.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
      const values = screen.getByRole('region', { name: 'Core Values' });
      expect(
        within(values)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(CORE_VALUES.map((value) => value.title));
      expect(CORE_VALUES.map((value) => value.title)).toEqual(['Security First', 'Tailored Solutions', 'Innovation Meets Security']);
      const expertise = screen.getByRole('region', { name: 'Our Expertise' });
      expect(within(expertise).getAllByRole('listitem')).toHaveLength(EXPERTISE.length);
    });

    it('shows the three value statements', async () => {
      await renderAbout();

      VALUE_STATEMENTS.forEach((statement) => {
        expect(screen.getByRole('heading', { name: statement.title })).toBeInTheDocument();
      });
      expect(VALUE_STATEMENTS.map((statement) => statement.title)).toEqual([
        'On-time delivery',
        'High-quality development',
        'Specialized expertise',
      ]);
    });

    it('sets its own title, canonical URL and Open Graph tags', async () => {
      await renderAbout();

      expect(document.title).toBe(pageMeta('about', testBrand).title);
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://vaultline.ai/about');
      expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'https://vaultline.ai/about');
    });
  });
});

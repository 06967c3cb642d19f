import { screen, within } from '@testing-library/react';
import {
  ABOUT_FADE_IN_DELAY_MS,
  ABOUT_FADE_IN_MS,
  BANNER_SUBTITLE,
  CORE_VALUES,
  EXPERTISE,
  VALUE_STATEMENTS,
} from '../content/about';
import { pageMeta } from '../content/seo';
import {
  advanceTime,
  preferReducedMotion,
  renderSettled,
  restoreRealClock,
  testBrand,
  useFakeAnimationClock,
} from '../test-support/render';
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
    beforeEach(() => {
      useFakeAnimationClock();
      preferReducedMotion(false);
    });
    afterEach(() => restoreRealClock());

    it('scrolls to the top on load and fades in after 500 ms', async () => {
      const scrollTo = jest.fn();
      window.scrollTo = scrollTo as typeof window.scrollTo;
      await renderAbout();
      const banner = screen.getByRole('heading', { level: 1 });

      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      advanceTime(ABOUT_FADE_IN_DELAY_MS - 1);
      expect(banner).not.toBeVisible();

      advanceTime(ABOUT_FADE_IN_MS / 4 + 1);
      expect(banner).toBeVisible();
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
      expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        CORE_VALUES.map((value) => value.title),
      );
      expect(CORE_VALUES.map((value) => value.title)).toEqual([
        'Security First',
        'Tailored Solutions',
        'Innovation Meets Security',
      ]);
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
      expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
        'content',
        'https://vaultline.ai/about',
      );
    });
  });
});

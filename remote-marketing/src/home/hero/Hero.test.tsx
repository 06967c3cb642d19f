import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMPTY_PROMPT_NOTE,
  HERO_ASSURANCES,
  HERO_CODE,
  HERO_EYEBROW,
  QUOTE_CTA_LABEL,
  SLOGAN_LANDED_MS,
  SLOGAN_SLIDE_MS,
  SLOGAN_WORDS,
  TYPING_DURATION_MS,
  heroLead,
  sloganWordDelay,
} from '../../content/hero';
import { preferReducedMotion, renderInSite, testBrand } from '@agency/tooling/test-kit';
import {
  advanceTime as advance,
  renderSettled,
  restoreRealClock,
  settleLazyModules,
  useFakeAnimationClock,
} from '../../test-support/render';
import { Hero } from './Hero';
import { SLOGAN_WORD_OFFSET_PX } from './hero-styles';

beforeEach(() => {
  useFakeAnimationClock();
  preferReducedMotion(false);
});

afterEach(() => {
  restoreRealClock();
});

describe('Hero', () => {
  it('shows the lead paragraph on the first paint, before the animation code has arrived', async () => {
    renderInSite(<Hero brand={testBrand} onStartProject={jest.fn()} />);

    expect(screen.getByText(heroLead(testBrand))).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Quality That Matters' })).toBeInTheDocument();
    expect(screen.getByText(SLOGAN_WORDS[0])).not.toBeVisible();
    await settleLazyModules();
  });

  it('composes the first screen before the slogan lands: eyebrow, lead, assurances and laptop in place', async () => {
    await renderSettled(<Hero brand={testBrand} onStartProject={jest.fn()} />);

    expect(screen.getByText(HERO_EYEBROW)).toBeVisible();
    expect(screen.getByText(heroLead(testBrand))).toBeVisible();
    const assurances = screen.getByRole('list', { name: 'What every project shares' });
    expect(assurances).toBeVisible();
    expect([...assurances.querySelectorAll('li')].map((item) => item.textContent)).toEqual([...HERO_ASSURANCES]);
    expect(screen.getByRole('img', { name: /laptop with code/i })).toBeVisible();
    // The slogan's words are laid out (their room is kept) but not shown, and there is no button yet.
    advance(sloganWordDelay(0) - 1);
    for (const word of SLOGAN_WORDS) expect(screen.getByText(word)).not.toBeVisible();
    expect(screen.queryByRole('button', { name: QUOTE_CTA_LABEL })).not.toBeInTheDocument();
  });

  it('types the code onto the laptop before the slogan arrives', async () => {
    await renderSettled(<Hero brand={testBrand} onStartProject={jest.fn()} />);
    const laptop = screen.getByRole('img', { name: /laptop with code/i });

    expect(laptop).not.toHaveTextContent('dataLeavesYourNetwork');
    advance(TYPING_DURATION_MS + 100);
    expect(laptop.querySelector('pre')?.textContent).toBe(HERO_CODE);
    expect(screen.getByText(SLOGAN_WORDS[0])).not.toBeVisible();
  });

  it('slides the words in at 2500 ms plus 500 ms per word', async () => {
    await renderSettled(<Hero brand={testBrand} onStartProject={jest.fn()} />);

    let now = 0;
    const advanceTo = (time: number) => {
      advance(time - now);
      now = time;
    };

    expect(SLOGAN_WORDS.map((_word, index) => sloganWordDelay(index))).toEqual([2500, 3000, 3500]);
    SLOGAN_WORDS.forEach((word, index) => {
      advanceTo(sloganWordDelay(index) - 1);
      expect(screen.getByText(word)).not.toBeVisible();
      advanceTo(sloganWordDelay(index) + 50);
      expect(screen.getByText(word)).toBeVisible();
    });
  });

  it('moves each word in from the left over 400 ms from its moment, rather than showing it at once', async () => {
    await renderSettled(<Hero brand={testBrand} onStartProject={jest.fn()} />);

    advance(sloganWordDelay(0) + SLOGAN_SLIDE_MS / 2);
    const halfway = screen.getByText(SLOGAN_WORDS[0]);
    const opacity = Number(halfway.style.opacity);
    const offset = Number(/translateX\((-?[\d.]+)px\)/.exec(halfway.style.transform)?.[1]);
    expect(opacity).toBeGreaterThan(0.2);
    expect(opacity).toBeLessThan(0.8);
    // Halfway from its offset (to the left, a negative x) to its place.
    expect(offset).toBeGreaterThan(0.8 * SLOGAN_WORD_OFFSET_PX);
    expect(offset).toBeLessThan(0.2 * SLOGAN_WORD_OFFSET_PX);

    advance(SLOGAN_SLIDE_MS);
    expect(screen.getByText(SLOGAN_WORDS[0])).toHaveStyle({ opacity: '1' });
  });

  it('offers the free quote only after the last word has landed, and it opens the form', async () => {
    const onStartProject = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderSettled(<Hero brand={testBrand} onStartProject={onStartProject} />);

    advance(SLOGAN_LANDED_MS - 1);
    expect(screen.queryByRole('button', { name: QUOTE_CTA_LABEL })).not.toBeInTheDocument();

    advance(1);
    const quote = screen.getByRole('button', { name: QUOTE_CTA_LABEL });
    advance(1000);
    // Still the same button: it is not swapped out under the visitor's pointer or focus.
    expect(quote).toBeInTheDocument();
    await user.click(quote);
    expect(onStartProject).toHaveBeenCalledTimes(1);
  });

  it('ends the typing with a note when the prompt is empty', async () => {
    await renderSettled(<Hero brand={testBrand} onStartProject={jest.fn()} codePrompt="   " />);

    advance(TYPING_DURATION_MS + 100);
    expect(screen.getByRole('img', { name: /laptop with code/i })).toHaveTextContent(EMPTY_PROMPT_NOTE);
  });

  it('shows everything at once when the visitor prefers reduced motion', async () => {
    preferReducedMotion(true);
    await renderSettled(<Hero brand={testBrand} onStartProject={jest.fn()} />);

    SLOGAN_WORDS.forEach((word) => expect(screen.getByText(word)).toBeVisible());
    expect(screen.getByRole('button', { name: QUOTE_CTA_LABEL })).toBeVisible();
    expect(screen.getByRole('img', { name: /laptop with code/i }).querySelector('pre')?.textContent).toBe(HERO_CODE);
  });
});

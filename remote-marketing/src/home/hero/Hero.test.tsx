import { screen } from '@testing-library/react';
import {
  EMPTY_PROMPT_NOTE,
  HERO_ASSURANCES,
  HERO_CODE,
  HERO_EYEBROW,
  QUOTE_CTA_LABEL,
  SLOGAN_WORDS,
  TYPING_DURATION_MS,
  heroLead,
  sloganWordDelay,
} from '../../content/hero';
import { renderInSite, testBrand } from '@agency/tooling/test-kit';
import { Hero } from './Hero';

// jsdom runs no CSS animations: these tests read the sequence's timing from the elements; the
// e2e suite (first-screen.spec.ts) watches it run in Chromium, on the static screen and live.

describe('Hero', () => {
  it('composes the first screen from the first render: slogan, eyebrow, lead, assurances and laptop', () => {
    renderInSite(<Hero brand={testBrand} onStartProject={jest.fn()} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Quality That Matters' })).toBeInTheDocument();
    expect(screen.getByText(HERO_EYEBROW)).toBeVisible();
    expect(screen.getByText(heroLead(testBrand))).toBeVisible();
    const assurances = screen.getByRole('list', { name: 'What every project shares' });
    expect([...assurances.querySelectorAll('li')].map((item) => item.textContent)).toEqual([...HERO_ASSURANCES]);
    expect(screen.getByRole('img', { name: /laptop with code/i })).toBeVisible();
  });

  it('slides each word in at 2500 ms plus 500 ms per word', () => {
    renderInSite(<Hero brand={testBrand} onStartProject={jest.fn()} />);

    expect(SLOGAN_WORDS.map((_word, index) => sloganWordDelay(index))).toEqual([2500, 3000, 3500]);
    SLOGAN_WORDS.forEach((word, index) => expect(screen.getByText(word)).toHaveStyle({ animationDelay: `${sloganWordDelay(index)}ms` }));
  });

  it('types the whole code onto the laptop, one character after another, before the first word arrives', () => {
    renderInSite(<Hero brand={testBrand} onStartProject={jest.fn()} />);
    const code = screen.getByRole('img', { name: /laptop with code/i }).querySelector('pre') as HTMLElement;

    // Laid out whole from the start (nothing reflows); the count of typed characters runs up to
    // the code's length and each character shows once the count has passed its place.
    expect(code.textContent).toBe(HERO_CODE);
    expect(code.style.getPropertyValue('--typed-characters')).toBe(String([...HERO_CODE].length));
    const characters = [...code.children].filter((element) => element.textContent !== '') as HTMLElement[];
    expect(characters.map((character) => character.textContent).join('')).toBe(HERO_CODE);
    expect(characters.map((character) => Number(character.style.getPropertyValue('--character-place')))).toEqual(
      characters.map((_character, index) => index),
    );
    expect(TYPING_DURATION_MS).toBeLessThan(sloganWordDelay(0));
  });

  it('ends the typing with a note when the prompt is empty', () => {
    renderInSite(<Hero brand={testBrand} onStartProject={jest.fn()} codePrompt="   " />);
    expect(screen.getByRole('img', { name: /laptop with code/i })).toHaveTextContent(EMPTY_PROMPT_NOTE);
  });

  it('offers the free quote, which opens the form', async () => {
    const onStartProject = jest.fn();
    const { user } = renderInSite(<Hero brand={testBrand} onStartProject={onStartProject} />);

    await user.click(screen.getByRole('button', { name: QUOTE_CTA_LABEL }));
    expect(onStartProject).toHaveBeenCalledTimes(1);
  });
});

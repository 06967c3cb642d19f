import { fireEvent, screen } from '@testing-library/react';
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
import { characterDelay } from './TypedCode';

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

  it('types the whole code onto the laptop, the last character before the first word arrives', () => {
    renderInSite(<Hero brand={testBrand} onStartProject={jest.fn()} />);
    const code = screen.getByRole('img', { name: /laptop with code/i }).querySelector('pre');

    expect(code?.textContent).toBe(HERO_CODE);
    const characters = [...(code?.children ?? [])].filter((element) => element.textContent !== '');
    expect(characters).toHaveLength([...HERO_CODE].length);
    expect(characters[0]).toHaveStyle({ animationDelay: '0ms' });
    const lastDelay = Number.parseFloat((characters.at(-1) as HTMLElement).style.animationDelay);
    expect(lastDelay).toBeLessThan(TYPING_DURATION_MS);
    expect(lastDelay).toBeLessThan(sloganWordDelay(0));
  });

  it('leaves the code as one element once it is typed, the same text with the same class', () => {
    renderInSite(<Hero brand={testBrand} onStartProject={jest.fn()} />);
    const code = screen.getByRole('img', { name: /laptop with code/i }).querySelector('pre');
    const characters = [...(code?.children ?? [])].filter((element) => element.textContent !== '');
    fireEvent.animationEnd(characters.at(-1) as HTMLElement);

    expect(code?.textContent).toBe(HERO_CODE);
    const typed = [...(code?.children ?? [])].filter((element) => element.textContent !== '');
    expect(typed).toHaveLength(1);
    expect(typed[0]).toHaveClass(...(characters[0]?.classList ?? []));
  });

  it('spreads the characters evenly over the typing time, whatever the length', () => {
    expect(characterDelay(0, 10)).toBe(0);
    expect(characterDelay(5, 10)).toBe(TYPING_DURATION_MS / 2);
    expect(characterDelay(999, 1000)).toBeLessThan(TYPING_DURATION_MS);
    expect(characterDelay(0, 0)).toBe(0);
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

import { useEffect, useState } from 'react';
import { SLOGAN_LANDED_MS, SLOGAN_WORDS, sloganWordDelay } from '../../content/hero';

export interface HeroSequence {
  /** How many slogan words have started sliding in. */
  wordsShown: number;
  /** The last word has landed: the quote button and the devices appear. */
  sloganLanded: boolean;
}

const COMPLETE: HeroSequence = { wordsShown: SLOGAN_WORDS.length, sloganLanded: true };
const START: HeroSequence = { wordsShown: 0, sloganLanded: false };

/**
 * docs/product-rules.md §2 hero timing: word i starts at 2500 ms + 500 ms × i, and the quote
 * button waits for the last word to land. With reduced motion everything is
 * there from the first paint.
 */
export function useHeroSequence(reducedMotion: boolean): HeroSequence {
  const [sequence, setSequence] = useState<HeroSequence>(START);

  useEffect(() => {
    if (reducedMotion) return;
    const timers = SLOGAN_WORDS.map((_word, index) =>
      window.setTimeout(
        () => setSequence((current) => ({ ...current, wordsShown: Math.max(current.wordsShown, index + 1) })),
        sloganWordDelay(index),
      ),
    );
    timers.push(window.setTimeout(() => setSequence(COMPLETE), SLOGAN_LANDED_MS));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [reducedMotion]);

  return reducedMotion ? COMPLETE : sequence;
}

import type { AboutProps } from '@agency/tooling/contracts';
import { animated, useSpring } from '@react-spring/web';
import { useEffect, useLayoutEffect, useState } from 'react';
import { ABOUT_FADE_IN_DELAY_MS, ABOUT_FADE_IN_MS } from '../content/about';
import { PageMeta } from '../shared/PageMeta';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { AboutBanner } from './banner/AboutBanner';
import { LibraryShowcase } from './library-showcase/LibraryShowcase';
import { AboutStory } from './story/AboutStory';
import { ValueStatements } from './value-statements/ValueStatements';

/**
 * About page (SPEC §1 and §2 About), rendered inside the shell's <main>. It
 * scrolls to the top on load and fades in after 500 ms; with reduced motion it
 * is simply there.
 */
export default function About({ brand }: AboutProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [delayPassed, setDelayPassed] = useState(false);
  const visible = reducedMotion || delayPassed;
  const fade = useSpring({
    opacity: visible ? 1 : 0,
    immediate: reducedMotion,
    config: { duration: ABOUT_FADE_IN_MS },
  });

  // Before the first paint, so the page never shows at the previous scroll position.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setTimeout(() => setDelayPassed(true), ABOUT_FADE_IN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reducedMotion]);

  return (
    <animated.div style={fade}>
      <PageMeta page="about" brand={brand} />
      <AboutBanner brand={brand} />
      <AboutStory brand={brand} />
      <ValueStatements />
      <LibraryShowcase />
    </animated.div>
  );
}

import type { AboutProps } from '@agency/tooling/contracts';
import { lazy, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ABOUT_FADE_IN_DELAY_MS } from '../content/about';
import { LazyMotion } from '../shared/LazyMotion';
import { PageMeta } from '../shared/PageMeta';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { AboutBanner } from './banner/AboutBanner';
import { LibraryShowcase } from './library-showcase/LibraryShowcase';
import type { PageFadeProps } from './PageFade';
import { AboutStory } from './story/AboutStory';
import { ValueStatements } from './value-statements/ValueStatements';

const PageFade = lazy(() => import('./PageFade'));

/**
 * About page (SPEC §1 and §2 About), rendered inside the shell's <main>. It
 * scrolls to the top on load and fades in after 500 ms; with reduced motion it
 * is simply there.
 */
export default function About({ brand }: AboutProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [delayPassed, setDelayPassed] = useState(false);
  const visible = reducedMotion || delayPassed;
  const page = useRef<HTMLDivElement>(null);
  // The fade writes the wrapper's opacity directly: a re-render per frame
  // would re-render the whole page.
  const setPageOpacity = useCallback((opacity: number) => {
    if (page.current) page.current.style.opacity = String(opacity);
  }, []);

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
    <div ref={page} style={{ opacity: reducedMotion ? 1 : 0 }}>
      <PageMeta page="about" brand={brand} />
      <LazyMotion fallback={<StaticPageFade visible={visible} onOpacity={setPageOpacity} />}>
        <PageFade visible={visible} reducedMotion={reducedMotion} onOpacity={setPageOpacity} />
      </LazyMotion>
      <AboutBanner brand={brand} />
      <AboutStory brand={brand} />
      <ValueStatements />
      <LibraryShowcase />
    </div>
  );
}

/** Without the animation code the page simply appears when its time comes. */
function StaticPageFade({ visible, onOpacity }: Omit<PageFadeProps, 'reducedMotion'>) {
  useLayoutEffect(() => {
    if (visible) onOpacity(1);
  }, [visible, onOpacity]);
  return null;
}

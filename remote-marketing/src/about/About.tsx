import type { AboutProps } from '@agency/site-kit/contracts';
import { media } from '@agency/site-kit/theme';
import { useLayoutEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { ABOUT_FADE_IN_DELAY_MS, ABOUT_FADE_IN_MS } from '../content/about';
import { PageMeta } from '../shared/PageMeta';
import { AboutBanner } from './banner/AboutBanner';
import { LibraryShowcase } from './library-showcase/LibraryShowcase';
import { ABOUT_FADE_ATTRIBUTE, continueFade, runningFadeStart } from './page-fade';
import { AboutStory } from './story/AboutStory';
import { ValueStatements } from './value-statements/ValueStatements';

/**
 * About page (docs/product-rules.md §1 and §2 About), rendered inside the shell's <main>. It
 * scrolls to the top on load and fades in after 500 ms; with reduced motion it
 * is simply there. The fade is CSS (see ./page-fade), so it also runs on the
 * page's static first screen.
 */
/** Where the fade starts: barely visible, never fully transparent (see fadeIn). */
const FADE_START_OPACITY = 0.04;

export default function About({ brand }: AboutProps) {
  const page = useRef<HTMLDivElement>(null);
  // Read while rendering, before this page replaces the copy of it on screen.
  const [fadeStart] = useState(runningFadeStart);

  // Before the first paint, so the page never shows at the previous scroll position.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (fadeStart !== null) continueFade(page.current, fadeStart);
  }, [fadeStart]);

  return (
    <FadingPage ref={page} {...{ [ABOUT_FADE_ATTRIBUTE]: '' }}>
      <PageMeta page="about" brand={brand} />
      <AboutBanner brand={brand} />
      <AboutStory brand={brand} />
      <ValueStatements />
      <LibraryShowcase />
    </FadingPage>
  );
}

// Until the fade starts the page is not painted at all (hidden), and its first painted frame is
// already faintly visible: a browser counts a page's largest text as painted (LCP) only from a
// frame in which it is not fully transparent, so the moment measured is the moment the visitor
// sees it. Two animations rather than a base style, so the page is visible wherever CSS
// animations do not run.
const holdHidden = keyframes`
  from,
  to {
    opacity: 0;
    visibility: hidden;
  }
`;

const fadeIn = keyframes`
  from {
    opacity: ${FADE_START_OPACITY};
  }

  to {
    opacity: 1;
  }
`;

const FadingPage = styled.div`
  animation:
    ${holdHidden} ${ABOUT_FADE_IN_DELAY_MS}ms linear,
    ${fadeIn} ${ABOUT_FADE_IN_MS}ms ease-out ${ABOUT_FADE_IN_DELAY_MS}ms forwards;

  ${media.reducedMotion} {
    animation: none;
  }
`;

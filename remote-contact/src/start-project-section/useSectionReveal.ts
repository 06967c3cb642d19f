import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@agency/tooling/browser/reduced-motion';
import { FADE_IN_DELAY_MS, MARKER_THRESHOLD_PX, SCROLL_TO_CENTER_DELAY_MS } from './content';
import { markerReached, watchVisitorScroll, type VisitorScrollWatch } from './visitor-scroll';

/** How many window heights ahead of the marker the visitor's scrolling starts fetching the form. */
const FORM_PREFETCH_WINDOWS = 2;

/**
 * Centres the section (docs/product-rules.md §4). A section taller than the window (phones)
 * is aligned by its top instead, so its heading is not scrolled away.
 */
function scrollToCenter(section: HTMLElement | null): void {
  if (!section) return;
  const tallerThanWindow = section.getBoundingClientRect().height > window.innerHeight;
  section.scrollIntoView({ behavior: 'smooth', block: tallerThanWindow ? 'start' : 'center' });
}

/**
 * docs/product-rules.md §4: the section stays hidden until the visitor's own scrolling brings
 * its marker into view, then scrolls to the centre after 0.5 s and fades in
 * 0.2 s later. A page that merely starts with the marker on screen, focus
 * moving there, or a navigation never counts (see ./visitor-scroll). With
 * reduced motion there is no scrolling and the section shows at once.
 */
export function useSectionReveal() {
  const reducedMotion = usePrefersReducedMotion();
  const markerRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const watchRef = useRef<VisitorScrollWatch | null>(null);
  const [markerSeen, setMarkerSeen] = useState(false);
  const [approaching, setApproaching] = useState(false);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    if (reducedMotion) return;
    const watch = watchVisitorScroll(() => {
      const marker = markerRef.current;
      if (!marker) return;
      const markerTop = marker.getBoundingClientRect().top;
      if (markerTop < window.innerHeight * FORM_PREFETCH_WINDOWS) setApproaching(true);
      if (markerReached(markerTop, window.innerHeight, MARKER_THRESHOLD_PX)) setMarkerSeen(true);
    });
    watchRef.current = watch;
    return () => {
      watch.stop();
      watchRef.current = null;
    };
  }, [reducedMotion]);

  useEffect(() => {
    if (revealed) return;
    if (reducedMotion) {
      setRevealed(true);
      return;
    }
    if (!markerSeen) return;
    const scroll = window.setTimeout(() => scrollToCenter(sectionRef.current), SCROLL_TO_CENTER_DELAY_MS);
    const fade = window.setTimeout(() => setRevealed(true), SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS);
    return () => {
      window.clearTimeout(scroll);
      window.clearTimeout(fade);
    };
  }, [markerSeen, revealed, reducedMotion]);

  /** A new page lands at its top: a reveal that has not happened yet waits for scrolling on that page. */
  const onRouteChange = useCallback(() => {
    watchRef.current?.navigated();
    setMarkerSeen(false);
  }, []);

  // The form's code is fetched as the visitor scrolls towards the section, never with the page.
  const formWanted = approaching || markerSeen || revealed;
  return { markerRef, sectionRef, revealed, formWanted, onRouteChange };
}

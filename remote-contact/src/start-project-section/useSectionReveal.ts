import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { FADE_IN_DELAY_MS, MARKER_THRESHOLD_PX, SCROLL_TO_CENTER_DELAY_MS } from './content';

/**
 * Centres the section (SPEC §4). A section taller than the window (phones)
 * is aligned by its top instead, so its heading is not scrolled away.
 */
function scrollToCenter(section: HTMLElement | null): void {
  if (!section) return;
  const tallerThanWindow = section.getBoundingClientRect().height > window.innerHeight;
  section.scrollIntoView({ behavior: 'smooth', block: tallerThanWindow ? 'start' : 'center' });
}

/**
 * SPEC §4: the section stays hidden until its marker scrolls into view, then
 * scrolls to the centre after 0.5 s and fades in 0.2 s later. With reduced
 * motion there is no scrolling and the section shows at once.
 */
export function useSectionReveal() {
  const reducedMotion = usePrefersReducedMotion();
  const markerRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [markerSeen, setMarkerSeen] = useState(false);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const marker = markerRef.current;
    const section = sectionRef.current;
    if (reducedMotion || !marker || !section || typeof IntersectionObserver !== 'function') {
      setMarkerSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setMarkerSeen(true);
      },
      // Shrinks the viewport's bottom edge: more than 3 px of the marker must be on screen.
      { rootMargin: `0px 0px -${MARKER_THRESHOLD_PX}px 0px` },
    );
    observer.observe(marker);
    // A visitor who jumps past the marker (End key, a link) lands inside the section: that counts as seen too.
    observer.observe(section);
    return () => observer.disconnect();
  }, [reducedMotion]);

  useEffect(() => {
    if (!markerSeen || revealed) return;
    if (reducedMotion) {
      setRevealed(true);
      return;
    }
    const scroll = window.setTimeout(() => scrollToCenter(sectionRef.current), SCROLL_TO_CENTER_DELAY_MS);
    const fade = window.setTimeout(() => setRevealed(true), SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS);
    return () => {
      window.clearTimeout(scroll);
      window.clearTimeout(fade);
    };
  }, [markerSeen, revealed, reducedMotion]);

  return { markerRef, sectionRef, revealed, reducedMotion };
}

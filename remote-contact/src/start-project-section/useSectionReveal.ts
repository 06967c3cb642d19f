import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@agency/site-kit/browser/reduced-motion';
import { FADE_IN_DELAY_MS, MARKER_THRESHOLD_PX, SCROLL_TO_CENTER_DELAY_MS } from './content';
import { centringScroll, readersPlace } from './section-centring';

/** How many window heights ahead of the marker the form's code is fetched. */
const FORM_PREFETCH_WINDOWS = 2;

/**
 * The observers' window reaches this far above the screen, so a marker the page has passed (End,
 * a link further down) counts as seen, as one on screen does.
 */
const PASSED_MARGIN_PX = 1_000_000;

/** Scrolls the section to the centre when that keeps the reader's place (./section-centring). */
function centreSection(section: HTMLElement | null): void {
  // A page that merely starts with the section on screen (a short page) stays at its top; focus in
  // the section was put in view by the browser, clear of the fixed bars.
  if (!section || window.scrollY <= 0 || section.contains(document.activeElement)) return;
  // A keyboard visitor moves the page with their focus, which the browser keeps in view: an
  // animation started now would carry the next focused field out of view under them.
  if (document.activeElement?.matches(':focus-visible')) return;
  const headerHeight = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  // What is fixed at the bottom (the cookie banner) covers the window's bottom edge this far.
  const bottomInset = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
  const viewportHeight = window.innerHeight - bottomInset;
  const distance = centringScroll({
    section: section.getBoundingClientRect(),
    viewportHeight,
    headerHeight,
    keepInView: readersPlace(section, viewportHeight, headerHeight),
  });
  if (distance !== null) window.scrollBy({ top: distance, behavior: 'smooth' });
}

/** Calls `onChange` with whether `element` is within the window grown by `rootMargin`, whatever moved it there. */
function watchVisibility(element: Element, rootMargin: string, onChange: (visible: boolean) => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const latest = entries[entries.length - 1];
      if (latest) onChange(latest.isIntersecting);
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * docs/product-rules.md §4: the section is hidden until its marker is more than 3 px in view, then
 * it scrolls to the centre after 0.5 s (only where that keeps the reader's place) and fades in
 * 0.2 s later. The marker's visibility counts whatever brought it there: scrolling, focus, a link
 * to a place on the page, find-in-page. Focus inside the hidden section (Tab) reveals it at once,
 * so the field a keyboard visitor is on is never invisible. With reduced motion there is no
 * scrolling and the section shows at once.
 */
export function useSectionReveal() {
  const reducedMotion = usePrefersReducedMotion();
  const markerRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [approaching, setApproaching] = useState(false);
  const [markerSeen, setMarkerSeen] = useState(false);
  const [revealed, setRevealed] = useState(false);
  /** Revealed by focus: shown without the fade, so the field in focus is never transparent for a frame. */
  const [shownAtOnce, setShownAtOnce] = useState(false);
  const revealedNow = useRef(false);
  useEffect(() => {
    revealedNow.current = revealed;
  }, [revealed]);
  /** A new page lands where the site puts it: a centring still pending from the last page is dropped. */
  const centringDropped = useRef(false);

  useEffect(() => {
    const marker = markerRef.current;
    if (!marker || revealed) return;
    const stopPrefetch = watchVisibility(marker, `${PASSED_MARGIN_PX}px 0px ${FORM_PREFETCH_WINDOWS * 100}% 0px`, (near) => {
      if (near) setApproaching(true);
    });
    const stopReveal = watchVisibility(marker, `${PASSED_MARGIN_PX}px 0px -${MARKER_THRESHOLD_PX}px 0px`, setMarkerSeen);
    return () => {
      stopPrefetch();
      stopReveal();
    };
  }, [revealed]);

  useEffect(() => {
    if (revealed) return;
    if (reducedMotion) {
      setRevealed(true);
      return;
    }
    if (!markerSeen) return;
    centringDropped.current = false;
    const scroll = window.setTimeout(() => {
      if (!centringDropped.current) centreSection(sectionRef.current);
    }, SCROLL_TO_CENTER_DELAY_MS);
    const fade = window.setTimeout(() => setRevealed(true), SCROLL_TO_CENTER_DELAY_MS + FADE_IN_DELAY_MS);
    return () => {
      window.clearTimeout(scroll);
      window.clearTimeout(fade);
    };
  }, [markerSeen, revealed, reducedMotion]);

  const onRouteChange = useCallback(() => {
    centringDropped.current = true;
  }, []);

  /** Focus arrived inside the section (Tab, a link to one of its fields): it shows at once, where the browser put it. */
  const onFocusInside = useCallback(() => {
    setApproaching(true);
    if (!revealedNow.current) setShownAtOnce(true);
    setRevealed(true);
  }, []);

  // The form's code is fetched as the section comes near, never with the page.
  const formWanted = approaching || markerSeen || revealed;
  return { markerRef, sectionRef, revealed, shownAtOnce, formWanted, onRouteChange, onFocusInside };
}

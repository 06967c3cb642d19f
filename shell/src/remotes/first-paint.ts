/**
 * The page's static first screen that the site server may inline (see
 * FIRST_PAINT_BRAND_TOKENS in @agency/tooling/contracts). The shell takes it
 * over before React replaces the server's markup, and shows it in the page
 * area until the page's remote has rendered, so the visitor never sees the
 * page disappear and come back.
 */
import { atom } from 'jotai';

export const FIRST_PAINT_ELEMENT_ID = 'first-paint-page';

/** The inlined first screen's markup, until the first page has rendered. */
export const firstPaintHtmlAtom = atom<string | null>(null);

/** Reads the inlined first screen from the server's markup (call before rendering into #root). */
export function takeFirstPaintHtml(doc: Document = document): string | null {
  return doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.innerHTML ?? null;
}

/** When each CSS animation of the inlined first screen started (document timeline, ms), in document order. */
let animationStarts: number[] = [];

function animationsIn(element: Element | null): Animation[] {
  if (!element || typeof element.getAnimations !== 'function') return [];
  return element.getAnimations({ subtree: true });
}

/**
 * Notes where the first screen's CSS animations are (e.g. About's fade-in),
 * before React replaces the server's markup with a copy of it.
 */
export function noteFirstPaintAnimations(doc: Document = document): void {
  animationStarts = animationsIn(doc.getElementById(FIRST_PAINT_ELEMENT_ID)).flatMap((animation) =>
    typeof animation.startTime === 'number' ? [animation.startTime] : [],
  );
}

/**
 * The copy's animations carry on from where the server's markup had them,
 * instead of starting over (a page that had faded in would vanish and fade in
 * again). Matched in document order; a copy that differs is left alone.
 */
export function continueFirstPaintAnimations(copy: Element | null): void {
  const animations = animationsIn(copy);
  if (animations.length === 0 || animations.length !== animationStarts.length) return;
  animations.forEach((animation, index) => {
    animation.startTime = animationStarts[index] ?? null;
  });
}

/**
 * The page's static first screen that the site server may inline (see
 * FIRST_PAINT_BRAND_TOKENS in @agency/site-kit/contracts). The shell takes it
 * over before React replaces the server's markup, and shows it in the page
 * area until the page's remote has rendered, so the visitor never sees the
 * page disappear and come back.
 */
import { atom } from 'jotai';

export const FIRST_PAINT_ELEMENT_ID = 'first-paint-page';

/** The inlined first screen, until the first page has rendered. */
export const firstPaintScreenAtom = atom<HTMLElement | null>(null);

/**
 * The inlined first screen from the server's markup (call before rendering
 * into #root). The element itself, not a copy of its markup: React's first
 * render takes it out of #root and the page area puts it back in the same
 * commit, so the browser neither parses the page again nor shows a gap.
 */
export function takeFirstPaintScreen(doc: Document = document): HTMLElement | null {
  return doc.getElementById(FIRST_PAINT_ELEMENT_ID);
}

/**
 * When each CSS animation of the inlined first screen started (document timeline, ms), by a key
 * of its name and its place among the animations of that name.
 */
let animationStarts = new Map<string, number>();

/**
 * The first screen's entrance animations (About's hold and fade): those that end. A looping one
 * (the hero's blinking caret) simply starts over in the copy; leaving them out means a first
 * screen without an entrance costs no style and layout pass while React builds the page.
 */
function entranceAnimationsIn(element: Element | null): Animation[] {
  if (!element || typeof element.getAnimations !== 'function') return [];
  return element.getAnimations({ subtree: true }).filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
}

/** `fadeIn#0` for the first animation named fadeIn, `fadeIn#1` for the second, … */
function keyedAnimations(animations: Animation[]): Array<[string, Animation]> {
  const seen = new Map<string, number>();
  return animations.map((animation) => {
    const name = 'animationName' in animation ? String(animation.animationName) : '';
    const occurrence = seen.get(name) ?? 0;
    seen.set(name, occurrence + 1);
    return [`${name}#${occurrence}`, animation];
  });
}

/**
 * Notes where the first screen's CSS animations are (e.g. About's fade-in),
 * before React's first render takes it out of the document (which ends them).
 */
export function noteFirstPaintAnimations(doc: Document = document): void {
  animationStarts = new Map(
    keyedAnimations(entranceAnimationsIn(doc.getElementById(FIRST_PAINT_ELEMENT_ID))).flatMap(([key, animation]) =>
      typeof animation.startTime === 'number' ? [[key, animation.startTime] as const] : [],
    ),
  );
}

/**
 * Moving the first screen into the page area starts its animations over;
 * they carry on from where the server's markup had them instead (a page that
 * had faded in would vanish and fade in again). An animation no longer
 * running there had ended (About's hold before its fade): it started with the
 * first screen's entrance, so it runs from that same start, and has ended too.
 */
export function continueFirstPaintAnimations(screen: Element | null): void {
  if (animationStarts.size === 0) return;
  const entranceStart = Math.min(...animationStarts.values());
  for (const [key, animation] of keyedAnimations(entranceAnimationsIn(screen))) {
    animation.startTime = animationStarts.get(key) ?? entranceStart;
  }
}

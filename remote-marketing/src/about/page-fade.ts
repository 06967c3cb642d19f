/**
 * About fades in after 500 ms (docs/product-rules.md §2) as a CSS animation, so that its static
 * first screen, rendered at build time, fades in before any script has run.
 * When the live page replaces a copy of itself that is already fading (or has
 * faded) in, it continues that fade instead of starting it again: the visitor
 * sees one fade, never a page that disappears and comes back.
 */

/** Marks the element that carries the fade, on the static screen and the live page alike. */
export const ABOUT_FADE_ATTRIBUTE = 'data-about-fade';

/**
 * When the About fade on screen now started (document timeline, ms); null when
 * no About page is on screen, or there is no screen (the build-time render).
 */
export function runningFadeStart(doc: Document | undefined = globalThis.document): number | null {
  const onScreen = doc?.querySelector(`[${ABOUT_FADE_ATTRIBUTE}]`);
  if (!onScreen || typeof onScreen.getAnimations !== 'function') return null;
  const start = onScreen.getAnimations()[0]?.startTime;
  return typeof start === 'number' ? start : null;
}

/** Makes the element's fade run as if it had started at `start`. */
export function continueFade(element: Element | null, start: number): void {
  if (!element || typeof element.getAnimations !== 'function') return;
  for (const animation of element.getAnimations()) animation.startTime = start;
}

/**
 * The hero's entrance is timed on the page's own clock (docs/product-rules.md §2: the slogan
 * delay is 2500 ms plus 500 ms per word): from navigation start when the visitor landed on this
 * page, so the static first screen and the live page that replaces it run one sequence. The
 * static screen is put on that clock by shell/public/index.html; the live hero calls this.
 */
let landingHeroPlaced = false;

/** The path the document was loaded with (the landing page), or null where the browser does not say. */
function landingPath(): string | null {
  const [navigation] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return navigation ? new URL(navigation.name).pathname : null;
}

/**
 * Puts the CSS animations under `hero` on the document timeline's zero (navigation start) when
 * this is the first hero of a page the visitor landed on; a hero reached by a later navigation
 * runs its entrance from when it appears.
 */
export function runOnPageClock(hero: Element): void {
  const landed = !landingHeroPlaced && landingPath() === hero.ownerDocument.location.pathname;
  landingHeroPlaced = true;
  if (!landed || typeof hero.getAnimations !== 'function') return;
  for (const animation of hero.getAnimations({ subtree: true })) animation.startTime = 0;
}

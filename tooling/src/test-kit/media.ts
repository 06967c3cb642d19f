/** A MediaQueryList that answers `matches` and never changes. */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Answers the reduced-motion media query as a visitor's device would; returns the restore. */
export function preferReducedMotion(reduce: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => fixedMediaQueryList(query, reduce && query.includes('prefers-reduced-motion: reduce'));
  return () => {
    window.matchMedia = original;
  };
}

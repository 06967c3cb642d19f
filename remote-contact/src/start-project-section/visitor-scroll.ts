/**
 * Tells the visitor's own scrolling apart from the scrolling a page does by
 * itself. docs/product-rules.md §4 reveals the start-project section when its marker is
 * scrolled into view; only the visitor's scrolling may do that. Not the
 * visitor's:
 * - the first position of a page (a short page shows the marker at once);
 * - the scroll focus causes when it moves (Tab, a dialog giving focus back);
 * - the page being clamped, then put back at the top, while a navigation
 *   renders the next page;
 * - the few pixels the browser scrolls by itself to keep what is on screen in
 *   place when something above it changes size (scroll anchoring).
 * The visitor's own: any scrolling right after a wheel, touch, scroll key or
 * pointer press, and any larger jump (a scrollbar drag, a link to a place on
 * the page, a script scrolling for the visitor).
 */
export interface VisitorScrollWatch {
  /** The route changed: scrolling is the site's until the new page is at the top. */
  navigated(): void;
  stop(): void;
}

/** How long after a wheel, touch, key or pointer press its scrolling (smooth, or a fling) goes on. */
export const GESTURE_SCROLL_MS = 1000;
/** A scroll without a gesture counts from this size: the browser's own adjustments are smaller. */
export const MIN_JUMP_PX = 40;
/** How far a scroll-anchoring shift may differ from the page's change in height (rounding, borders). */
const ANCHORING_SLACK_PX = 2;
/** Keys that scroll the page (Tab moves focus instead, which is not the visitor scrolling). */
const SCROLL_KEYS = new Set([' ', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End']);

export function watchVisitorScroll(onVisitorScroll: () => void, win: Window = window): VisitorScrollWatch {
  let pathname = win.location.pathname;
  let settling = false;
  let focusJustMoved = false;
  let lastY = win.scrollY;
  let lastHeight = pageHeight(win);
  let lastGestureAt = Number.NEGATIVE_INFINITY;

  const navigated = () => {
    pathname = win.location.pathname;
    // The shell puts every new page at the top; until then the position is left over from the last page.
    settling = win.scrollY > 0;
  };

  const onGesture = () => {
    lastGestureAt = Date.now();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (SCROLL_KEYS.has(event.key)) onGesture();
  };

  const onFocusIn = () => {
    focusJustMoved = true;
    // A focus scroll is reported in the next frame's scroll events, which run before its animation callbacks.
    win.requestAnimationFrame(() => {
      focusJustMoved = false;
    });
  };

  const onScroll = () => {
    // The router may not have told us yet: a page that shrinks under the old position scrolls first.
    if (win.location.pathname !== pathname) navigated();
    const y = win.scrollY;
    const jump = Math.abs(y - lastY);
    lastY = y;
    const height = pageHeight(win);
    // Scroll anchoring moves the page by what grew or shrank above the visitor's view: a jump the size of the height change.
    const anchoringShift = height !== lastHeight && Math.abs(jump - Math.abs(height - lastHeight)) <= ANCHORING_SLACK_PX;
    lastHeight = height;
    const atTop = y <= 0;
    if (atTop) settling = false;
    // Reaching the top never brings the marker, which sits below the page, into view.
    if (atTop || settling || focusJustMoved) return;
    const afterGesture = Date.now() - lastGestureAt <= GESTURE_SCROLL_MS;
    if (!afterGesture && (jump < MIN_JUMP_PX || anchoringShift)) return;
    onVisitorScroll();
  };

  const gestures = ['wheel', 'touchmove', 'pointerdown'] as const;
  win.addEventListener('scroll', onScroll, { passive: true });
  for (const type of gestures) win.addEventListener(type, onGesture, { passive: true, capture: true });
  win.addEventListener('keydown', onKeyDown, { capture: true });
  win.document.addEventListener('focusin', onFocusIn, true);
  return {
    navigated,
    stop() {
      win.removeEventListener('scroll', onScroll);
      for (const type of gestures) win.removeEventListener(type, onGesture, { capture: true });
      win.removeEventListener('keydown', onKeyDown, { capture: true });
      win.document.removeEventListener('focusin', onFocusIn, true);
    },
  };
}

function pageHeight(win: Window): number {
  return win.document.documentElement.scrollHeight;
}

/**
 * docs/product-rules.md §4 "threshold above 3": the window's bottom edge has passed the marker
 * by more than 3 px (a visitor who jumps further, with End, has passed it too).
 */
export function markerReached(markerTop: number, viewportHeight: number, thresholdPx: number): boolean {
  return markerTop < viewportHeight - thresholdPx;
}

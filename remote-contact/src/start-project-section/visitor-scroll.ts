/**
 * Tells the visitor's own scrolling apart from the scrolling a page does by
 * itself. SPEC §4 reveals the start-project section when its marker is
 * scrolled into view; only the visitor's scrolling may do that. Not the
 * visitor's:
 * - the first position of a page (a short page shows the marker at once);
 * - the scroll focus causes when it moves (Tab, a dialog giving focus back);
 * - the page being clamped, then put back at the top, while a navigation
 *   renders the next page.
 */
export interface VisitorScrollWatch {
  /** The route changed: scrolling is the site's until the new page is at the top. */
  navigated(): void;
  stop(): void;
}

export function watchVisitorScroll(onVisitorScroll: () => void, win: Window = window): VisitorScrollWatch {
  let pathname = win.location.pathname;
  let settling = false;
  let focusJustMoved = false;

  const navigated = () => {
    pathname = win.location.pathname;
    // The shell puts every new page at the top; until then the position is left over from the last page.
    settling = win.scrollY > 0;
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
    const atTop = win.scrollY <= 0;
    if (atTop) settling = false;
    // Reaching the top never brings the marker, which sits below the page, into view.
    if (atTop || settling || focusJustMoved) return;
    onVisitorScroll();
  };

  win.addEventListener('scroll', onScroll, { passive: true });
  win.document.addEventListener('focusin', onFocusIn, true);
  return {
    navigated,
    stop() {
      win.removeEventListener('scroll', onScroll);
      win.document.removeEventListener('focusin', onFocusIn, true);
    },
  };
}

/**
 * SPEC §4 "threshold above 3": the window's bottom edge has passed the marker
 * by more than 3 px (a visitor who jumps further, with End, has passed it too).
 */
export function markerReached(markerTop: number, viewportHeight: number, thresholdPx: number): boolean {
  return markerTop < viewportHeight - thresholdPx;
}

/**
 * When the start-project section may centre itself (docs/product-rules.md §4: it scrolls to the
 * centre 0.5 s after its marker is seen). The scroll must never pull the page from under a reader:
 * it happens only when the section is already mostly in view, and never when it would move a
 * heading the visitor has on screen (or the element in focus) out of the window.
 */

/** A box's vertical edges on screen (px from the window's top edge), as getBoundingClientRect gives them. */
export interface VerticalBox {
  top: number;
  bottom: number;
}

export interface CentringView {
  section: VerticalBox;
  viewportHeight: number;
  /** The fixed header covers the window's top this far. */
  headerHeight: number;
  /** What the visitor has on screen now and must keep: the headings outside the section, the focused element. */
  keepInView: VerticalBox[];
}

/** The share of the section (of the window below the header, for a taller section) already on screen for it to centre itself. */
export const MOSTLY_IN_VIEW = 0.5;

/** Less than this is no scroll at all. */
const NEGLIGIBLE_PX = 1;

/**
 * How far to scroll down (negative: up) to centre the section in the window below the header, or
 * null when the page should stay where it is. A section taller than that window is aligned by its
 * top instead, so its heading is not scrolled away.
 */
export function centringScroll({ section, viewportHeight, headerHeight, keepInView }: CentringView): number | null {
  const windowHeight = viewportHeight - headerHeight;
  const sectionHeight = section.bottom - section.top;
  if (windowHeight <= 0 || sectionHeight <= 0) return null;

  const onScreen = Math.max(0, Math.min(section.bottom, viewportHeight) - Math.max(section.top, headerHeight));
  if (onScreen < MOSTLY_IN_VIEW * Math.min(sectionHeight, windowHeight)) return null;

  const distance =
    sectionHeight > windowHeight ? section.top - headerHeight : (section.top + section.bottom) / 2 - (headerHeight + viewportHeight) / 2;
  if (Math.abs(distance) < NEGLIGIBLE_PX) return null;

  const keepsTheReadersPlace = keepInView.every((box) => box.top - distance >= headerHeight && box.bottom - distance <= viewportHeight);
  return keepsTheReadersPlace ? distance : null;
}

/** The headings and the focused element on screen now, below the header, outside `section`. */
export function readersPlace(section: Element, viewportHeight: number, headerHeight: number): VerticalBox[] {
  const doc = section.ownerDocument;
  const focused = doc.activeElement && doc.activeElement !== doc.body ? [doc.activeElement] : [];
  return [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6'), ...focused]
    .filter((element) => !section.contains(element))
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.height > 0 && box.top >= headerHeight && box.bottom <= viewportHeight);
}

/**
 * The server's generic title and description (marked `data-first-paint`) stay
 * until the live page has put its own in <head>: removed any earlier, the tab's
 * title would be empty while the page renders.
 */
const FIRST_PAINT_MARK = 'data-first-paint';

/** What a live head element replaces: its tag, or the meta's name. */
function kindOf(element: Element): string | null {
  if (element.tagName === 'TITLE') return 'title';
  if (element.tagName === 'META' && element.getAttribute('name')) return `meta:${element.getAttribute('name')}`;
  return null;
}

/**
 * Watches <head> and, as soon as the live page adds its own title (or
 * description), removes the generic one it replaces. Returns a function that
 * stops watching; it stops by itself once every generic element is gone.
 */
export function handOverFirstPaintHead(head: HTMLHeadElement = document.head): () => void {
  const generic = new Map<string, Element>();
  for (const element of head.querySelectorAll(`[${FIRST_PAINT_MARK}]`)) {
    const kind = kindOf(element);
    if (kind) generic.set(kind, element);
  }
  if (generic.size === 0) return () => {};

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const added of record.addedNodes) {
        if (!(added instanceof Element) || added.hasAttribute(FIRST_PAINT_MARK)) continue;
        const kind = kindOf(added);
        if (!kind) continue;
        generic.get(kind)?.remove();
        generic.delete(kind);
      }
    }
    if (generic.size === 0) observer.disconnect();
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}

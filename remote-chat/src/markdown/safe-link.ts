/**
 * Which links in an assistant reply may become anchors. A reply can come from
 * a remote model that a visitor's own text steers, so only these schemes are
 * followed; anything else (javascript:, vbscript:, data:, relative paths that
 * would open a second copy of the site…) stays plain text.
 */
const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The address a link may open, as the browser would read it, or null. Parsed
 * with the URL parser so tabs, newlines and letter case cannot disguise a scheme.
 */
export function safeLinkHref(href: string | null | undefined): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

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

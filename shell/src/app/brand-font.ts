/**
 * The brand typeface's @font-face rules for the page's <head>, written at
 * build time by public/index.html (before any script, so the first paint is
 * already set in them):
 * - Inter, the variable font of @fontsource-variable/inter, latin subset only;
 * - a local Arial, or one of the fonts drawn to Arial's exact metrics, resized
 *   and re-spaced by capsize to Inter's metrics: lines wrap and stack the same
 *   in both, so nothing moves when Inter arrives (font-display: swap).
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { BRAND_FONT_FALLBACK_FAMILY, BRAND_FONT_FAMILY } from '@agency/site-kit/theme';

/** Arial and its metric twins (Linux, ChromeOS), each by full and PostScript name. */
const ARIAL_AND_TWINS = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];

/** The latin subset's characters, as @fontsource declares them for this file. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The size and vertical-metric overrides that make Arial take Inter's space (percentages). */
export function fallbackOverrides(): Record<string, string> {
  const { fontFaces } = createFontStack([inter, arial], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  if (!face) throw new Error('capsize returned no fallback font face');
  const { fontFamily: _family, src: _src, ...overrides } = face;
  return Object.fromEntries(Object.entries(overrides).map(([property, value]) => [property, String(value)]));
}

const toCssProperty = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Both @font-face rules, minified for an inline <style>. `fontUrl` is the latin woff2 file's URL. */
export function brandFontFaces(fontUrl: string): string {
  const fallbackDescriptors = Object.entries(fallbackOverrides())
    .map(([property, value]) => `${toCssProperty(property)}:${value}`)
    .join(';');
  const localSources = ARIAL_AND_TWINS.map((name) => `local("${name}")`).join(',');
  return [
    `@font-face{font-family:"${BRAND_FONT_FAMILY}";font-style:normal;font-display:swap;font-weight:100 900;` +
      `src:url(${fontUrl}) format("woff2-variations"),url(${fontUrl}) format("woff2");unicode-range:${LATIN_UNICODE_RANGE}}`,
    `@font-face{font-family:"${BRAND_FONT_FALLBACK_FAMILY}";src:${localSources};${fallbackDescriptors}}`,
  ].join('');
}

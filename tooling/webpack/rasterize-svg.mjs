// Turns an SVG image into a bitmap at build time: a PNG (icons), or WebP files
// in several widths for a `srcset` (screenshots). An <img> of an SVG makes the
// browser build, lay out and paint a whole SVG document on the page's main
// thread (tens of milliseconds per screenshot on a phone), while a bitmap is
// decoded off the main thread. Text is drawn with Inter, the site's own
// typeface, from its TTF files: never the machine's fonts, so every machine
// builds the same pixels.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const INTER = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));

/** The weights the artwork uses (400 to 800). */
const FONT_FILES = [
  '400Regular/Inter_400Regular.ttf',
  '600SemiBold/Inter_600SemiBold.ttf',
  '700Bold/Inter_700Bold.ttf',
  '800ExtraBold/Inter_800ExtraBold.ttf',
].map((file) => path.join(INTER, file));

const FONT = { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' };

/** Sharp on a 3x phone screen: small icons are drawn at least this many pixels on their long side. */
export const MIN_LONG_SIDE_PX = 144;

/** Pixel density of images drawn larger than MIN_LONG_SIDE_PX (phones are 2x to 3x). */
export const DENSITY = 3;

/**
 * An SVG as a PNG. `scale` 1 keeps the SVG's own size (screenshots, drawn at
 * their intrinsic size); `cssPx` is the long side the page shows it at, drawn
 * at DENSITY (a 20 px logo in a chip); the default draws icons and
 * illustrations at DENSITY, and never less than MIN_LONG_SIDE_PX on their long side.
 * @param {string | Buffer} svg
 * @param {{ scale?: number, cssPx?: number }} [options]
 * @returns {{ png: Buffer, width: number, height: number }}
 */
export function rasterizeSvg(svg, options = {}) {
  const scale = options.scale ?? (options.cssPx ? shownAtScale(svg, options.cssPx) : iconScale(svg));
  const image = new Resvg(svg, { font: FONT, fitTo: { mode: 'zoom', value: scale } }).render();
  return { png: image.asPng(), width: image.width, height: image.height };
}

/**
 * The SVG with `fill` on its root element: the colour of every shape that sets
 * none of its own. `hex` is six hex digits, without the '#'.
 * @param {string | Buffer} svg
 * @param {string} hex
 * @returns {string}
 */
export function withFill(svg, hex) {
  if (!/^[0-9a-f]{6}$/i.test(hex)) throw new Error(`fill must be six hex digits (RRGGBB), not '${hex}'`);
  const text = svg.toString();
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text)) throw new Error('fill needs an SVG file that starts with its <svg> element');
  return text.replace(/<svg(?=[\s>])/, `<svg fill="#${hex}"`);
}

/** The SVG's own long side, in its own pixels. */
function longSideOf(svg) {
  const { width, height } = new Resvg(svg, { font: FONT });
  return Math.max(width, height);
}

/** The scale that draws the SVG's long side at `cssPx` CSS pixels on a DENSITY screen. */
function shownAtScale(svg, cssPx) {
  return (cssPx * DENSITY) / longSideOf(svg);
}

/** DENSITY, or more for an icon whose long side would stay under MIN_LONG_SIDE_PX. */
function iconScale(svg) {
  return Math.max(DENSITY, MIN_LONG_SIDE_PX / longSideOf(svg));
}

/** Screenshots are photos of text and flat colour: lossy WebP at this quality keeps the text crisp. */
const WEBP_QUALITY = 80;

/**
 * An SVG drawn at its own size, then as WebP at each of `widths` smaller than
 * that and at that size itself, for an <img srcset>.
 * @param {string | Buffer} svg
 * @param {readonly number[]} widths
 * @returns {Promise<Array<{ width: number, webp: Buffer }>>} narrowest first; the last is the SVG's own size
 */
export async function svgToWebpWidths(svg, widths) {
  const { png, width: ownWidth } = rasterizeSvg(svg, { scale: 1 });
  const chosen = [...new Set([...widths.filter((width) => width < ownWidth), ownWidth])].sort((a, b) => a - b);
  return Promise.all(
    chosen.map(async (width) => ({ width, webp: await sharp(png).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer() })),
  );
}

// Webpack loader: an imported .svg image becomes a PNG (see rasterize-svg.mjs).
// The asset rule names the file .png (create-config.mjs `assetRules`).
// Two optional queries: `fill=RRGGBB` paints a one-colour icon (a Simple Icons
// file has no colour of its own) in that colour, and `size=N` draws it for N
// CSS pixels on its long side instead of the default icon size:
// `import logo from 'simple-icons/icons/react.svg?fill=61DAFB&size=20'`.
import { rasterizeSvg, withFill } from './rasterize-svg.mjs';

/** @this {import('webpack').LoaderContext<object>} */
export default function rasterizeSvgLoader(source) {
  this.cacheable(true);
  const query = new URLSearchParams(this.resourceQuery);
  const fill = query.get('fill');
  return rasterizeSvg(fill === null ? source : withFill(source, fill), { cssPx: cssPxOf(query.get('size')) }).png;
}

/** `size=N`: a whole number of CSS pixels, 1 to 512. */
function cssPxOf(size) {
  if (size === null) return undefined;
  const px = Number(size);
  if (!Number.isInteger(px) || px < 1 || px > 512) throw new Error(`size must be a whole number of CSS pixels (1 to 512), not '${size}'`);
  return px;
}

export const raw = true;

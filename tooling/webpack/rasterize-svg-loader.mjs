// Webpack loader: an imported .svg image becomes a PNG (see rasterize-svg.mjs).
// The asset rule names the file .png (create-config.mjs `assetRules`).
import { rasterizeSvg } from './rasterize-svg.mjs';

/** @this {import('webpack').LoaderContext<object>} */
export default function rasterizeSvgLoader(source) {
  this.cacheable(true);
  return rasterizeSvg(source).png;
}

export const raw = true;

// Emits the generated portfolio artwork into the compilation, so both the
// production build (dist/) and the dev server (memory) serve it from the
// remote's own origin, next to its chunks. Each drawing ships as WebP at the
// device's size and at the manifest's narrower `srcsetWidths`: an SVG
// screenshot costs the page's main thread a whole SVG document to lay out and
// paint, and a phone only needs a small copy. Drawings are kept on disk by
// content (artwork-cache.mjs), so a build draws only what changed.
import { svgToWebpWidths } from '@agency/tooling/rasterize-svg';
import webpack from 'webpack';
import { cachedDrawing } from './artwork-cache.mjs';
import { ARTWORK_MANIFEST_PATH, artworkFiles, artworkPath, readArtworkManifest } from './generate.mjs';

const PLUGIN_NAME = 'PortfolioArtworkPlugin';

export class PortfolioArtworkPlugin {
  /** Images by drawing: a dev server's rebuild only draws what changed. */
  #images = new Map();
  #drawOnce = cachedDrawing(svgToWebpWidths);

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.fileDependencies.add(ARTWORK_MANIFEST_PATH);
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN_NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const manifest = readArtworkManifest();
          const files = artworkFiles(manifest);
          const drawn = await Promise.all(files.map((file) => this.#draw(file.svg, manifest.srcsetWidths)));
          files.forEach((file, i) => {
            for (const { width, webp } of drawn[i]) {
              const ownSize = width === drawn[i].at(-1).width;
              const path = artworkPath(file.slug, file.setNumber, file.device, ownSize ? undefined : width);
              compilation.emitAsset(path, new webpack.sources.RawSource(webp));
            }
          });
        },
      );
    });
  }

  #draw(svg, widths) {
    const key = `${widths.join(',')}\n${svg}`;
    if (!this.#images.has(key)) this.#images.set(key, this.#drawOnce(svg, widths));
    return this.#images.get(key);
  }
}

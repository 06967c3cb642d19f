// Emits the generated portfolio artwork into the compilation, so both the
// production build (dist/) and the dev server (memory) serve it from the
// remote's own origin, next to its chunks. Each drawing ships as a PNG of its
// device size: an SVG screenshot costs the page's main thread a whole SVG
// document to lay out and paint.
import { rasterizeSvg } from '@agency/tooling/rasterize-svg';
import webpack from 'webpack';
import { ARTWORK_MANIFEST_PATH, artworkFiles, readArtworkManifest } from './generate.mjs';

const PLUGIN_NAME = 'PortfolioArtworkPlugin';

export class PortfolioArtworkPlugin {
  /** PNG by drawing: a dev server's rebuild only draws what changed. */
  #pngs = new Map();

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.fileDependencies.add(ARTWORK_MANIFEST_PATH);
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of artworkFiles(readArtworkManifest())) {
          compilation.emitAsset(file.path, new webpack.sources.RawSource(this.#png(file.svg)));
        }
      });
    });
  }

  #png(svg) {
    if (!this.#pngs.has(svg)) this.#pngs.set(svg, rasterizeSvg(svg, { scale: 1 }).png);
    return this.#pngs.get(svg);
  }
}

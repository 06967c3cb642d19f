// Emits the generated portfolio artwork into the compilation, so both the
// production build (dist/) and the dev server (memory) serve it from the
// remote's own origin, next to its chunks.
import webpack from 'webpack';
import { ARTWORK_MANIFEST_PATH, artworkFiles, readArtworkManifest } from './generate.mjs';

const PLUGIN_NAME = 'PortfolioArtworkPlugin';

export class PortfolioArtworkPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.fileDependencies.add(ARTWORK_MANIFEST_PATH);
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of artworkFiles(readArtworkManifest())) {
          compilation.emitAsset(file.path, new webpack.sources.RawSource(file.svg));
        }
      });
    });
  }
}

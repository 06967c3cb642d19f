// Development only. After a hot update, @module-federation/manifest 2.9.2
// lists the exposed module's `*.hot-update.js` file among its assets, and the
// federation runtime of a page that loads the remote afterwards fetches that
// file before remoteEntry.js: "self.webpackHotUpdate<name> is not a function"
// (module-federation/core#4686). Hot updates reach a page through the dev
// server's socket, never through the manifest, so they are taken out of it.
import webpack from 'webpack';

const MANIFESTS = ['mf-manifest.json', 'mf-stats.json'];
const isHotUpdate = (value) => typeof value === 'string' && value.includes('.hot-update.');

/** A copy of `value` without any string naming a hot-update file. */
function withoutHotUpdates(value) {
  if (Array.isArray(value)) return value.filter((item) => !isHotUpdate(item)).map(withoutHotUpdates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutHotUpdates(item)]));
  }
  return value;
}

export class DropHotUpdatesFromManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DropHotUpdatesFromManifestPlugin', (compilation) => {
      // After the manifest plugin has written its files.
      compilation.hooks.processAssets.tap({ name: 'DropHotUpdatesFromManifestPlugin', stage: Infinity }, () => {
        for (const name of MANIFESTS) {
          const asset = compilation.getAsset(name);
          if (!asset) continue;
          const manifest = JSON.parse(asset.source.source().toString());
          compilation.updateAsset(name, new webpack.sources.RawSource(JSON.stringify(withoutHotUpdates(manifest), null, 2)));
        }
      });
    });
  }
}

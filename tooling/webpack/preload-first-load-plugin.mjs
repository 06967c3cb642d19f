// Adds <link rel="preload" as="script"> to the host page for every chunk the
// first render needs but the browser would discover only after main.js runs:
// the async boundary's chunks (import('./bootstrap')) and the host's own copies
// of the shared singletons it consumes. One round trip instead of two.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'PreloadFirstLoadPlugin';

function isFirstLoadOrigin(origin, entryResource) {
  const module = origin.module;
  if (!module) return false;
  if (module.resource === entryResource) return true;
  // The fallback (the host's own copy) of a shared singleton it consumes.
  return module.constructor?.name === 'ConsumeSharedModule';
}

export class PreloadFirstLoadPlugin {
  /** @param {{ entryResource: string }} options  absolute path of the entry with the async boundary */
  constructor({ entryResource }) {
    this.entryResource = entryResource;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          if (!group.origins.some((origin) => isFirstLoadOrigin(origin, this.entryResource))) continue;
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        const publicPath = data.publicPath ?? '/';
        const links = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: PLUGIN },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

// The host page paints first, then fetches its code. Instead of script and
// preload tags in <head> (fetched while the page is still painting), the page
// gets one small inline loader that, right after the first paint, asks for the
// entry script (after the first screen's entrance animation, if it has one), every chunk the first render needs (the async boundary's chunks
// and the host's own copies of the shared singletons it consumes) and the files
// the site server names in the page's `#page-hints` data block (the page
// remote's manifest, entry and module): all in parallel, in one round trip.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'LoadAfterFirstPaintPlugin';

function isFirstLoadOrigin(origin, entryResource) {
  const module = origin.module;
  if (!module) return false;
  if (module.resource === entryResource) return true;
  // The fallback (the host's own copy) of a shared singleton it consumes.
  return module.constructor?.name === 'ConsumeSharedModule';
}

/** The longest the code waits for the first screen's entrance animation. */
const ENTRANCE_LIMIT_MS = 1500;

/** The loader, as plain ES5 so it runs before anything is known about the browser. */
function loaderSource(entryScripts, chunks) {
  return [
    '(function(){var started=false;function load(){if(started)return;started=true;',
    'var d=document,h=d.head,hints={};',
    "try{hints=JSON.parse((d.getElementById('page-hints')||{}).textContent||'{}')}catch(e){}",
    'function link(href,as,cors){var l=d.createElement("link");l.rel="preload";l.as=as;l.href=href;if(cors)l.crossOrigin="anonymous";h.appendChild(l)}',
    '(hints.fetch||[]).forEach(function(u){link(u,"fetch",true)});',
    `(hints.script||[]).concat(${JSON.stringify(chunks)}).forEach(function(u){link(u,"script",false)});`,
    `${JSON.stringify(entryScripts)}.forEach(function(u){var s=d.createElement("script");s.src=u;h.appendChild(s)})}`,
    // The first screen's entrance (About's fade) runs to its end on the static markup before any code
    // competes with it for the main thread; a looping animation (a blinking cursor) does not count.
    "function afterEntrance(){var el=d.getElementById('first-paint-page'),list=[];",
    'try{list=(el&&el.getAnimations?el.getAnimations({subtree:true}):[]).filter(function(a){return isFinite(a.effect.getComputedTiming().endTime)})}catch(e){}',
    'if(!list.length||typeof Promise==="undefined")return load();',
    `Promise.all(list.map(function(a){return a.finished.catch(function(){})})).then(load);setTimeout(load,${ENTRANCE_LIMIT_MS})}`,
    // After the first frame has painted; a hidden tab paints no frame, so a timer starts it too.
    'var d=document;requestAnimationFrame(function(){setTimeout(afterEntrance,0)});setTimeout(afterEntrance,300)})();',
  ].join('');
}

export class LoadAfterFirstPaintPlugin {
  /** @param {{ entryResource: string }} options  absolute path of the entry with the async boundary */
  constructor({ entryResource }) {
    this.entryResource = entryResource;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '/';
        const chunks = new Set();
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          if (!group.origins.some((origin) => isFirstLoadOrigin(origin, this.entryResource))) continue;
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) chunks.add(`${publicPath}${file}`);
          }
        }
        const isEntryScript = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const entryScripts = [...data.headTags, ...data.bodyTags].filter(isEntryScript).map((tag) => tag.attributes.src);
        data.headTags = data.headTags.filter((tag) => !isEntryScript(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isEntryScript(tag));
        data.bodyTags.push({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: PLUGIN },
          attributes: {},
          innerHTML: loaderSource(entryScripts, [...chunks].sort()),
        });
        return data;
      });
    });
  }
}

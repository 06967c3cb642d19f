// The host page paints first, then fetches its code. Instead of script and
// preload tags in <head> (fetched while the page is still painting), the page
// gets one small inline loader that, right after the first paint (and after the
// first screen's entrance animation, if it has one), adds the entry script,
// every chunk the first render needs (the async boundary's chunks and the
// host's own copies of the shared singletons it consumes) as scripts, and
// preloads the files the site server names in the page's `#page-hints` data
// block (the page remote's manifest, entry and module): all in parallel, in
// one round trip, started one per task.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'LoadAfterFirstPaintPlugin';

function isFirstLoadOrigin(origin, startResources) {
  const module = origin.module;
  if (!module) return false;
  if (startResources.includes(module.resource)) return true;
  // The fallback (the host's own copy) of a shared singleton it consumes.
  return module.constructor?.name === 'ConsumeSharedModule';
}

/** The longest the code waits for the first screen's entrance animation. */
const ENTRANCE_LIMIT_MS = 1500;

/**
 * How many requests the loader starts per task. Starting a request costs the
 * main thread a few milliseconds, several times that on a phone's slower CPU;
 * twenty in one task would block input on a phone for a long moment. Traced on
 * a slow machine (2026-11-26), a task starting three took 8 to 23 ms, which a
 * phone's CPU (four times slower in Lighthouse's model) turns into long tasks;
 * the next task starts within a fraction of a millisecond, so one per task
 * costs the page no time.
 */
const REQUESTS_PER_TASK = 1;

/** The loader, as plain ES5 so it runs before anything is known about the browser. */
function loaderSource(entryScripts, chunks) {
  return [
    '(function(){var started=false,d=document,h=d.head;',
    // Each step is its own task; a message, unlike a timer, is not slowed down in a background tab.
    'var channel=typeof MessageChannel==="function"?new MessageChannel():null;',
    'function later(step){if(!channel)return setTimeout(step,0);channel.port1.onmessage=step;channel.port2.postMessage(0)}',
    'function preload(href,as,cors){var l=d.createElement("link");l.rel="preload";l.as=as;l.href=href;if(cors)l.crossOrigin="anonymous";h.appendChild(l)}',
    'function script(src){var s=d.createElement("script");s.src=src;h.appendChild(s)}',
    'function load(){if(started)return;started=true;var hints={},queue=[];',
    "try{hints=JSON.parse((d.getElementById('page-hints')||{}).textContent||'{}')}catch(e){}",
    // The host's own chunks are plain scripts: webpack only installs a chunk that arrives early, and
    // when it asks for one still on its way it waits for the script already in the page (same src).
    `${JSON.stringify(entryScripts)}.concat(${JSON.stringify(chunks)}).forEach(function(u){queue.push(function(){script(u)})});`,
    // The page remote's files are only fetched: its own runtime evaluates them in its order.
    '(hints.fetch||[]).forEach(function(u){queue.push(function(){preload(u,"fetch",true)})});',
    '(hints.script||[]).forEach(function(u){queue.push(function(){preload(u,"script",false)})});',
    `function next(){queue.splice(0,${REQUESTS_PER_TASK}).forEach(function(start){start()});if(queue.length)later(next)}`,
    // The first use of localStorage on a page opens it, a synchronous round trip to the browser of
    // several milliseconds. The federation runtime's start-up reads it (its debug switch): opened
    // here, in a task of its own, that cost is not part of the entry script's task.
    'try{window.localStorage.getItem("")}catch(e){}later(next)}',
    // The first screen's entrance (About's fade) runs to its end on the static markup before any code
    // competes with it for the main thread; a looping animation (a blinking cursor) does not count.
    "var waiting=false;function afterEntrance(){if(waiting)return;waiting=true;var el=d.getElementById('first-paint-page'),list=[];",
    'try{list=(el&&el.getAnimations?el.getAnimations({subtree:true}):[]).filter(function(a){return isFinite(a.effect.getComputedTiming().endTime)})}catch(e){}',
    'if(!list.length||typeof Promise==="undefined")return load();',
    `Promise.all(list.map(function(a){return a.finished.catch(function(){})})).then(load);setTimeout(load,${ENTRANCE_LIMIT_MS})}`,
    // After the first frame has painted; a hidden tab paints no frame, so a timer starts it too.
    'requestAnimationFrame(function(){setTimeout(afterEntrance,0)});setTimeout(afterEntrance,300)})();',
  ].join('');
}

export class LoadAfterFirstPaintPlugin {
  /**
   * @param {{ startResources: string[] }} options  absolute paths of the modules that start the app: the
   *   entry with the async boundary, and the bootstrap whose stages import the rest
   */
  constructor({ startResources }) {
    this.startResources = startResources;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '/';
        const chunks = new Set();
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          if (!group.origins.some((origin) => isFirstLoadOrigin(origin, this.startResources))) continue;
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

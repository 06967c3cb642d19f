#!/usr/bin/env node
// Renders a page remote's static first screens at build time (the first-paint
// contract in src/contracts.ts): builds the remote's `src/first-paint.tsx` for
// Node, renders each page it lists with react-dom/server and styled-components'
// ServerStyleSheet, and writes `dist/first-paint/<Module>.html` (under
// BUILD_OUT_DIR when set). Run from the remote's folder after `webpack --mode production`.
//
// A page that cannot render on the server (it reads `window` while rendering)
// is skipped with a warning: the site then simply has no first screen for it.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { FIRST_PAINT_PUBLIC_PATH_TOKEN } from '@agency/site-kit/contracts';
import { siteTheme } from '@agency/site-kit/theme';
import { assetRules, buildOutputDir, swcRule } from '../webpack/create-config.mjs';

const dir = process.cwd();
const entry = path.join(dir, 'src/first-paint.tsx');
const cacheDir = path.join(dir, 'node_modules/.cache/first-paint');
const outputDir = path.join(buildOutputDir(dir), 'first-paint');

/** Resolved from the remote's own node_modules, so the bundle and the renderer share one React and one styled-components. */
const EXTERNALS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'styled-components',
  'jotai',
  'jotai/utils',
  '@react-spring/web',
  'react-router',
  'react-router-dom',
];

function buildForNode() {
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry,
    output: {
      path: cacheDir,
      filename: 'first-paint.cjs',
      library: { type: 'commonjs2' }, // Where the remote's files live is known only to the site server, which fills this in.
      publicPath: `${FIRST_PAINT_PUBLIC_PATH_TOKEN}/`,
      clean: true,
    },
    externals: EXTERNALS,
    externalsType: 'commonjs',
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    module: {
      rules: [
        swcRule(false),
        // The same rules as the browser build, so the first screen names the same files.
        ...assetRules({ emit: false }),
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    stats: 'errors-warnings',
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(path.join(cacheDir, 'first-paint.cjs'));
    });
  });
}

/**
 * The markup as a first screen: head elements a page renders (title, meta,
 * canonical) belong to the document, and images wait until they near the
 * viewport, as the page's own lazy loading would have them.
 */
function asFirstScreen(html) {
  return html
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<meta\b[^>]*>/g, '')
    .replace(/<link\b[^>]*>/g, '')
    .replace(/<img\b(?![^>]*\bloading=)/g, '<img loading="lazy"');
}

async function main() {
  // The renderer's React must be its production build, as the page's is: the development build
  // writes each Suspense fallback's reason, with this machine's file paths, into the markup.
  process.env.NODE_ENV = 'production';
  const requireFromRemote = createRequire(path.join(dir, 'package.json'));
  const bundlePath = await buildForNode();
  const { createElement } = requireFromRemote('react');
  const { renderToString } = requireFromRemote('react-dom/server');
  const { ServerStyleSheet, ThemeProvider } = requireFromRemote('styled-components');
  const { firstPaintPages } = requireFromRemote(bundlePath);

  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  for (const [module, element] of Object.entries(firstPaintPages)) {
    const sheet = new ServerStyleSheet();
    try {
      const markup = renderToString(sheet.collectStyles(createElement(ThemeProvider, { theme: siteTheme }, element)));
      const html = `${sheet.getStyleTags()}${asFirstScreen(markup)}`;
      await writeFile(path.join(outputDir, `${module}.html`), html);
      console.log(`first paint: ${module} (${Math.round(html.length / 1024)} KB)`);
    } catch (error) {
      console.warn(`first paint: ${module} skipped, it does not render on the server: ${error instanceof Error ? error.message : error}`);
    } finally {
      sheet.seal();
    }
  }
}

await main();

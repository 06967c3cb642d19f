// One webpack + Module Federation configuration for the shell and every
// remote, so that the federation rules (docs/architecture.md, "Federation")
// hold everywhere by construction: the same shared singletons, `loaded-first`,
// an async boundary, `publicPath: 'auto'` for remotes, and no single runtime
// chunk. In development: each dev server on its own port from the topology
// table (site-kit/src/topology.mjs) and React Fast Refresh.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { productionSourceMaps } from './source-maps.mjs';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { ROOT, buildFingerprint } from './build-fingerprint.mjs';
import { DropHotUpdatesFromManifestPlugin } from './drop-hot-updates-from-manifest-plugin.mjs';
import { LoadAfterFirstPaintPlugin } from './load-after-first-paint-plugin.mjs';
import { portsFromEnv } from '@agency/site-kit/topology';

/** A remote's exposes from the topology table: `exposes: federationExposes('marketing')`. */
export { federationExposes } from '@agency/site-kit/topology';

const require = createRequire(import.meta.url);

/** Where the Fast Refresh plugin's loader and runtime find react-refresh (see react-refresh-runtime.cjs). */
const REFRESH_RUNTIME = createRequire(require.resolve('@pmmmwh/react-refresh-webpack-plugin')).resolve('react-refresh');

/**
 * The plugin that hands the shell's federation runtime to the remotes
 * (`provideExternalRuntime`) is injected as its CommonJS build, which would
 * pull in a second, CommonJS copy of the whole runtime (~90 KB) beside the
 * ES module copy the rest of the entry uses. Its ES module build is used
 * instead, so the entry holds one runtime.
 */
const INJECT_RUNTIME_PLUGIN_CJS = createRequire(require.resolve('@module-federation/enhanced')).resolve(
  '@module-federation/inject-external-runtime-core-plugin',
);
const oneFederationRuntime = new webpack.NormalModuleReplacementPlugin(
  /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
  (resource) => {
    if (resource.request === INJECT_RUNTIME_PLUGIN_CJS) resource.request = INJECT_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js');
  },
);
const SHARED_REFRESH_RUNTIME = path.join(import.meta.dirname, 'react-refresh-runtime.cjs');

/** Development: every build's React Refresh code uses one runtime on the page. */
function sharedRefreshRuntime(name) {
  return {
    alias: {
      [REFRESH_RUNTIME]: SHARED_REFRESH_RUNTIME,
      'react-refresh/runtime$': SHARED_REFRESH_RUNTIME,
      'agency-react-refresh-runtime$': path.join(path.dirname(REFRESH_RUNTIME), 'cjs/react-refresh-runtime.development.js'),
    },
    define: { __AGENCY_REFRESH_APP__: JSON.stringify(name) },
    plugins: [
      new ReactRefreshWebpackPlugin({
        overlay: false,
        // Injected into React once per page, by whichever build loads first.
        library: 'agency-site',
        exclude: [/node_modules/, SHARED_REFRESH_RUNTIME],
      }),
      new DropHotUpdatesFromManifestPlugin(),
    ],
  };
}

/**
 * Libraries with exactly one copy on the page. A key ending in '/' shares the
 * package's subpaths (react/jsx-runtime, react-dom/client, jotai/utils):
 * without it a second react-dom loads and React 19 throws error #527.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router/',
  'react-router-dom',
  'styled-components',
  'jotai',
  'jotai/',
  '@react-spring/web',
];

function readPackageJson(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * Shared libraries provided as the part of them the site uses (a facade
 * module that re-exports it), so that what every page loads is tree-shaken.
 */
const SHARED_FACADES = {
  'react-router': {
    file: path.join(import.meta.dirname, 'shared-react-router.mjs'),
    /** The name the facade imports the package by: the share scope's `react-router` is the facade itself. */
    packageAlias: 'agency-react-router-package',
    /**
     * The package's exports name only its development build, whose dev
     * warnings run in production too (remix-run/react-router#14102); its
     * production build is the same code with them off.
     */
    productionEntry: 'dist/production/index.mjs',
  },
};

const FACADE_FILES = new Set(Object.values(SHARED_FACADES).map((facade) => facade.file));

/** The names a facade re-exports. */
function facadeExports(file) {
  const [, list = ''] = readFileSync(file, 'utf8').match(/export\s*\{([^}]*)\}/) ?? [];
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** The installed package's own directory, version and ES module entry, as seen from the app at `dir`. */
function installedPackage(dir, name) {
  const packageDir = path.dirname(createRequire(path.join(dir, 'package.json')).resolve(`${name}/package.json`));
  const pkg = readPackageJson(packageDir);
  return { packageDir, version: pkg.version, moduleEntry: path.join(packageDir, pkg.module ?? pkg.main) };
}

/** Shared config with an explicit requiredVersion read from the package's own dependencies. */
export function sharedSingletons(dir) {
  const pkg = readPackageJson(dir);
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const entries = SHARED_SINGLETONS.map((key) => {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const requiredVersion = deps[name];
    if (!requiredVersion) {
      throw new Error(`${pkg.name} must depend on ${name}: it is a shared singleton of the site`);
    }
    const facade = SHARED_FACADES[key];
    if (facade) return [key, { singleton: true, requiredVersion, import: facade.file, version: installedPackage(dir, name).version }];
    return [key, { singleton: true, requiredVersion }];
  });
  return Object.fromEntries(entries);
}

/** The facades' packages, for the facades' own imports (which the share scope must not catch). */
function facadeAliases(dir, isDev) {
  return Object.fromEntries(
    Object.entries(SHARED_FACADES).map(([name, facade]) => {
      const { packageDir, moduleEntry } = installedPackage(dir, name);
      if (isDev || !facade.productionEntry) return [`${facade.packageAlias}$`, moduleEntry];
      const productionEntry = path.join(packageDir, facade.productionEntry);
      if (!existsSync(productionEntry)) throw new Error(`${name} has no ${facade.productionEntry} any more: update SHARED_FACADES`);
      return [`${facade.packageAlias}$`, productionEntry];
    }),
  );
}

/**
 * V8's explicit compile hint (Chromium 136+) on every production script: a
 * chunk is fetched when the page is about to run it, and nearly all of its
 * functions run then (the runtime, React, the page's modules). Without the
 * hint, V8 compiles each function lazily on the main thread at its first call
 * (about 140 ms of the main thread's time on a load of the home page); with
 * it, V8 compiles them while the script streams in, on a background thread.
 * The comment must be the file's first line, so it is added after the
 * minifier (which drops comments) and before the source maps are written.
 */
const eagerCompileHint = new webpack.BannerPlugin({
  banner: '//# allFunctionsCalledOnLoad',
  raw: true,
  test: /\.js$/,
  stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
});

/**
 * Every production script, style and manifest is compressed once, when it is
 * built: `.br` (Brotli at its best) and `.gz` beside each file, which
 * serve/static-server.mjs sends to a browser that accepts them. Compressed on
 * each request instead, the shell's scripts for one load of `/` cost its server
 * about twice the CPU, and went out 16 % larger (README, "Performance").
 */
const PRECOMPRESSED = /\.(js|css|json|svg|txt)$/;
const COMPRESSED_COPIES = [
  {
    extension: 'br',
    algorithm: 'brotliCompress',
    options: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  },
  { extension: 'gz', algorithm: 'gzip', options: { level: zlib.constants.Z_BEST_COMPRESSION } },
];
function precompression() {
  return COMPRESSED_COPIES.map(
    ({ extension, algorithm, options }) =>
      new CompressionPlugin({
        filename: `[path][base].${extension}`,
        algorithm,
        test: PRECOMPRESSED,
        compressionOptions: options,
        threshold: 1024,
      }),
  );
}

/** Fails the build when a module imports from a facade's package a name the facade does not share. */
class SharedFacadeCheckPlugin {
  apply(compiler) {
    const facades = Object.entries(SHARED_FACADES).map(([name, facade]) => ({
      name,
      file: facade.file,
      exports: facadeExports(facade.file),
    }));
    compiler.hooks.compilation.tap('SharedFacadeCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedFacadeCheckPlugin', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            const imported = dependency.ids?.[0];
            const facade = imported && facades.find((item) => item.name === dependency.request);
            if (!facade || facade.exports.has(imported)) continue;
            const error = new webpack.WebpackError(
              `${module.resource ?? module.identifier()} imports ${imported} from ${facade.name}, which the site does not share: add it to ${path.relative(process.cwd(), facade.file)}`,
            );
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

/** Where SWC keeps its compiled Wasm plugins: with the installed packages, not in each package's folder. */
const SWC_PLUGIN_CACHE = path.join(import.meta.dirname, '../node_modules/.cache/swc');

/**
 * Every styled component gets an id from its file and its place in it
 * (`sc-<hash of the file's path>-<n>`), instead of styled-components' default:
 * a counter over every component created on the page, which depends on which
 * chunks ran first. So a page's static first screen (rendered by
 * render-first-paint, from the same files in the same build) and the live
 * page name the same classes: styled-components takes over the first screen's
 * rules when it starts (rehydration) and the live page adds none of them
 * again. With the counter, the live page inserted a second copy of nearly all
 * of them (on `/`, 207 rules of which 77 matched no element; 137 and 7 with
 * these ids), each insertion and each extra rule costing the main thread
 * style work. e2e/tests/first-paint.spec.ts checks the classes match.
 */
const styledComponentsIds = [require.resolve('@swc/plugin-styled-components'), { displayName: false, ssr: true, fileName: false }];

/** `refresh`: the React Fast Refresh transform (development only). */
export function swcRule(isDev, refresh = isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: isDev, refresh } },
          experimental: { plugins: [styledComponentsIds], cacheRoot: SWC_PLUGIN_CACHE },
        },
      },
    },
  };
}

/**
 * Images and fonts as files. An imported .svg is drawn into a PNG at build
 * time (rasterize-svg.mjs: an SVG <img> costs the page's main thread a whole
 * SVG document). `emit: false` for a build that only needs the URLs (the
 * first-paint renderer), which then match the browser build's.
 * @param {{ emit?: boolean }} [options]
 */
export function assetRules({ emit = true } = {}) {
  return [
    {
      test: /\.(png|jpe?g|webp|avif|gif|woff2?)$/i,
      type: 'asset/resource',
      generator: { emit, filename: 'assets/[name].[contenthash:8][ext]' },
    },
    {
      test: /\.svg$/i,
      type: 'asset/resource',
      use: [{ loader: require.resolve('./rasterize-svg-loader.mjs') }],
      generator: { emit, filename: 'assets/[name].[contenthash:8].png' },
    },
  ];
}

/**
 * Where a production build goes: BUILD_OUT_DIR when set, else the package's dist.
 *
 * @param {string} dir  package root
 */
export function buildOutputDir(dir, env = process.env) {
  return env.BUILD_OUT_DIR ? path.resolve(env.BUILD_OUT_DIR) : path.join(dir, 'dist');
}

/**
 * A remote's chunk-loading global in production, named after its build's
 * fingerprint: when a page falls back from one release to another, each
 * version's chunks go into a list of its own, never into the other's.
 *
 * @param {string} dir
 * @param {string} name
 */
function releaseChunkGlobal(dir, name) {
  // Without git the sources cannot be fingerprinted: a build of its own still never shares its list.
  const fingerprint = buildFingerprint(path.relative(ROOT, dir)) ?? `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
  return `webpackChunk${name}_${fingerprint.slice(0, 12)}`;
}

/**
 * @param {object} options
 * @param {string} options.dir            package root (pass `import.meta.dirname`)
 * @param {'host'|'remote'} options.kind
 * @param {'shell'|'marketing'|'portfolio'|'contact'|'chat'} options.name  federation name
 * @param {Record<string,string>} [options.exposes]  remote only: `federationExposes(name)`
 * @param {string} [options.title]        title of the html page
 * @param {string} [options.template]     html template (host)
 * @param {Record<string,unknown>} [options.templateParameters]  values the template reads
 * @param {Record<string,string>} [options.define]  compile-time constants
 * @param {import('webpack').Configuration['devServer']} [options.devServer]
 */
export function createFederatedConfig(options) {
  const { dir, kind, name, exposes = {}, title = name, template, templateParameters, define = {}, devServer = {} } = options;
  const isHost = kind === 'host';

  return (_env, argv) => {
    const isDev = argv.mode !== 'production';
    const withPage = isHost || isDev;
    // Development: the ports moved by PORT, REMOTE_*_PORT and CHAT_PORT, as for
    // `npm start`. A production build never depends on them.
    const ports = isDev ? portsFromEnv() : portsFromEnv({});
    const refresh = isDev ? sharedRefreshRuntime(name) : null;

    /** @type {import('webpack').Configuration} */
    const config = {
      context: dir,
      mode: isDev ? 'development' : 'production',
      devtool: isDev ? 'eval-cheap-module-source-map' : productionSourceMaps(process.env.SOURCE_MAPS),
      // A remote in production is only its container (remoteEntry.js); the
      // standalone page exists in development.
      entry: withPage ? { main: './src/index.ts' } : {},
      output: {
        // `npm run remote -- release` builds into a scratch folder: the remote's server keeps serving dist.
        path: buildOutputDir(dir),
        publicPath: isHost ? '/' : 'auto',
        // Entry chunks carry no hash: webpack 5.111 cannot resolve a hash for the
        // federation runtime module (module-federation/core#5077). They are
        // served with revalidation instead (see serve/static-server.mjs).
        filename: '[name].js',
        // With a hash in development too: html-webpack-plugin's child build also gets the
        // federation plugin's chunk of a shared module (react-router's facade), named as the
        // main build's, and two different files of one name fail the dev build.
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: name,
        ...(isHost || isDev ? {} : { chunkLoadingGlobal: releaseChunkGlobal(dir, name) }),
        clean: true,
        // docs/product-rules.md §7: page chunks load with a 120 s timeout.
        chunkLoadTimeout: 120_000,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // chat-server's protocol is written for Node ESM ('./chat.js' means chat.ts).
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: { ...facadeAliases(dir, isDev), ...refresh?.alias },
      },
      module: { rules: [swcRule(isDev), ...assetRules()] },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
        splitChunks: {
          cacheGroups: {
            // A library module reached by two chunks (a shared singleton's provided
            // copy and a consumer's fallback, e.g. react-dom's index) gets a chunk
            // of its own, however small, instead of a twin copy in each.
            libraryTwins: {
              test: (module) => /[\\/]node_modules[\\/]/.test(module.nameForCondition?.() ?? '') || FACADE_FILES.has(module.resource),
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: -5,
              reuseExistingChunk: true,
            },
          },
        },
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          ...Object.fromEntries(
            Object.entries({ ...define, 'process.env.SITE_PORTS': JSON.stringify(ports) }).map(([key, value]) => [
              key,
              JSON.stringify(value),
            ]),
          ),
          ...refresh?.define,
        }),
        ...(refresh ? refresh.plugins : []),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          // One federation runtime on the page: the shell provides it and the
          // production remotes use it, instead of each remoteEntry.js carrying
          // its own copy (~27 KB gzip each). A remote's dev page is its own host.
          // Every container runs in a browser: the runtime's Node.js script loading is left out.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
            optimization: { target: 'web' },
          },
          // The shell's too: the release gate reads the shared versions it provides.
          manifest: { fileName: 'mf-manifest.json' },
        }),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                title,
                ...(template ? { template: path.join(dir, template) } : {}),
                ...(templateParameters ? { templateParameters } : {}),
                // Only the page's own entry: a remote's remoteEntry.js on its
                // standalone page would be a second webpack runtime with the same
                // hot-update global, and hot updates would fail (ChunkLoadError).
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(isHost && !isDev
          ? [new LoadAfterFirstPaintPlugin({ startResources: [path.join(dir, 'src/index.ts'), path.join(dir, 'src/bootstrap.tsx')] })]
          : []),
        ...(isHost ? [oneFederationRuntime] : []),
        ...(isDev ? [] : [eagerCompileHint, ...precompression()]),
        new SharedFacadeCheckPlugin(),
      ],
      devServer: {
        port: ports[isHost ? 'site' : name],
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        ...devServer,
      },
      stats: 'errors-warnings',
      // The dev server's address banner and notices a reader cannot act on stay out of `npm run dev`
      // (it prints each service's address once it answers); errors still show.
      ...(isDev ? { infrastructureLogging: { level: 'error' } } : {}),
    };
    return config;
  };
}

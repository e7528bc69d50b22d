// @ts-check
/**
 * One webpack configuration for every app, so that the five packages differ only in what
 * they share beyond React and the router; their federation name and exposed modules are the app
 * registry's (`src/exposes/<Name>.tsx` for each).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { appOfFolder } from '../server/registry.mjs';
import { buildInfoPlugin } from './build-info.mjs';

/**
 * React and the router are singletons so the shell's router and React's head hoisting work in
 * remotes. The router is shared as @practice/router: the part of react-router the apps use.
 * Strictly: a remote whose range the loaded version does not satisfy fails to load (its notice)
 * instead of running against a React or router it was not built for.
 */
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', '@practice/router'];

/**
 * The enhanced plugin adds the runtime-injecting plugin by its CommonJS file, which requires the
 * CommonJS build of the federation runtime, while the host itself runs the ES module build: two
 * copies in the host's main chunk, and remotes handed the one the host does not use. Pointing the
 * plugin at its ES module file leaves one runtime, the host's own.
 * @param {NodeRequire} require
 */
function sameRuntimeForRemotes(require) {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [commonJs]: commonJs.replace(/\.cjs$/, '.js') };
}

/** 'react-dom/client' → 'react-dom'; '@practice/router' as it is. */
const packageOf = (/** @type {string} */ dep) =>
  dep
    .split('/')
    .slice(0, dep.startsWith('@') ? 2 : 1)
    .join('/');

/** TypeScript, type-checked separately (`npm run typecheck`), for the browser and server builds. */
const TYPESCRIPT = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true } },
};
const EXTENSIONS = ['.tsx', '.ts', '.js'];

/** Hashed file names: immutable, so a deploy can leave the previous build's beside the new. */
const CHUNK_NAME = '[name].[contenthash:8].js';
const ASSET_NAME = 'assets/[name].[contenthash:8][ext]';

/**
 * Where a build writes: `dist` (production) or `dist-dev` (`npm run dev`, so that it never
 * clobbers a production build), or `BUILD_DIR` when a deploy builds beside the files being served
 * (server/deploy/deploy-app.mjs).
 * @param {string} dir
 * @param {boolean} production
 */
const outputDir = (dir, production) =>
  process.env.BUILD_DIR
    ? path.resolve(process.env.BUILD_DIR)
    : path.join(dir, production ? 'dist' : 'dist-dev');

/**
 * Development only: a remote's standalone page (its `src/standalone.tsx`) rendered on the server,
 * as `server/standalone.js` beside its render.js (server/app-server/standalone-server.mjs).
 */
const STANDALONE_ENTRY = path.resolve(import.meta.dirname, '../server/render/standalone.tsx');

/**
 * CSS modules' class names: the same in the browser build and the server build, so the server's
 * HTML hydrates as it is.
 * @param {boolean} production
 */
const cssModules = (production) => ({
  namedExport: false,
  exportLocalsConvention: 'as-is',
  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
});

/**
 * The server build: the app's `src/server.tsx` (its FragmentRenderer, or the shell's page
 * renderer) as one CommonJS file, `dist/server/render.js`, that the app's server process loads and
 * reloads when a deploy replaces it. Styles give only their class names; assets keep the browser
 * build's names and are not written again.
 * @param {{ dir: string, host?: boolean, rules?: object[] }} app
 * @param {boolean} production
 */
function createServerConfig(app, production) {
  // The first module sets where assets are served from before any module uses an asset URL.
  const entry = (/** @type {string} */ module) => [
    path.join(import.meta.dirname, 'server-public-path.js'),
    module,
  ];
  const standalone = !production && !app.host;
  const entries = {
    render: entry('./src/server.tsx'),
    ...(standalone ? { standalone: entry(STANDALONE_ENTRY) } : {}),
  };
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: app.dir,
    entry: entries,
    devtool: false,
    output: {
      path: path.join(outputDir(app.dir, production), 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: ASSET_NAME,
      publicPath: '',
      clean: true,
    },
    resolve: {
      extensions: EXTENSIONS,
      alias: standalone
        ? { '@practice/standalone-app$': path.join(app.dir, 'src/standalone.tsx') }
        : {},
    },
    // zod keeps its registry and locale on globalThis: a copy of it inside the bundle would tie
    // every bundle a deploy replaced to that global, and none would be freed (0.4 MB a deploy for
    // the blog). Required from node_modules, it is loaded once for the process.
    externals: { zod: 'commonjs zod' },
    optimization: { minimize: false, splitChunks: false },
    module: {
      // One file per entry, loaded without a chunk loader (server/app-server/bundle.mjs): what
      // the browser loads later (a post's body, a screen) is in the file, still evaluated only
      // when import() asks for it.
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [
        TYPESCRIPT,
        ...(app.rules ?? []),
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: { modules: { ...cssModules(production), exportOnlyLocals: true } },
          },
        },
        // Global styles are the browser build's business.
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          type: 'asset/source',
          generator: { emit: false },
        },
        {
          test: /\.(svg|png|jpe?g|webp|gif|woff2?|ttf|eot|pdf)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    performance: { hints: false },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the package folder (pass `import.meta.dirname`)
 * @param {string} options.title page title of the standalone page
 * @param {string[]} [options.shared] non-singleton libraries shared with other apps (react-slick, axios)
 * @param {boolean} [options.host] the shell: provides the federation runtime to the remotes
 * @param {string} [options.page] the HTML page the build writes, index.html unless given (the shell
 *   writes app.html: the template its server renders every page into)
 * @param {Record<string, string>} [options.define] compile-time constants
 * @param {object[]} [options.rules] module rules of the app's own file types (both builds), such as
 *   the blog's Markdown articles
 * @param {string[]} [options.uses] the shell: the modules of the remotes it loads, by id
 *   ('blog/BlogRoutes'), recorded in its build-info.json for the deploy's compatibility check
 */
export function createConfig(options) {
  const registered = appOfFolder(path.basename(options.dir));
  if (!registered) throw new Error(`${options.dir} is no app of server/registry.json.`);
  const app = {
    ...options,
    name: registered.name,
    // None for the shell: a host that exposes nothing builds no container of its own.
    exposes: registered.exposes.length
      ? Object.fromEntries(
          registered.exposes.map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]),
        )
      : undefined,
  };
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    return [createBrowserConfig(app, production), createServerConfig(app, production)];
  };
}

/**
 * @typedef {Parameters<typeof createConfig>[0] & { name: string, exposes?: Record<string, string> }} App
 *   an app's options, with its federation name and exposed modules from the registry
 */

/**
 * @param {App} app
 * @param {boolean} production
 */
function createBrowserConfig(app, production) {
  const require = createRequire(path.join(app.dir, 'package.json'));
  const pkg = require('./package.json');
  /** The range the app asks for; of a workspace package ('*'), at least the version built with. */
  const versionOf = (/** @type {string} */ dep) => {
    const range = pkg.dependencies[dep] ?? pkg.dependencies[dep.split('/')[0]];
    return range === '*' ? `^${require(`${dep}/package.json`).version}` : range;
  };

  /** @type {Record<string, object>} */
  const shared = {};
  /** @type {Record<string, { version: string, requiredVersion: string }>} */
  const singletons = {};
  for (const dep of SINGLETONS) {
    const requiredVersion = versionOf(dep);
    shared[dep] = { singleton: true, requiredVersion, strictVersion: true };
    singletons[dep] = {
      version: require(`${packageOf(dep)}/package.json`).version,
      requiredVersion,
    };
  }
  for (const dep of app.shared ?? []) {
    shared[dep] = { requiredVersion: versionOf(dep) };
  }

  const page = app.page ?? 'index.html';
  // Stylesheets in files in development too: the server's HTML links them, as in production.
  const cssLoader = MiniCssExtractPlugin.loader;

  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: './src/index.ts',
    // Not an eval source map: the shell's Content-Security-Policy allows no eval, in development too.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: outputDir(app.dir, production),
      // Entries keep a stable name (served no-cache); every other chunk is hashed and immutable.
      filename: '[name].js',
      chunkFilename: CHUNK_NAME,
      assetModuleFilename: ASSET_NAME,
      // The shell's HTML is served for deep paths, so its assets need an absolute base; a remote
      // finds its own origin at run time.
      publicPath: app.host ? '/' : 'auto',
      uniqueName: app.name,
      // The server build writes into server/ at the same time.
      clean: { keep: /^server\// },
    },
    resolve: {
      extensions: EXTENSIONS,
      alias: app.host ? sameRuntimeForRemotes(require) : {},
    },
    module: {
      rules: [
        TYPESCRIPT,
        ...(app.rules ?? []),
        {
          test: /\.module\.css$/,
          use: [
            cssLoader,
            {
              loader: 'css-modules-typescript-loader',
              // CI checks that the committed declarations are current instead of rewriting them.
              options: { mode: process.env.CI ? 'verify' : 'emit' },
            },
            {
              loader: 'css-loader',
              options: {
                modules: cssModules(production),
              },
            },
          ],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [cssLoader, 'css-loader'] },
        { test: /\.(svg|png|jpe?g|webp|gif|woff2?|ttf|eot|pdf)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes,
        shared,
        // A shared library the shell first needs after start-up (react-slick, once Home's
        // carousels near the viewport) is taken from what is loaded, or from the shell itself:
        // never by fetching every remote's entry to compare versions (36 KB gzip).
        ...(app.host ? { shareStrategy: 'loaded-first' } : {}),
        dts: false,
        manifest: true,
        // Remotes take the runtime from the shell instead of carrying their own copy; the shell's
        // is built for browsers only (the server bundles use no federation), without the
        // runtime's code for Node (1.7 KB gzip of every page's first script).
        experiments: app.host
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : production
            ? { externalRuntime: true }
            : {},
      }),
      buildInfoPlugin({
        dir: app.dir,
        app: app.name,
        pkg,
        contract: require('@practice/shared-types/package.json').version,
        exposes: Object.keys(app.exposes ?? {}).map((key) => key.replace(/^\.\//, '')),
        uses: app.uses ?? [],
        shared: singletons,
      }),
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(app.define ?? {}).map(([key, value]) => [key, JSON.stringify(value)]),
        ),
      ),
      // A remote's standalone page is for development (npm run dev -w <remote>): its production
      // build has none to serve.
      ...(app.host || !production
        ? [
            new HtmlWebpackPlugin({
              // The shell has its own page; a remote's standalone page is the generic one.
              template: fs.existsSync(path.join(app.dir, 'src/index.html'))
                ? path.join(app.dir, 'src/index.html')
                : path.join(import.meta.dirname, 'standalone.html'),
              title: app.title,
              filename: page,
              chunks: ['main'],
              // The shell's template links the stylesheet itself and starts main.js from boot.js once
              // the page has painted.
              inject: !app.host,
              // Absolute script URLs, so a standalone deep link such as /ourteam/X/ finds main.js.
              publicPath: '/',
            }),
          ]
        : []),
      new CopyPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
        // CSS modules' class names never collide, so the order of the rules that the shell's one
        // stylesheet gathers from every screen does not matter.
        ignoreOrder: true,
      }),
      ...(production
        ? [
            // V8 compiles each function of a script that starts with this comment as the script
            // loads, off the main thread, instead of on the main thread at its first call
            // (explicit compile hints, Chromium 136+; other engines ignore it). Every chunk here
            // loads when its code is about to run: on the bench's phone this took the script of
            // a tap Home → BLOG from 180 to 95 ms (docs/performance.md). Added after
            // minification, which drops comments.
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json|txt|xml)$/,
              threshold: 512,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              test: /\.(js|css|html|svg|json|txt|xml)$/,
              threshold: 512,
            }),
          ]
        : []),
    ],
    optimization: app.host
      ? {
          // Every screen's styles in one file that each page links in its head: a screen whose
          // code arrives later still paints styled from the server's HTML.
          splitChunks: {
            cacheGroups: {
              styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
              // The router's own module (its Link) with react-router, in one file: loaded together.
              router: {
                test: /[\\/](router[\\/]src|node_modules[\\/]react-router)[\\/]/,
                chunks: 'async',
                enforce: true,
              },
            },
          },
        }
      : undefined,
    performance: { hints: false },
  };
}

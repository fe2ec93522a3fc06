// @ts-check
// Production and development build. Every build gets a random id: it is compiled into the bundle and
// written to builds/latest.json and builds/meta/<id>.json so running apps can tell a newer deploy.
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const { execFileSync } = require('node:child_process');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

const BUILD_ID = process.env.BUILD_ID || randomUUID();
const BUILD_TIMESTAMP = Date.now();
/** The provider the build points at when config.js names none (docs/deploy.md); '' is this origin. */
const BUILD_API_HOST = process.env.API_HOST || '';
/**
 * Chrome's explicit compile hint (V8 "compile hints", Chrome 136+): a script that opens with it is
 * compiled whole, on a background thread while it downloads, rather than each function on the main
 * thread the first time it is called. Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Emits the build metadata files and the default runtime config. */
class BuildInfoPlugin {
  /** @param {webpack.Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const info = JSON.stringify({ id: BUILD_ID, timestamp: BUILD_TIMESTAMP });
          compilation.emitAsset('builds/latest.json', new webpack.sources.RawSource(info));
          compilation.emitAsset(
            `builds/meta/${BUILD_ID}.json`,
            new webpack.sources.RawSource(info),
          );
          compilation.emitAsset(
            'config.js',
            new webpack.sources.RawSource(
              '// Runtime settings, editable at deploy time without a rebuild.\n' +
                '// apiHost: the provider, e.g. "https://bots.example.com"; empty means this origin.\n' +
                'window.__BOTDECK__ = { apiHost: "" };\n',
            ),
          );
        },
      );
    });
  }
}

/**
 * For each chunk group named with webpackChunkName (a route's page, the API client), the script
 * files it needs beyond the initial ones. Known once content hashes have settled the file names.
 * @param {webpack.Compilation} compilation
 * @returns {Record<string, string[]>}
 */
function lazyChunkFiles(compilation) {
  const publicPath = /** @type {string} */ (compilation.outputOptions.publicPath);
  /** @type {Set<string>} */
  const initial = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) initial.add(file);
  }
  /** @type {Record<string, string[]>} */
  const manifest = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (compilation.entrypoints.has(name)) continue;
    manifest[name] = group.chunks
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => file.endsWith('.js') && !initial.has(file))
      .map((file) => `${publicPath}${file}`);
  }
  return manifest;
}

/**
 * The theme's stylesheet (src/server/themeStylesheet.tsx), made by Node from the theme's own source
 * and written into index.html, so every page has it before any script runs.
 * @returns {string}
 */
function themeStylesheet() {
  const css = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--eval',
      "import('./src/server/themeStylesheet.tsx').then((m) => process.stdout.write((m.themeStylesheet ?? m.default.themeStylesheet)()))",
    ],
    { cwd: __dirname, encoding: 'utf8' },
  );
  // Written inside a <style> element: nothing in it may end that element.
  if (css.length === 0 || /<\//.test(css))
    throw new Error('the theme stylesheet is empty or unsafe');
  return css;
}

/**
 * From the route manifest itself (src/kernel/paths.ts, compiled here by esbuild, so an address is
 * still spelt once): the app's routes, each as its pattern and the names of its page's chunk and of
 * those its first draw in the browser needs and the API calls it makes (`calls`), the chunks /boot.js
 * prefetches once a page is idle, and the API's path on its host.
 * @returns {{ routes: { pattern: string, chunks: string[], calls: string[] }[], prefetched: string[], apiPath: string }}
 */
function kernelPaths() {
  const [compiled] = require('esbuild').buildSync({
    stdin: {
      contents: [
        "export { contractChunk, paths, PREFETCHED_CHUNKS } from './src/kernel/paths';",
        "export { API_PATH } from './src/api/constants';",
      ].join('\n'),
      resolveDir: __dirname,
      loader: 'ts',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
  }).outputFiles;
  const exports = /** @type {Record<string, unknown>} */ ({});
  const loaded = { module: { exports }, exports };
  if (!compiled) throw new Error('esbuild compiled nothing from src/kernel/paths.ts');
  require('node:vm').runInNewContext(compiled.text, loaded);
  const paths =
    /** @type {Record<string, { pattern: string, chunk: string, browserChunks?: string[], calls?: string[] }>} */ (
      loaded.module.exports.paths
    );
  const contractChunk = /** @type {(chunk: string) => string} */ (
    loaded.module.exports.contractChunk
  );
  return {
    routes: Object.values(paths).map(({ pattern, chunk, browserChunks = [], calls = [] }) => ({
      pattern,
      chunks: [contractChunk(chunk), chunk, ...browserChunks],
      calls,
    })),
    prefetched: /** @type {string[]} */ (loaded.module.exports.PREFETCHED_CHUNKS),
    apiPath: /** @type {string} */ (loaded.module.exports.API_PATH),
  };
}

/**
 * Writes preload.json: the script files of each named chunk group. The front server links them from
 * a page's HTML (server/front/frontServer.ts), so the browser fetches the page's code alongside the
 * shell's rather than after the shell has run.
 *
 * On a static host index.html is every route's page, so it hands /boot.js, its first script, each
 * route's pattern with the files of its page, of the part of the API contract it reads (`contract`,
 * the whole of it by default) and of any other chunk its first draw needs (`browserChunks`: the bot
 * page's Markdown parser), as `data-routes`: boot.js asks for
 * the landing route's while the shell's scripts download, instead of once they have run. With them
 * go the API calls a route's first draw makes (`data-calls`) and where the API is (`data-api-host`,
 * the build's API_HOST, and `data-api-path`): boot.js makes the landing route's calls at once too.
 * It is deferred, not async, so that it runs after /config.js, which may name another API host. It
 * hands it the prefetched chunks' files too (`data-prefetch`), as the front server does on its pages.
 */
class PreloadManifestPlugin {
  /** @param {webpack.Compiler} compiler */
  apply(compiler) {
    const { routes, prefetched, apiPath } = kernelPaths();
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadManifestPlugin',
        (groups) => {
          const manifest = lazyChunkFiles(compilation);
          const publicPath = /** @type {string} */ (compilation.outputOptions.publicPath);
          const list = routes
            .map(({ pattern, chunks }) =>
              [pattern, ...new Set(chunks.flatMap((name) => manifest[name] ?? []))].join(' '),
            )
            .join('|');
          // html-webpack-plugin writes an attribute as it is given: a query's `&` is escaped here.
          const calls = routes
            .filter((route) => route.calls.length > 0)
            .map(({ pattern, calls: list }) => [pattern, ...list].join(' '))
            .join('|')
            .replaceAll('&', '&amp;');
          groups.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: `${publicPath}boot.js`,
              'data-routes': list,
              'data-calls': calls,
              'data-api-host': BUILD_API_HOST,
              'data-api-path': apiPath,
              'data-prefetch': [
                ...new Set(prefetched.flatMap((name) => manifest[name] ?? [])),
              ].join(' '),
            }),
          );
          return groups;
        },
      );
      compilation.hooks.processAssets.tap(
        { name: 'PreloadManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(
            'preload.json',
            new webpack.sources.RawSource(JSON.stringify(lazyChunkFiles(compilation), null, 2)),
          );
        },
      );
    });
  }
}

/**
 * What both builds compile the same way: TypeScript, assets and the build's constants.
 * @param {boolean} production
 */
function shared(production) {
  /** @type {webpack.Configuration['mode']} */
  const mode = production ? 'production' : 'development';
  return {
    mode,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
        { test: /\.(png|svg|ico)$/, type: 'asset/resource' },
      ],
    },
    definitions: new webpack.DefinePlugin({
      __BUILD_ID__: JSON.stringify(BUILD_ID),
      __API_HOST__: JSON.stringify(BUILD_API_HOST),
    }),
  };
}

/**
 * The server entry (src/server/render.tsx) for the front server, in one file for Node with its
 * packages bundled in: the same modules as the browser's, resolved the same way, so the page the
 * server draws and the one the browser hydrates cannot differ. Outside dist/, so a static host
 * that serves dist/ never publishes it.
 * @param {boolean} production
 * @returns {webpack.Configuration}
 */
function serverConfig(production) {
  const { mode, resolve, module: rules, definitions } = shared(production);
  return {
    name: 'server',
    mode,
    target: 'node20',
    entry: './src/server/render.tsx',
    output: {
      path: path.resolve(__dirname, 'dist-server'),
      filename: 'render.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve,
    module: rules,
    plugins: [definitions, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * @param {boolean} production
 * @returns {webpack.Configuration & { devServer: import('webpack-dev-server').Configuration }}
 */
function browserConfig(production) {
  const { mode, resolve, module: rules, definitions } = shared(production);
  return {
    name: 'browser',
    mode,
    entry: './src/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
      // The runtime may use modern syntax too: every browser we support has it.
      environment: {
        arrowFunction: true,
        const: true,
        destructuring: true,
        optionalChaining: true,
        templateLiteral: true,
      },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: rules,
    plugins: [
      definitions,
      new HtmlWebpackPlugin({
        template: './public/index.html',
        themeStylesheet: themeStylesheet(),
        scriptLoading: 'defer',
        minify: production && { collapseWhitespace: true, removeComments: true },
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
        ],
      }),
      new BuildInfoPlugin(),
      new PreloadManifestPlugin(),
      // Every chunk is loaded when its code is about to run: V8 compiles it whole as it streams in,
      // off the main thread, instead of function by function on it as each is first called.
      new webpack.BannerPlugin({ banner: COMPILE_HINT, raw: true, test: /\.js$/ }),
    ],
    optimization: {
      minimize: production,
      minimizer: [
        new TerserPlugin({
          exclude: /config\.js$/,
          extractComments: false,
          terserOptions: {
            compress: { passes: 2 },
            // Terser's workers take a pattern, not a function: the hint alone is kept.
            format: { comments: /^# allFunctionsCalledOnLoad$/ },
          },
        }),
      ],
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            name: 'react',
            chunks: 'initial',
            priority: 30,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|notistack|clsx|stylis)[\\/]/,
            name: 'mui',
            // Only what the shell needs: screens' own MUI components stay in their lazy chunks.
            chunks: 'initial',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT || 3000),
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      static: false,
      proxy: [
        {
          context: ['/api', '/demo'],
          target: `http://127.0.0.1:${process.env.PROVIDER_PORT || 8081}`,
        },
      ],
    },
  };
}

/**
 * @param {{ WEBPACK_SERVE?: boolean }} env
 * @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  // The dev server serves the browser build only; `npm run build` makes both.
  return env.WEBPACK_SERVE
    ? browserConfig(production)
    : [browserConfig(production), serverConfig(production)];
};

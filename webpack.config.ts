/* eslint-disable max-lines-per-function -- the two compilers' configuration (client and prerender) as webpack reads it, one object each. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import ReactRefreshTypeScript from 'react-refresh-typescript';
import { DefinePlugin, HotModuleReplacementPlugin, type Configuration, type RuleSetRule } from 'webpack';
import { CompileHintPlugin } from './scripts/compile-hint-plugin';
import { ContextKeysPlugin } from './scripts/context-keys-plugin';
import { GeneratedIndexesPlugin } from './scripts/generated-indexes-plugin';
import { PrerenderPlugin } from './scripts/prerender-plugin';
import { appShellFile } from './server/platform/build-layout';
import { insightsDir } from './src/features/insights/pipeline/load-insights';
import { feedMediaTypes, feedPaths } from './src/config/feed-paths';
import { site } from './src/config/site';

const assetName = 'assets/[name].[contenthash:10][ext]';

const tsLoader = (refresh: boolean) => ({
  loader: 'ts-loader',
  options: {
    transpileOnly: true,
    ...(refresh && { getCustomTransformers: () => ({ before: [ReactRefreshTypeScript()] }) }),
  },
});

/**
 * Type checking is `npm run typecheck`'s job; the build only transpiles. When hot, components are
 * marked for Fast Refresh: only .tsx files hold components, and the marking, applied to a .ts data
 * module, would take an expression like `rules.filter(...)` for one.
 */
const typescript = (refresh = false): RuleSetRule => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  oneOf: [...(refresh ? [{ test: /\.tsx$/, use: tsLoader(true) }] : []), { use: tsLoader(false) }],
});
const assets = /\.(svg|png|jpe?g|webp|avif|woff2)$/;

/** React Router's modules, with their unused components made removable (production builds). */
const reactRouterPure: RuleSetRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/,
  loader: path.resolve(__dirname, 'scripts/pure-annotations-loader.ts'),
};

/**
 * React Router ships a production build beside its development one (the same code with its
 * developer warnings switched off: route-matching hints, long messages) but its package exports
 * only the development one to bundlers. The production client build takes the production one.
 */
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
};

/**
 * Whether the code is the build's prerendering of the pages (true) or the browser's (false): what
 * only the pages' HTML carries, such as their structured data, is written when prerendering and
 * left out of the browser's bundle (webpack drops the branch and what it imports).
 */
const prerendering = (value: boolean) =>
  new DefinePlugin({ 'process.env.SITE_PRERENDER': JSON.stringify(String(value)) });

/**
 * A version of the articles (src/content/insights/) in development builds, worked out again when
 * one is saved, which also rebuilds the modules that read it (src/features/insights/insights-index.ts):
 * the prerender writes the pages' new data and the open page fetches it, without a reload. None in
 * production builds.
 */
const insightsVersion = (production: boolean) =>
  new DefinePlugin({
    'process.env.SITE_INSIGHTS_VERSION': production
      ? JSON.stringify('')
      : DefinePlugin.runtimeValue(
          () => {
            const stamp = fs
              .readdirSync(insightsDir)
              .sort()
              .map((name) => `${name}:${fs.statSync(path.join(insightsDir, name)).mtimeMs}`)
              .join('\n');
            return JSON.stringify(createHash('sha256').update(stamp).digest('hex').slice(0, 10));
          },
          { contextDependencies: [insightsDir] },
        ),
  });

/**
 * The prerender reads and renders the articles when it runs (src/features/insights/insights-index.ts),
 * with the Markdown packages as installed, and from the folder beside its module: `__dirname` as
 * the module's own folder (relative to the project, where the build runs), not webpack's "/".
 */
const markdownPackages = ['gray-matter', 'markdown-it', 'sanitize-html'];

/**
 * What the browser's build leaves out: the insights' Markdown reader (Node's file system) and the
 * site's rules for the articles (the page tree). src/features/insights/insights-index.ts uses them
 * only where SITE_PRERENDER is not "false", a branch the browser's build drops.
 */
const nodeOnlyModules = Object.fromEntries(
  ['load-insights', 'site-rules'].map((name) => [
    path.resolve(__dirname, 'src/features/insights/pipeline', `${name}.ts`),
    false as const,
  ]),
);

/**
 * How the prerender step reads the site's modules: TypeScript, and assets by the names the client
 * build gives them, without writing the files twice.
 */
const nodeContentRules: RuleSetRule[] = [
  typescript(),
  { test: assets, type: 'asset/resource', generator: { filename: assetName, emit: false } },
];

/** Set only by the development server (scripts/dev-server.ts); `npm run build` sets none of it. */
export interface BuildEnv {
  /** Hot updates and React Fast Refresh in the client bundle; development mode only. */
  hot?: boolean;
  /** The client build (default dist/) and the prerender bundle, elsewhere: the dev server's own folder (build/dev/). */
  outDir?: string;
  prerenderDir?: string;
}

/**
 * Two compilers. "prerender" bundles src/prerender.tsx for Node; "client" builds the browser
 * bundle and then, through PrerenderPlugin, renders every known URL to HTML with that bundle. The
 * enquiry and booking service is not bundled: `npm run build` compiles it with tsc afterwards
 * (scripts/build-service.ts), and it runs from source under tsx everywhere else.
 */
export default (env: BuildEnv, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const production = argv.mode !== 'development';
  const mode = production ? 'production' : 'development';
  const hot = !production && env.hot === true;
  const outDir = path.resolve(env.outDir ?? path.join(__dirname, 'dist'));
  const prerenderDir = path.resolve(env.prerenderDir ?? path.join(__dirname, 'build/prerender'));

  const prerender: Configuration = {
    name: 'prerender',
    mode,
    target: 'node',
    entry: { prerender: './src/prerender.tsx' },
    output: { path: prerenderDir, filename: '[name].js', library: { type: 'commonjs2' }, clean: true, publicPath: '/' },
    // By their installed path: the bundle may be written outside the project (build/dev/, a test's folder).
    externals: Object.fromEntries(markdownPackages.map((name) => [name, `commonjs ${require.resolve(name)}`])),
    node: { __dirname: true },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: nodeContentRules,
    },
    // Hot: React's production build renders the pages, several times faster than its development
    // build, so that an edit reaches the open page sooner; the HTML it writes is the same.
    optimization: { minimize: false, ...(hot && { nodeEnv: 'production' }) },
    // The indexes the pages import (src/content/indexes/generated/), written before each build.
    plugins: [new GeneratedIndexesPlugin(), prerendering(true), insightsVersion(production)],
    stats: 'errors-warnings',
  };

  const client: Configuration = {
    name: 'client',
    dependencies: ['prerender'],
    mode,
    // Evergreen browsers: webpack's own runtime code can use modern syntax, which is shorter.
    target: ['web', 'es2020'],
    // Hot: webpack-hot-middleware's client (scripts/dev-server.ts serves its event stream) applies
    // each rebuild in place, or reloads the page when no module accepts it.
    entry: { main: [...(hot ? ['webpack-hot-middleware/client?name=client&reload=true'] : []), './src/main.tsx'] },
    output: {
      path: outDir,
      publicPath: '/',
      // Everything under /assets/ is served as immutable (server/platform/http/http-rules.ts): a file there must
      // change its name when it changes, or a reload keeps the old one. The development server
      // (hot) serves them revalidated instead, under stable names: a page chunk that React loads
      // again after a hot update is then always there, whatever its content has become.
      filename: hot ? 'assets/[name].js' : 'assets/[name].[contenthash:10].js',
      // Lazily loaded chunks go by short numeric ids: the runtime carries a map of every one of
      // them (60 or so, one per page and content module), so long names would cost every visitor.
      chunkFilename: hot
        ? 'assets/[name].js'
        : production
          ? 'assets/[id].[contenthash:8].js'
          : 'assets/[name].[contenthash:8].js',
      assetModuleFilename: assetName,
      clean: true,
    },
    // No eval in development either: the site's Content-Security-Policy allows none.
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { ...nodeOnlyModules, ...(production && reactRouterProduction) },
    },
    module: {
      rules: [
        typescript(hot),
        ...(production ? [reactRouterPure] : []),
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 1 } }, 'postcss-loader'],
        },
        { test: assets, type: 'asset/resource' },
      ],
    },
    plugins: [
      prerendering(false),
      insightsVersion(production),
      ...(hot
        ? [
            new HotModuleReplacementPlugin(),
            new ReactRefreshPlugin({
              overlay: false,
              // Only components (.tsx) refresh in place: content, config, rules and class names are data or
              // logic, and a change to one reloads what imports it.
              exclude: [/node_modules/, /\.ts$/],
            }),
          ]
        : []),
      new ContextKeysPlugin(['.ts', '.tsx']),
      // React DOM's chunk compiled on a background thread as it loads, not function by function as it runs.
      ...(production ? [new CompileHintPlugin(/[\\/]node_modules[\\/]react-dom[\\/]/)] : []),
      new MiniCssExtractPlugin({
        filename: hot ? 'assets/[name].css' : 'assets/[name].[contenthash:10].css',
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        filename: appShellFile,
        templateParameters: { lang: site.locale, site, feedPaths, feedMediaTypes },
        scriptLoading: 'defer',
        minify: false,
      }),
      new PrerenderPlugin({
        entryFile: path.join(prerenderDir, 'prerender.js'),
        publicDir: path.resolve(__dirname, 'public'),
        preloadFonts: /inter-latin-core-wght\.[\w]+\.woff2$/,
      }),
      // Precompressed copies beside every text file, prerendered pages included, for nginx's
      // gzip_static: compressed once at build time at the highest level, not on every request.
      ...(production
        ? [
            new CompressionPlugin({
              test: /\.(js|css|html|svg|xml|txt|json)$/,
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
    ],
    // The prerendered markup must reach the browser exactly as React wrote it, or hydration
    // finds text that differs; webpack's own HTML minifier would collapse its whitespace.
    optimization: {
      minimizeOptions: { html: false },
      splitChunks: {
        cacheGroups: {
          // webpack's own default group (modules two page chunks share), made a chunk of their own only
          // from 25 KB, not 20: below it the extra file costs the pages that load it more than a copy in
          // each (its request, and gzip losing what the copies shared with the rest of each page's
          // chunk). At 20 KB the number helpers tipped the calculator's and the MTD checker's shared
          // modules into a chunk of their own, 600 B more for the calculator; at 25 KB the diary's and
          // the contact form's shared chunk goes back into each, 800 B less for each (docs/performance.md).
          default: {
            minChunks: 2,
            priority: -20,
            reuseExistingChunk: true,
            minSize: 25_000,
          },
        },
      },
    },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 350_000, maxAssetSize: 350_000 },
    stats: production ? 'normal' : 'minimal',
  };

  return [prerender, client];
};

import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration, RuleSetRule } from 'webpack';
import { PrerenderPlugin } from './scripts/prerender-plugin';
import { appShellFile } from './server/build-layout';
import { site } from './src/config/site';

const outDir = path.resolve(__dirname, 'dist');
const prerenderDir = path.resolve(__dirname, 'node_modules/.cache/prerender');
const assetName = 'assets/[name].[contenthash:10][ext]';

const typescript: RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  // Type checking is `npm run typecheck`'s job; the build only transpiles.
  use: { loader: 'ts-loader', options: { transpileOnly: true } },
};
const assets = /\.(svg|png|jpe?g|webp|avif|woff2)$/;

/**
 * Two compilers. "prerender" bundles src/prerender.tsx for Node; "client" builds the browser
 * bundle and then, through PrerenderPlugin, renders every known URL to HTML with that bundle.
 */
export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const production = argv.mode !== 'development';
  const mode = production ? 'production' : 'development';

  const prerender: Configuration = {
    name: 'prerender',
    mode,
    target: 'node',
    entry: { prerender: './src/prerender.tsx' },
    output: { path: prerenderDir, filename: '[name].js', library: { type: 'commonjs2' }, clean: true, publicPath: '/' },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescript,
        // The same names as the client build gives them, without writing the files twice.
        { test: assets, type: 'asset/resource', generator: { filename: assetName, emit: false } },
      ],
    },
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };

  const client: Configuration = {
    name: 'client',
    dependencies: ['prerender'],
    mode,
    // Evergreen browsers: webpack's own runtime code can use modern syntax, which is shorter.
    target: ['web', 'es2020'],
    entry: { main: './src/main.tsx' },
    output: {
      path: outDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazily loaded chunks go by short numeric ids: the runtime carries a map of every one of
      // them (60 or so, one per page and content module), so long names would cost every visitor.
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: assetName,
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescript,
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 1 } }, 'postcss-loader'],
        },
        { test: assets, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        filename: appShellFile,
        templateParameters: { lang: site.locale, site },
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
              test: /\.(js|css|html|svg|xml|txt)$/,
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
    ],
    // The prerendered markup must reach the browser exactly as React wrote it, or hydration
    // finds text that differs; webpack's own HTML minifier would collapse its whitespace.
    optimization: { minimizeOptions: { html: false } },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 350_000, maxAssetSize: 350_000 },
    stats: production ? 'normal' : 'minimal',
  };

  return [prerender, client];
};

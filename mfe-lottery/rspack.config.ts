import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedSingletons } from './federation.shared';

const NAME = 'mfe_lottery';
const PORT = 3002;

// A remote: exposes its route table (and home widgets) for the shell, and builds a standalone host
// (src/standalone) that its own dev server serves. publicPath 'auto' lets dist/ be served from any URL.
export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const dev = argv.mode !== 'production';
  return {
    mode: dev ? 'development' : 'production',
    context: import.meta.dirname,
    entry: { main: './src/standalone/index.ts' },
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      // @app/shared does not list its design tokens in "exports"; this is the one file we reach for.
      alias: {
        '@app/shared/tokens.css$': fileURLToPath(import.meta.resolve('@app/shared')).replace(
          /index\.ts$/,
          'ui/tokens.css',
        ),
      },
    },
    output: {
      publicPath: 'auto',
      uniqueName: NAME,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      chunkLoadTimeout: 120_000,
      clean: true,
    },
    module: {
      // CSS Modules are imported as `styles` objects (default export), as in every component.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
      new ModuleFederationPlugin({
        name: NAME,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' },
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      dev && new ReactRefreshRspackPlugin(),
    ],
    // The CLI turns lazy compilation on for `serve`; its proxy chunks break the federated async boundary.
    lazyCompilation: false,
    devServer: {
      port: PORT,
      hot: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      proxy: [{ context: ['/api'], target: 'http://localhost:8080', changeOrigin: true }],
    },
  };
};

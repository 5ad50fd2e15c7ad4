import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedSingletons } from './federation.shared';

// The host. It declares no static remotes: their URLs come from GET /api/v1/app/remotes at start-up
// (src/remotes/federation.ts, loader.ts), so redeploying a remote never needs a shell rebuild.
export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const dev = argv.mode !== 'production';
  return {
    mode: dev ? 'development' : 'production',
    context: import.meta.dirname,
    entry: { main: './src/index.ts' },
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
      publicPath: '/',
      uniqueName: 'shell',
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      // SPEC 9: chunk load timeout 120 s.
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
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      dev && new ReactRefreshRspackPlugin(),
    ],
    // The CLI turns lazy compilation on for `serve`; its proxy chunks break the federated async boundary.
    lazyCompilation: false,
    devServer: {
      port: 3000,
      hot: true,
      proxy: [
        // /remotes: built remotes served by the server, when REMOTES_DEV is not set.
        { context: ['/api', '/remotes'], target: 'http://localhost:8080', changeOrigin: true },
        { context: ['/app'], target: 'ws://localhost:8080', ws: true },
      ],
    },
  };
};

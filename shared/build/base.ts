import type { Configuration } from '@rspack/core';

/** What `rspack build|serve` passes to a config function. */
export interface RspackArgv {
  mode?: string;
}

/** The Configuration factory an app's rspack.config.ts default-exports. */
export type RspackConfigFn = (env: unknown, argv: RspackArgv) => Configuration;

/** Where `pnpm dev` runs the server (API and websocket); the dev servers proxy to it. */
export const DEV_SERVER_HTTP = 'http://localhost:8080';
export const DEV_SERVER_WS = 'ws://localhost:8080';

/**
 * The phones we serve: browsers with native ES modules, async functions, classes and optional chaining.
 * Without it SWC compiles down to ES5 (generator state machines, class helpers), which a phone pays for in
 * bytes and in evaluation time before the first paint.
 */
export const BROWSER_TARGETS =
  'chrome >= 87, edge >= 88, firefox >= 78, safari >= 14, ios_saf >= 14, samsung >= 14';

interface BaseOptions {
  /** The app folder (`import.meta.dirname` of its rspack.config.ts). */
  context: string;
  dev: boolean;
  /** None for a remote's production build: its only entry is the federation container. */
  entry: string | undefined;
  publicPath: string;
  uniqueName: string;
  /**
   * React's development JSX and fast refresh (default: in dev). Off for a remote served into a released
   * shell (pnpm dev:remote): that page runs production React, which has neither.
   */
  reactDev?: boolean;
}

/** Everything the shell and the remotes build the same way: TS/TSX via SWC, CSS Modules, hashed names. */
export function baseConfig({
  context,
  dev,
  entry,
  publicPath,
  uniqueName,
  reactDev = dev,
}: BaseOptions): Configuration {
  const hashed = (ext: string) => (dev ? `[name].${ext}` : `[name].[contenthash:8].${ext}`);
  return {
    mode: dev ? 'development' : 'production',
    context,
    entry: entry ? { main: entry } : {},
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    target: ['web', 'es2020'],
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    output: {
      publicPath,
      uniqueName,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
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
            env: { targets: BROWSER_TARGETS },
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: reactDev, refresh: reactDev } },
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
      ],
    },
    // The CLI turns lazy compilation on for `serve`; its proxy chunks break the federated async boundary.
    lazyCompilation: false,
  };
}

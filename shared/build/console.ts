import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { baseConfig, DEV_SERVER_HTTP, DEV_SERVER_WS, type RspackConfigFn } from './base';
import { hostFederation } from './host';
import { Precompress } from './precompress';
import { sharedSingletons } from './singletons';

/** Where the server mounts the operators' console (server/http/console-document.ts). */
export const CONSOLE_PUBLIC_PATH = '/ops/';

export interface ConsoleOptions {
  /** The app folder (`import.meta.dirname` of its rspack.config.ts). */
  context: string;
  /** Module federation name of the host. */
  name: string;
  /** Dev server port. */
  port: number;
}

/**
 * The operators' console: a host like the shell (same singletons and share contract through
 * `__HOST_FEDERATION__`, a federation runtime created from a lazy chunk that the production remotes'
 * externalRuntime builds run on, no static remotes), served from /ops/. Desktop staff on a known network:
 * no service worker, no launch screen, no first-load budget beyond rspack's defaults.
 */
export function createConsoleConfig({ context, name, port }: ConsoleOptions): RspackConfigFn {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const base = baseConfig({
      context,
      dev,
      entry: './src/index.ts',
      publicPath: CONSOLE_PUBLIC_PATH,
      uniqueName: name,
    });
    return {
      ...base,
      resolve: {
        ...base.resolve,
        alias: { 'react-router-dom$': sharedSingletons['react-router-dom'].import },
      },
      optimization: {
        splitChunks: {
          chunks: 'all',
          cacheGroups: {
            defaultVendors: { test: /[\\/]node_modules[\\/]/, chunks: 'initial', priority: -10 },
          },
        },
      },
      performance: false,
      plugins: [
        new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
        new rspack.DefinePlugin({ __HOST_FEDERATION__: JSON.stringify(hostFederation(name)) }),
        !dev && new Precompress(),
        dev && new ReactRefreshRspackPlugin(),
      ],
      devServer: {
        port,
        hot: true,
        historyApiFallback: { index: `${CONSOLE_PUBLIC_PATH}index.html` },
        proxy: [
          { context: ['/api', '/remotes'], target: DEV_SERVER_HTTP, changeOrigin: true },
          { context: ['/app'], target: DEV_SERVER_WS, ws: true },
        ],
      },
    };
  };
}

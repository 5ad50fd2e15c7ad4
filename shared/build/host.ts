import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { baseConfig, DEV_SERVER_HTTP, DEV_SERVER_WS, type RspackConfigFn } from './base';
import { providedVersions, sharedSingletons } from './singletons';

/** The file in the shell's build that says which shared versions it provides (the ops pre-flight reads it). */
export const SHARED_VERSIONS_FILE = 'federation-shared.json';

/** Emits SHARED_VERSIONS_FILE: remotes deploy against what the deployed shell provides, not what it was built from. */
class PublishSharedVersions {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PublishSharedVersions', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishSharedVersions' }, () => {
        const json = `${JSON.stringify({ shared: providedVersions() }, null, 2)}\n`;
        compilation.emitAsset(SHARED_VERSIONS_FILE, new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

export interface HostOptions {
  /** The app folder (`import.meta.dirname` of its rspack.config.ts). */
  context: string;
  /** Module federation name (CONTRACT: `shell`). */
  name: string;
  /** Dev server port (CONTRACT: 3000). */
  port: number;
}

/**
 * The host bundles its shared singletons into its initial chunks (eager), so the page's script tags fetch
 * them in parallel from the first byte instead of after main.js has run; remotes never do, they take the
 * host's copies.
 */
function eagerly<T extends Record<string, object>>(shared: T): { [K in keyof T]: T[K] & { eager: true } } {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }]),
  ) as { [K in keyof T]: T[K] & { eager: true } };
}

/**
 * The host declares no static remotes: their URLs come at start-up from the page (the server inlines them)
 * or GET /api/v1/app/remotes (shell/src/remotes), so redeploying a remote never needs a shell rebuild. It provides its federation
 * runtime to the remotes, whose production builds leave theirs out (remoteFederation).
 */
export function hostFederation(name: string) {
  return {
    name,
    remotes: {},
    shared: eagerly(sharedSingletons),
    shareStrategy: 'loaded-first',
    dts: false,
    experiments: { provideExternalRuntime: true },
  } as const;
}

/** The shell's config: entry src/index.ts, its own index.html (launch screen), served from `/`. */
export function createHostConfig({ context, name, port }: HostOptions): RspackConfigFn {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    return {
      ...baseConfig({ context, dev, entry: './src/index.ts', publicPath: '/', uniqueName: name }),
      // Libraries become their own initial file: fetched beside main.js, and still cached after a shell release.
      optimization: { splitChunks: { chunks: 'all' } },
      // The first-load budget (raw bytes; about 190 KB gzip today): a build that grows past it fails, so
      // new weight on every page is a decision, not an accident. `pnpm bench` prints the gzip figures.
      performance: dev ? false : { hints: 'error', maxEntrypointSize: 680 * 1024, maxAssetSize: 340 * 1024 },
      plugins: [
        new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
        new ModuleFederationPlugin(hostFederation(name)),
        new PublishSharedVersions(),
        dev && new ReactRefreshRspackPlugin(),
      ],
      devServer: {
        port,
        hot: true,
        proxy: [
          // /remotes: built remotes served by the server, when REMOTES_DEV is not set; /games: the built-in game pages.
          { context: ['/api', '/remotes', '/games'], target: DEV_SERVER_HTTP, changeOrigin: true },
          { context: ['/app'], target: DEV_SERVER_WS, ws: true },
        ],
      },
    };
  };
}

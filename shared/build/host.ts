import { type Compiler, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { baseConfig, DEV_SERVER_HTTP, DEV_SERVER_WS, type RspackConfigFn } from './base';
import { CompileHints } from './compile-hints';
import { Precompress } from './precompress';
import { ServiceWorkerPlugin } from './service-worker';
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

/** The lazy chunk holding the federation runtime (webpackChunkName in shell/src/remotes/federation.ts). */
export const FEDERATION_RUNTIME_CHUNK = 'federation-runtime';

/**
 * Names the federation runtime chunk's scripts and styles in index.html (`<meta name="federation-runtime">`):
 * the boot script (shell/src/boot.ts) preloads them for a page opened on a remote's route, before the main
 * script has run and asked for them (the chunk does not run before its style is in).
 */
class AnnounceFederationRuntime {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AnnounceFederationRuntime', (compilation) => {
      // The compiler's own rspack: a config loaded by another loader (the bench's tsx) has another copy.
      compiler.webpack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        'AnnounceFederationRuntime',
        (data) => {
          const group = compilation.namedChunkGroups.get(FEDERATION_RUNTIME_CHUNK);
          const files = group
            ? group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file))
            : [];
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const meta = `<meta name="federation-runtime" content="${files.map((file) => publicPath + file).join(' ')}" />`;
          return { ...data, html: data.html.replace('</head>', `${meta}</head>`) };
        },
      );
    });
  }
}

/**
 * The shell's chunks that get V8's compile hint (CompileHints): lazy chunks nearly every visit runs soon
 * after the first screen, the federation runtime (home's widgets, any remote page) and axios (the first call
 * the boot script did not answer). Measured at full CPU speed, a first visit: axios with its first request
 * 39 -> 17 ms. Not the first-load scripts: a first visit gained 7-14 ms on main.js, but a repeat visit,
 * served by the service worker (which precaches them at install), lost 8-15 ms, and repeat visits are most
 * of a PWA's. Not pusher-js: it evaluates in 4 ms and most of it (fallback transports) never runs here.
 */
const EVERY_VISIT_CHUNKS = new Set([FEDERATION_RUNTIME_CHUNK, 'axios']);

export interface HostOptions {
  /** The app folder (`import.meta.dirname` of its rspack.config.ts). */
  context: string;
  /** Module federation name (CONTRACT: `shell`). */
  name: string;
  /** Dev server port (CONTRACT: 3000). */
  port: number;
}

/**
 * What the shell's federation runtime starts with (shell/src/remotes/runtime.ts reads it as
 * `__HOST_FEDERATION__`). The shell is not built by the federation plugin: a plugin-built host runs the
 * federation runtime (about 30 KB gzip) and every shared library in full before its first paint, although
 * home needs neither. The shell instead creates the runtime from a lazy chunk the first time a remote is
 * needed, handing it the copies it already has loaded (`lib`), so remotes get the shell's instances, the
 * same share contract applies, and the production remotes run on that runtime (their `externalRuntime`).
 * It declares no static remotes: their URLs come at start-up from the page (the server inlines them) or
 * GET /api/v1/app/remotes, so redeploying a remote never needs a shell rebuild.
 */
export function hostFederation(name: string) {
  return {
    name,
    remotes: {},
    shared: Object.fromEntries(
      Object.entries(sharedSingletons).map(
        ([pkg, { version, singleton, requiredVersion, strictVersion }]) => [
          pkg,
          { version, shareConfig: { singleton, requiredVersion, strictVersion } },
        ],
      ),
    ),
    shareStrategy: 'loaded-first',
  } as const;
}

/** The shell's config: entry src/index.ts, its own index.html (launch screen), served from `/`. */
export function createHostConfig({ context, name, port }: HostOptions): RspackConfigFn {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const base = baseConfig({ context, dev, entry: './src/index.ts', publicPath: '/', uniqueName: name });
    return {
      ...base,
      // boot.ts first: the HTML runs it before the main scripts (it preloads a deep-linked remote).
      entry: { boot: './src/boot.ts', ...(base.entry as Record<string, string>) },
      // The shell imports 'react-router-dom' like the remotes; it gets the subset they share.
      resolve: {
        ...base.resolve,
        alias: { 'react-router-dom$': sharedSingletons['react-router-dom'].import },
      },
      // Libraries of the first load become their own initial file: fetched beside main.js, and still cached
      // after a shell release. Those only lazy chunks use (the federation runtime) stay out of it.
      optimization: {
        splitChunks: {
          chunks: 'all',
          cacheGroups: {
            defaultVendors: { test: /[\\/]node_modules[\\/]/, chunks: 'initial', priority: -10 },
          },
        },
      },
      // The first-load budget (raw bytes of the entry's scripts and CSS, about 143 KB gzip of JS today with
      // axios and the notification centre; issue 19 targets <= 120 KB gzip on home's critical path): a build
      // that grows past it fails, so new weight on every page is a decision, not an accident. `pnpm bench`
      // prints the gzip figures.
      performance: dev ? false : { hints: 'error', maxEntrypointSize: 500 * 1024, maxAssetSize: 340 * 1024 },
      plugins: [
        new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
        new rspack.DefinePlugin({ __HOST_FEDERATION__: JSON.stringify(hostFederation(name)) }),
        new PublishSharedVersions(),
        new AnnounceFederationRuntime(),
        // public/: the web manifest and its icons, served as they are.
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
        !dev && new ServiceWorkerPlugin(),
        !dev && new CompileHints((chunk) => EVERY_VISIT_CHUNKS.has(chunk.name ?? '')),
        !dev && new Precompress(),
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

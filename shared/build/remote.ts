import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { baseConfig, DEV_SERVER_HTTP, type RspackConfigFn } from './base';
import { esmBundlerRuntimeAlias } from './bundler-runtime';
import { CompileHints } from './compile-hints';
import { Precompress } from './precompress';
import { sharedSingletons } from './singletons';

export interface RemoteOptions {
  /** The app folder (`import.meta.dirname` of its rspack.config.ts). */
  context: string;
  /** Module federation name, e.g. `mfe_sports` (CONTRACT). */
  name: string;
  /** Dev server port (CONTRACT: 3001 sports ... 3004 social). */
  port: number;
  /** Chinese name of the area, the title of the standalone page. */
  title: string;
  /** Modules the shell may load, e.g. `{ './routes': './src/routes.ts' }`. */
  exposes: Record<string, string>;
  /**
   * The routes the remote claims (its src/ownedRoutes.ts): exact paths, and prefixes ending in '/'. Written
   * into mf-manifest.json as metaData.ownedRoutes, from which the shell builds its route table at runtime.
   */
  ownedRoutes: readonly string[];
}

interface FederationOptions extends Pick<RemoteOptions, 'name' | 'exposes' | 'ownedRoutes'> {
  /**
   * Production builds leave the federation runtime out of remoteEntry.js and use the one the shell provides
   * (its lazy runtime chunk, shell/src/remotes/runtime.ts, sets `_FEDERATION_RUNTIME_CORE`): home loads
   * three remote entries, and each carried its own 30 KB gzip copy. Dev builds keep it, so the standalone host runs without the shell.
   */
  sharesHostRuntime: boolean;
}

export function remoteFederation({ name, exposes, ownedRoutes, sharesHostRuntime }: FederationOptions) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons,
    shareStrategy: 'loaded-first',
    manifest: {
      // The manifest copies the stats' metaData whole: the claims travel with the release they belong to.
      additionalData: ({ stats }: { stats: { metaData: object } }) => {
        Object.assign(stats.metaData, { ownedRoutes: [...ownedRoutes] });
      },
    },
    dts: false,
    // A remote never loads another remote nor runs under Node, so drop that part of the runtime.
    experiments: {
      externalRuntime: sharesHostRuntime,
      optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
    },
  } as const;
}

/** The page the standalone host mounts into; generated so no remote carries its own copy. */
export function standaloneHtml(title: string): string {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover" />
    <meta name="theme-color" content="#0f1117" />
    <title>${title}（独立运行）</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The build id `pnpm deploy-remote` gives a build (MF_BUILD_VERSION, also the manifest's buildInfo). It
 * enters the runtime's unique name, so two builds of one remote in one tab (a release or a rollback reaching
 * an open tab) keep apart their chunk registries and their CSS <link> markers, which are keyed by that name.
 */
function buildUniqueName(name: string, buildId: string | undefined): string {
  return buildId ? `${name}_${buildId.replace(/[^A-Za-z0-9_]/g, '_')}` : name;
}

/**
 * A remote: exposes its route table (and home widgets) for the shell; in dev also a standalone host
 * (src/standalone) that its own dev server serves. A production build is the container alone, since it runs
 * on the shell's federation runtime. publicPath 'auto' lets dist/ be served from any URL.
 */
export function createRemoteConfig({
  context,
  name,
  port,
  title,
  exposes,
  ownedRoutes,
}: RemoteOptions): RspackConfigFn {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    // pnpm dev:remote: served into a released shell elsewhere, on the port it asks for.
    const intoReleasedShell = dev && Boolean(process.env.REMOTE_DEV_PORT);
    const devPort = Number(process.env.REMOTE_DEV_PORT) || port;
    const reactDev = dev && !intoReleasedShell;
    const base = baseConfig({
      reactDev,
      context,
      dev,
      entry: dev ? './src/standalone/index.ts' : undefined,
      publicPath: 'auto',
      uniqueName: buildUniqueName(name, process.env.MF_BUILD_VERSION),
    });
    return {
      ...base,
      // Only where the runtime core is the host's: a build that bundles the core keeps its CommonJS sdk.
      resolve: dev ? base.resolve : { ...base.resolve, alias: esmBundlerRuntimeAlias(context) },
      plugins: [
        dev &&
          new rspack.HtmlRspackPlugin({
            templateContent: standaloneHtml(title),
            inject: 'body',
            scriptLoading: 'defer',
          }),
        new ModuleFederationPlugin(remoteFederation({ name, exposes, ownedRoutes, sharesHostRuntime: !dev })),
        // A remote's chunks are its entry, its route table and its pages: each runs as soon as it arrives.
        !dev && new CompileHints(() => true),
        !dev && new Precompress(),
        reactDev && new ReactRefreshRspackPlugin(),
      ],
      devServer: {
        port: devPort,
        hot: true,
        // Inside a shell on another origin (pnpm dev:remote) the hot-reload socket must reach this server,
        // not the page's host.
        client: { webSocketURL: { hostname: 'localhost', port: devPort, protocol: 'ws', pathname: '/ws' } },
        // Under pnpm dev:remote a shell on another site loads these scripts (no-cors, cross-site), which the
        // dev server refuses unless its own host is listed; plain dev keeps the default protection.
        ...(intoReleasedShell ? { allowedHosts: ['localhost'] } : {}),
        // The shell on :3000 fetches this remote's manifest and chunks cross-origin.
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
          // Unhashed dev file names: a reload after an edit must never take them from the browser's cache.
          'Cache-Control': 'no-store',
        },
        proxy: [{ context: ['/api'], target: DEV_SERVER_HTTP, changeOrigin: true }],
      },
    };
  };
}

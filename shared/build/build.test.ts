// @vitest-environment node
import { existsSync } from 'node:fs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { describe, expect, it } from 'vitest';
import {
  createHostConfig,
  createRemoteConfig,
  hostFederation,
  providedVersions,
  remoteFederation,
  sharedSingletons,
  standaloneHtml,
} from './index';

const remote = createRemoteConfig({
  context: '/app/mfe-demo',
  name: 'mfe_demo',
  port: 3009,
  title: '演示',
  exposes: { './routes': './src/routes.ts' },
  ownedRoutes: ['/demoPages/'],
});
function devServerOf(config: Configuration) {
  if (!config.devServer) throw new Error('no dev server');
  return config.devServer;
}

const host = createHostConfig({ context: '/app/shell', name: 'shell', port: 3000 });

describe('federation options', () => {
  it('a remote exposes what it is given under its MF name, with a manifest that carries its claimed routes', () => {
    const options = remoteFederation({
      name: 'mfe_demo',
      exposes: { './routes': './src/routes.ts' },
      ownedRoutes: ['/demoPages/', '/pages/demo/demo'],
      sharesHostRuntime: true,
    });
    expect(options.name).toBe('mfe_demo');
    expect(options.exposes).toEqual({ './routes': './src/routes.ts' });
    expect(options.filename).toBe('remoteEntry.js');
    const stats = { metaData: { name: 'mfe_demo' } };
    options.manifest.additionalData({ stats });
    expect(stats.metaData).toEqual({ name: 'mfe_demo', ownedRoutes: ['/demoPages/', '/pages/demo/demo'] });
  });

  it('the host declares no static remotes', () => {
    expect(hostFederation('shell').remotes).toEqual({});
  });

  it('host and remotes share the same singletons with loaded-first', () => {
    const hostOptions = hostFederation('shell');
    const remoteOptions = remoteFederation({
      name: 'mfe_demo',
      exposes: {},
      ownedRoutes: [],
      sharesHostRuntime: true,
    });
    expect(remoteOptions.shared).toBe(sharedSingletons);
    expect(Object.keys(hostOptions.shared)).toEqual(Object.keys(sharedSingletons));
    // The host hands the runtime the copies it has loaded, under the same contract; a remote is never eager.
    for (const [pkg, entry] of Object.entries(hostOptions.shared)) {
      const { version, singleton, requiredVersion, strictVersion } =
        sharedSingletons[pkg as keyof typeof sharedSingletons];
      expect(entry).toEqual({ version, shareConfig: { singleton, requiredVersion, strictVersion } });
    }
    for (const entry of Object.values(remoteOptions.shared)) expect('eager' in entry).toBe(false);
    expect(hostOptions.shareStrategy).toBe('loaded-first');
    expect(remoteOptions.shareStrategy).toBe('loaded-first');
    expect(Object.keys(sharedSingletons)).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'react-router-dom', 'zustand', '@app/shared']),
    );
    for (const entry of Object.values(sharedSingletons)) expect(entry.singleton).toBe(true);
  });

  it('every singleton carries its real version and strictly requires at least it within its major', () => {
    expect(providedVersions()['@app/shared']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(providedVersions().react).toMatch(/^19\.\d+\.\d+$/);
    for (const entry of Object.values(sharedSingletons)) {
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
      expect(entry.strictVersion).toBe(true);
    }
  });

  it('a deploy build keeps its chunks and CSS apart from another build of the same remote in one tab', () => {
    process.env.MF_BUILD_VERSION = '20261125T1800Z-abc1234';
    try {
      expect(remote({}, { mode: 'production' }).output?.uniqueName).toBe('mfe_demo_20261125T1800Z_abc1234');
    } finally {
      delete process.env.MF_BUILD_VERSION;
    }
  });

  it('react-router-dom is shared as the subset in shared/router, under the real package version', () => {
    const router = sharedSingletons['react-router-dom'];
    expect(router.import).toMatch(/shared[\\/]router[\\/]index\.ts$/);
    expect(router.version).toMatch(/^7\.\d+\.\d+$/);
  });

  it('the host builds without the federation plugin: its runtime is a lazy chunk, the build says its options', () => {
    const config = host({}, { mode: 'production' });
    expect(config.plugins?.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(false);
    const define = config.plugins?.find(
      (plugin) => plugin?.constructor.name === 'DefinePlugin',
    ) as unknown as {
      _args: [Record<string, string>];
    };
    expect(JSON.parse(define._args[0].__HOST_FEDERATION__ as string)).toEqual(hostFederation('shell'));
    expect(config.resolve?.alias).toEqual({
      'react-router-dom$': sharedSingletons['react-router-dom'].import,
    });
  });

  it('production remotes run on the runtime the host provides; dev remotes carry their own', () => {
    const optionsOf = (config: Configuration) => {
      const plugin = config.plugins?.find((p) => p instanceof ModuleFederationPlugin);
      return (plugin as unknown as { _options: ReturnType<typeof remoteFederation> })._options;
    };
    expect(optionsOf(remote({}, { mode: 'production' })).experiments.externalRuntime).toBe(true);
    expect(optionsOf(remote({}, { mode: 'development' })).experiments.externalRuntime).toBe(false);
  });
});

describe('rspack configs', () => {
  it('a remote builds its container alone, servable from any URL with a 120 s chunk timeout', () => {
    const config = remote({}, { mode: 'production' });
    expect(config.mode).toBe('production');
    expect(config.context).toBe('/app/mfe-demo');
    expect(config.entry).toEqual({});
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.uniqueName).toBe('mfe_demo');
    expect(config.output?.chunkLoadTimeout).toBe(120_000);
    expect(config.lazyCompilation).toBe(false);
    expect(config.plugins?.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(true);
  });

  it('a remote dev server allows the shell to fetch it cross-origin and proxies the API', () => {
    const devServer = devServerOf(remote({}, { mode: 'development' }));
    expect(devServer.port).toBe(3009);
    expect(devServer.headers).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
    expect(devServer.proxy).toEqual([
      { context: ['/api'], target: 'http://localhost:8080', changeOrigin: true },
    ]);
  });

  it('the host is served from / and proxies the API, the built remotes and the websocket', () => {
    const config = host({}, { mode: 'production' });
    // The boot script comes first: the page runs it before the main scripts.
    expect(Object.entries(config.entry ?? {})).toEqual([
      ['boot', './src/boot.ts'],
      ['main', './src/index.ts'],
    ]);
    expect(config.output?.publicPath).toBe('/');
    expect(config.output?.filename).toBe('[name].[contenthash:8].js');
    const proxy = devServerOf(host({}, {})).proxy;
    expect(proxy).toEqual([
      { context: ['/api', '/remotes', '/games'], target: 'http://localhost:8080', changeOrigin: true },
      { context: ['/app'], target: 'ws://localhost:8080', ws: true },
    ]);
  });

  it("production remotes take the federation bundler runtime's ES build, which tree-shakes", () => {
    const alias = remote({}, { mode: 'production' }).resolve?.alias as Record<string, string>;
    const [[commonJs, esm]] = Object.entries(alias) as [[string, string]];
    expect(commonJs).toMatch(/webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/);
    expect(existsSync(esm)).toBe(true);
    expect(remote({}, {}).resolve?.alias).toBeUndefined();
  });

  it('development builds add the standalone host, readable names and React refresh', () => {
    const dev = remote({}, {});
    expect(dev.mode).toBe('development');
    expect(dev.entry).toEqual({ main: './src/standalone/index.ts' });
    expect(dev.output?.filename).toBe('[name].js');
    const refresh = (config: typeof dev) =>
      config.plugins?.some((p) => p instanceof ReactRefreshRspackPlugin);
    expect(refresh(dev)).toBe(true);
    expect(refresh(remote({}, { mode: 'production' }))).toBe(false);
  });

  it('the standalone page carries the area title and the #root to mount into', () => {
    const html = standaloneHtml('演示');
    expect(html).toContain('<title>演示（独立运行）</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('lang="zh-CN"');
  });
});

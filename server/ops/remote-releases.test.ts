import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/server';

// Releases of a remote as an operator makes them: pre-flight refuses what players' browsers could not load,
// every switch is history, a rollback returns to a kept release, and the page's CSP follows at once.

const manifest = (requiredShared: string, entry = 'remoteEntry.js') =>
  JSON.stringify({
    id: 'mfe_social',
    name: 'mfe_social',
    metaData: {
      name: 'mfe_social',
      buildInfo: { buildVersion: 'b-test', buildName: '@app/mfe-social' },
      publicPath: 'auto',
      remoteEntry: { name: entry, path: '', type: 'global' },
    },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      {
        name: '@app/shared',
        version: requiredShared.slice(1),
        singleton: true,
        requiredVersion: requiredShared,
      },
    ],
  });

/** A shell build and the built-in mfe-social build, as `pnpm build` leaves them. */
function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'releases-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(join(root, 'mfe-social', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  writeFileSync(
    join(root, 'shell', 'dist', 'federation-shared.json'),
    JSON.stringify({ shared: { react: '19.3.1', '@app/shared': '1.0.0' } }),
  );
  writeFileSync(join(root, 'mfe-social', 'dist', 'mf-manifest.json'), manifest('^1.0.0'));
  writeFileSync(join(root, 'mfe-social', 'dist', 'remoteEntry.js'), 'var mfe_social = {};');
  return root;
}

/** A second origin (a CDN): path -> body; `/nocors/` answers without CORS headers. */
function cdn(files: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (!request.url?.startsWith('/nocors/')) response.setHeader('access-control-allow-origin', '*');
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const appsRoot = fakeBuilds();
let second: Server;
let origin = '';

beforeAll(async () => {
  second = await cdn({
    '/v2/mf-manifest.json': manifest('^1.0.0'),
    '/v2/remoteEntry.js': 'var mfe_social = { get() {}, init() {} };',
    '/v3/mf-manifest.json': manifest('^1.1.0'),
    '/v3/remoteEntry.js': 'var mfe_social = {};',
    '/broken/mf-manifest.json': manifest('^1.0.0'),
    '/broken/remoteEntry.js': '<html>502 Bad Gateway</html>',
    '/nocors/mf-manifest.json': manifest('^1.0.0'),
    '/nocors/remoteEntry.js': 'var mfe_social = {};',
  });
  origin = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
});
afterAll(() => {
  second.close();
  rmSync(appsRoot, { recursive: true, force: true });
});

describeOnEachDatabase(
  'remote releases',
  (server) => {
    const setRemote = (url: string, force = false) =>
      server.ops('PUT', '/remotes/mfe_social', { url, force });
    const liveUrl = async () =>
      (await server.get<Record<string, string>>('/api/v1/app/remotes')).body.data.mfe_social;

    it('a dry run lists every check of a good release and switches nothing', async () => {
      const reply = await server.ops<{
        ok: boolean;
        build_id: string;
        checks: Array<{ name: string; ok: boolean }>;
      }>('POST', '/remotes/preflight', { remote: 'mfe_social', url: `${origin}/v2/mf-manifest.json` });
      expect(reply.body.data.ok).toBe(true);
      expect(reply.body.data.build_id).toBe('b-test');
      expect(reply.body.data.checks.map((check) => [check.name, check.ok])).toEqual([
        ['manifest', true],
        ['cors', true],
        ['remoteEntry', true],
        ['csp', true],
        ['shared', true],
      ]);
      expect(await liveUrl()).toBe('/remotes/mfe-social/mf-manifest.json');
    });

    it('refuses, with the reason, what a browser could not load', async () => {
      const refusals = {
        [`${origin}/missing/mf-manifest.json`]: 'manifest: ',
        [`${origin}/broken/mf-manifest.json`]: 'remoteEntry: remoteEntry.js 语法错误',
        [`${origin}/nocors/mf-manifest.json`]: 'cors: ',
        [`${origin}/v3/mf-manifest.json`]: 'shared: @app/shared 需要 ^1.1.0，shell 提供 1.0.0',
      };
      for (const [url, reason] of Object.entries(refusals)) {
        const reply = await setRemote(url);
        expect(reply.status, url).toBe(422);
        expect(reply.body.message).toContain(reason);
      }
      const viaConfig = await server.ops('PUT', '/config/remotes', {
        value: { mfe_social: `${origin}/v3/mf-manifest.json` },
      });
      expect(viaConfig.status).toBe(422);
      expect(await liveUrl()).toBe('/remotes/mfe-social/mf-manifest.json');
    });

    it('switches a good release, keeps history, and the very next page allows its origin', async () => {
      const reply = await setRemote(`${origin}/v2/mf-manifest.json`);
      expect(reply.status).toBe(200);
      expect(reply.body.data.build_id).toBe('b-test');
      expect(await liveUrl()).toBe(`${origin}/v2/mf-manifest.json`);
      const page = await server.app.inject({ method: 'GET', url: '/' });
      expect(String(page.headers['content-security-policy'])).toMatch(new RegExp(`style-src [^;]*${origin}`));

      const forced = await setRemote(`${origin}/v3/mf-manifest.json`, true);
      expect(forced.status).toBe(200);
      const history = await server.ops<Array<{ url: string; action: string; forced: boolean }>>(
        'GET',
        '/remotes/history?remote=mfe_social',
      );
      expect(history.body.data.map((row) => [row.url, row.action, row.forced])).toEqual([
        [`${origin}/v3/mf-manifest.json`, 'set', true],
        [`${origin}/v2/mf-manifest.json`, 'set', false],
        ['/remotes/mfe-social/mf-manifest.json', 'initial', false],
      ]);
    });

    it('rolls back one release at a time, to the built-in build in the end', async () => {
      expect((await server.ops('POST', '/remotes/mfe_social/rollback', {})).status).toBe(200);
      expect(await liveUrl()).toBe(`${origin}/v2/mf-manifest.json`);
      expect((await server.ops('POST', '/remotes/mfe_social/rollback', {})).status).toBe(200);
      expect(await liveUrl()).toBe('/remotes/mfe-social/mf-manifest.json');
    });

    it('keeps what browsers report, per remote and build, with the player and nothing else about them', async () => {
      const player = await server.registerPlayer('rerr');
      const report = {
        remote: 'mfe_social',
        kind: 'version',
        message: 'Version 1.0.0 … needs ^1.1.0)',
        url: `${origin}/v3/mf-manifest.json`,
        build_id: 'b-test',
        shared: { '@app/shared': '1.0.0' },
      };
      const sent = await server.post('/api/v1/app/remote-errors', { errors: [report, report] }, player.token);
      expect(sent.status).toBe(200);
      expect((await server.post('/api/v1/app/remote-errors', { errors: [report] })).status).toBe(200);
      expect(
        (await server.post('/api/v1/app/remote-errors', { errors: [{ ...report, kind: 'x' }] })).status,
      ).toBe(400);

      const summary = await server.ops<Array<Record<string, unknown>>>(
        'GET',
        '/remotes/errors?since_seconds=600',
      );
      expect(summary.body.data).toContainEqual(
        expect.objectContaining({
          remote: 'mfe_social',
          build_id: 'b-test',
          kind: 'version',
          count: 3,
          players: 1,
        }),
      );
    });
  },
  { appsRoot },
);

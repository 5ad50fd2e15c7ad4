import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteFetcher } from '../../http/remote-fetcher';
import { preflightRemote } from './preflight';

// Pre-flight against a CDN serving hostile manifests: each is refused with its reason, never a thrown 500.

const manifestWith = (metaData: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: 'mfe_social',
    metaData: {
      buildInfo: { buildVersion: 'b-test' },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ...metaData,
    },
    shared: [],
    ...extra,
  });

let cdn: Server;
let origin = '';
/** Path -> body; or a redirect to another URL, or an endless body. */
const files: Record<string, string | { redirect: string } | 'endless' | 'silent'> = {};

/** A CDN that can answer anything: files, redirects, or a body that never ends (until the reader leaves). */
function serveHostile(request: IncomingMessage, response: ServerResponse) {
  const file = files[request.url ?? ''];
  response.setHeader('access-control-allow-origin', '*');
  if (file === 'endless') {
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const more = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', more);
    };
    more();
    return;
  }
  if (file === 'silent') return; // headers never come
  if (typeof file === 'object') {
    response.writeHead(302, { location: file.redirect }).end();
    return;
  }
  response.writeHead(file === undefined ? 404 : 200).end(file ?? 'not found');
}

beforeAll(async () => {
  cdn = createServer(serveHostile);
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(() => {
  cdn.closeAllConnections();
  cdn.close();
});

const app = Fastify();
const preflight = (path: string) =>
  preflightRemote({
    remote: 'mfe_social',
    url: `${origin}${path}`,
    fetcher: remoteFetcher(app),
    provided: {},
  });
const failed = (result: Awaited<ReturnType<typeof preflight>>) =>
  result.checks.filter((check) => !check.ok).map((check) => `${check.name}: ${check.detail}`);

describe('pre-flight of hostile manifests', () => {
  it('passes a good release (the baseline the refusals differ from)', async () => {
    files['/good/mf-manifest.json'] = manifestWith({});
    files['/good/remoteEntry.js'] = 'var mfe_social = {};';
    expect(failed(await preflight('/good/mf-manifest.json'))).toEqual([]);
  });

  it('refuses a publicPath that is no http(s) URL', async () => {
    for (const publicPath of ['javascript:alert(1)//', 'data:text/javascript,alert(1)//']) {
      files['/js-path/mf-manifest.json'] = manifestWith({ publicPath });
      const result = await preflight('/js-path/mf-manifest.json');
      expect(result.ok).toBe(false);
      expect(failed(result)).toEqual([`manifest: publicPath 不是 http(s) 地址：${publicPath}`]);
    }
  });

  it('refuses a manifest that redirects to another origin (the page could not follow it)', async () => {
    // Never contacted: the redirect is refused before it is followed.
    const elsewhere = 'https://cdn-elsewhere.example';
    files['/moved/mf-manifest.json'] = { redirect: `${elsewhere}/good/mf-manifest.json` };
    files['/same/mf-manifest.json'] = { redirect: '/good/mf-manifest.json' };
    files['/same/remoteEntry.js'] = 'var mfe_social = {};';
    expect(failed(await preflight('/moved/mf-manifest.json'))).toEqual([
      `manifest: ${origin}/moved/mf-manifest.json 无法访问：重定向到其他源 ${elsewhere}，页面的 CSP 不会允许`,
    ]);
    expect(failed(await preflight('/same/mf-manifest.json'))).toEqual([]);
  });

  it('refuses expose files that are no http(s) URL or lie on another origin', async () => {
    const exposing = (file: string) =>
      manifestWith(
        {},
        { exposes: [{ name: 'routes', assets: { js: { sync: [file] }, css: { sync: [] } } }] },
      );
    const cases: Array<[string, string]> = [
      ['javascript:alert(1)', 'csp: 文件地址不是 http(s)：javascript:alert(1)'],
      ['data:text/javascript,alert(1)', 'csp: 文件地址不是 http(s)：data:text/javascript,alert(1)'],
      [
        'https://evil.example/routes.js',
        'csp: 文件来自清单以外的源 https://evil.example，页面的 CSP 不会允许',
      ],
    ];
    for (const [file, reason] of cases) {
      files['/exposes/mf-manifest.json'] = exposing(file);
      files['/exposes/remoteEntry.js'] = 'var mfe_social = {};';
      expect(failed(await preflight('/exposes/mf-manifest.json'))).toEqual([reason]);
    }
  });

  it('refuses a build id with control characters', async () => {
    files['/build-id/mf-manifest.json'] = manifestWith({ buildInfo: { buildVersion: 'b1\u001b[2J\u202e' } });
    expect(failed(await preflight('/build-id/mf-manifest.json'))).toEqual([
      'manifest: 构建号须为不超过100个字符的可打印文本',
    ]);
  });

  it('stops reading a manifest or entry past its size limit, and a CDN that never answers', async () => {
    files['/huge-manifest/mf-manifest.json'] = 'endless';
    expect(failed(await preflight('/huge-manifest/mf-manifest.json'))).toEqual([
      `manifest: ${origin}/huge-manifest/mf-manifest.json 无法访问：文件超过 512 KB 上限，已停止读取`,
    ]);
    files['/huge-entry/mf-manifest.json'] = manifestWith({});
    files['/huge-entry/remoteEntry.js'] = 'endless';
    expect(failed(await preflight('/huge-entry/mf-manifest.json'))).toEqual([
      `remoteEntry: ${origin}/huge-entry/remoteEntry.js 无法访问：文件超过 8 MB 上限，已停止读取`,
    ]);
    files['/silent/mf-manifest.json'] = 'silent';
    const impatient = await preflightRemote({
      remote: 'mfe_social',
      url: `${origin}/silent/mf-manifest.json`,
      fetcher: remoteFetcher(app, 200),
      provided: {},
    });
    expect(failed(impatient)).toEqual([
      `manifest: ${origin}/silent/mf-manifest.json 无法访问：超过 0.2 秒未读完，已放弃`,
    ]);
  });
});

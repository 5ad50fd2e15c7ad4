import { createServer, type Server } from 'node:http';
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
const files: Record<string, string> = {};

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.setHeader('access-control-allow-origin', '*');
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(() => cdn.close());

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
});

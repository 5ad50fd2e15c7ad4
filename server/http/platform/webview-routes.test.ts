import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/server';

// A page server on this machine: the probe may reach it only because the test names 127.0.0.1 a framable host.
let pages: Server;
let base: string;
const app = new TestServer('pglite', {
  env: { ALLOWED_HOSTS: '*.test', WEBVIEW_PROBE_PRIVATE_HOSTS: '127.0.0.1' },
});

beforeAll(async () => {
  pages = createServer((request, response) => {
    if (request.url === '/deny') response.setHeader('x-frame-options', 'DENY');
    response.end('ok');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  await app.start();
});

afterAll(async () => {
  pages.close();
  await app.stop();
});

const check = (url: string) =>
  app.get(
    `/api/v1/webview/frame-check?url=${encodeURIComponent(url)}&origin=${encodeURIComponent('http://shell.test')}`,
  );

describe('GET /v1/webview/frame-check', () => {
  it('tells the webview whether a page may be framed, why not, or that it could not tell', async () => {
    expect((await check(`${base}/open`)).body.data).toEqual({ framable: true });
    expect((await check(`${base}/deny`)).body.data).toEqual({ framable: false, reason: 'x-frame-options' });
    // Other private addresses stay out of reach.
    expect((await check('http://10.0.0.1/')).body.data).toEqual({ framable: null, reason: 'private' });
  });

  it('refuses what is not a web page with the spec envelope and a Chinese message', async () => {
    const reply = await check('javascript:alert(1)');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('链接无效，无法打开该页面');
  });
});

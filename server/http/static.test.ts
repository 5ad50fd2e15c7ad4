import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/server';

function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'server-static-'));
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>shell</title></head><body></body></html>',
  );
  write(
    'shell/dist/manifest.webmanifest',
    JSON.stringify({
      name: '星辰体育',
      short_name: '星辰体育',
      theme_color: '#0f1117',
      display: 'standalone',
    }),
  );
  write('shell/dist/static/js/main.3f2a1b.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write(
    'mfe-sports/dist/mf-manifest.json',
    JSON.stringify({
      name: 'mfe_sports',
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        ownedRoutes: ['/betPages/'],
      },
      exposes: [
        { name: 'routes', assets: { js: { sync: ['static/js/routes.9a8b7c.js'] }, css: { sync: [] } } },
      ],
    }),
  );
  write(
    'console/dist/index.html',
    '<!doctype html><html><head><title>运营后台</title></head><body></body></html>',
  );
  write('console/dist/main.5e6f7a8b.js', 'console.log("ops");');
  write('mfe-sports/dist/remoteEntry.js', 'var mfe_sports;');
  write('mfe-sports/dist/remoteEntry.js.br', 'brotli of the entry');
  write('mfe-sports/dist/static/js/routes.9a8b7c.js.br', 'brotli of the routes');
  write('mfe-sports/dist/static/js/routes.9a8b7c.js', 'export default [];');
  return root;
}

describe('static builds on one port', () => {
  const appsRoot = fakeBuilds();
  const server = new TestServer('pglite', { appsRoot });
  beforeAll(() => server.start());
  afterAll(async () => {
    await server.stop();
    rmSync(appsRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('serves the shell index at / with no-cache', async () => {
    const reply = await get('/');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<title>shell</title>');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed shell chunks as immutable, compressed when asked', async () => {
    const reply = await get('/static/js/main.3f2a1b.js', { 'accept-encoding': 'gzip' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-encoding']).toBe('gzip');
  });

  it('serves remote manifests and entries with no-cache and remote chunks as immutable', async () => {
    expect((await get('/remotes/mfe-sports/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe-sports/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mfe-sports/static/js/routes.9a8b7c.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy to a browser that takes it, under the cache rule of the file it encodes", async () => {
    const entry = await get('/remotes/mfe-sports/remoteEntry.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.body).toBe('brotli of the entry');
    expect(entry.headers['content-type']).toContain('javascript');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.vary).toContain('accept-encoding');
    const chunk = await get('/remotes/mfe-sports/static/js/routes.9a8b7c.js', { 'accept-encoding': 'br' });
    expect(chunk.body).toBe('brotli of the routes');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Without brotli, the file itself (compressed on the fly when it is large enough).
    const plain = await get('/remotes/mfe-sports/remoteEntry.js');
    expect(plain.body).toBe('var mfe_sports;');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing remote build and unknown API paths with the 404 envelope', async () => {
    expect((await get('/remotes/mfe-lottery/mf-manifest.json')).statusCode).toBe(404);
    const api = await get('/api/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, message: '请求的资源不存在' });
  });

  const inlineManifest = (html: string) => {
    const match = html.match(/<script type="application\/json" id="app-remotes">(.*?)<\/script>/);
    if (!match?.[1]) throw new Error(`no inline manifest in ${html}`);
    return JSON.parse(match[1]) as Record<string, string>;
  };

  it('inlines what GET /api/v1/app/remotes answers, in the head, at / and /index.html', async () => {
    const api = await server.get('/api/v1/app/remotes');
    for (const url of ['/', '/index.html']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toMatch(/<\/script><\/head>/);
      expect(inlineManifest(page.body)).toEqual(api.body.data);
    }
  });

  it("names a remote's routes, entry and page table for the boot script to preload, for the manifests it can read", async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    const match = page.body.match(/<script type="application\/json" id="app-remote-files">(.*?)<\/script>/);
    // mfe-lottery and the others have no build here: their pages go without hints.
    expect(JSON.parse(match?.[1] ?? 'null')).toEqual({
      mfe_sports: {
        routes: ['/betPages/'],
        entry: '/remotes/mfe-sports/remoteEntry.js',
        js: ['/remotes/mfe-sports/static/js/routes.9a8b7c.js'],
        css: [],
      },
    });
  });

  it("shows an operator's switch on the next load, and an URL cannot break out of the block", async () => {
    const hostile = 'https://cdn.example/</script><script>alert(1)</script>/mf-manifest.json';
    await server.ops('PUT', '/config/remotes', { value: { mfe_sports: hostile }, force: true });
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(inlineManifest(page.body).mfe_sports).toBe(hostile);
  });

  it('serves the operators’ console at /ops/: its page no-cache under a policy naming the remotes’ origins, chunks immutable', async () => {
    await server.ops('PUT', '/config/remotes', {
      value: { mfe_sports: 'https://cdn.example.com/sports/mf-manifest.json' },
      force: true,
    });
    const page = await get('/ops/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>运营后台</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
    expect((await get('/ops')).headers.location).toBe('/ops/');
    const chunk = await get('/ops/main.5e6f7a8b.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("lets the page connect to the remote address config's API and socket hosts, and only to those", async () => {
    const connectSrc = async () =>
      String((await get('/')).headers['content-security-policy'])
        .split('; ')
        .find((directive) => directive.startsWith('connect-src')) ?? '';
    expect(await connectSrc()).not.toContain('api2.example.com');
    const value = {
      baseUrl: 'https://m.example.com',
      apiServerUrl: 'https://api2.example.com/api',
      reverbUrl: 'wss://ws2.example.com:6001',
    };
    await server.ops('PUT', '/config/remote_address', { value });
    expect(await connectSrc()).toContain('https://api2.example.com wss://ws2.example.com:6001');
    expect(String((await get('/')).headers['content-security-policy'])).not.toMatch(/script-src[^;]*api2/);
    await server.ops('PUT', '/config/remote_address', { value: '' });
    expect(await connectSrc()).not.toContain('api2.example.com');
  });

  it("names the installed app and colours it as the operator's config says, on the next read", async () => {
    const manifest = async () => {
      const reply = await get('/manifest.webmanifest');
      expect(reply.headers['content-type']).toContain('application/manifest+json');
      expect(reply.headers['cache-control']).toBe('no-cache');
      return reply.json() as Record<string, string>;
    };
    expect(await manifest()).toMatchObject({ name: '星辰体育', display: 'standalone' });
    await server.ops('PUT', '/config/site_title', { value: '好运彩' });
    await server.ops('PUT', '/config/theme_color', { value: '#22aa66' });
    expect(await manifest()).toMatchObject({ name: '好运彩', short_name: '好运彩', theme_color: '#22aa66' });
    // A value that is not a colour never reaches the browser.
    await server.ops('PUT', '/config/theme_color', { value: 'red;}' });
    expect((await manifest()).theme_color).toBe('#0f1117');
  });

  it('serves a redeployed index.html at once', async () => {
    const file = join(appsRoot, 'shell/dist/index.html');
    writeFileSync(file, '<!doctype html><html><head><title>v2</title></head><body></body></html>');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<title>v2</title>');
    expect(inlineManifest(page.body)).toHaveProperty('mfe_lottery');
  });
});

describe('static without builds', () => {
  const appsRoot = mkdtempSync(join(tmpdir(), 'server-nobuild-'));
  const server = new TestServer('pglite', { appsRoot });
  beforeAll(() => server.start());
  afterAll(async () => {
    await server.stop();
    rmSync(appsRoot, { recursive: true, force: true });
  });

  it('explains at / how to build the app instead of failing', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('前端尚未构建');
    expect(reply.body).toContain('pnpm start');
  });
});

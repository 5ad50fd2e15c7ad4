import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteOriginsOf } from '../../http/remote-csp';
import { contentSecurityPolicy } from '../../http/security-headers';
import { TestServer } from '../server';

/** A built shell and one built remote, as `pnpm build` leaves them. */
function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'apps-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(join(root, 'mfe-sports', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>星辰体育</title></head><body></body></html>',
  );
  writeFileSync(join(root, 'mfe-sports', 'dist', 'remoteEntry.js'), 'self.remote = 1;');
  return root;
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('security headers and Content Security Policy', () => {
  const appsRoot = fakeBuilds();
  const server = new TestServer('pglite', { appsRoot });
  beforeAll(() => server.start());
  afterAll(async () => {
    await server.stop();
    rmSync(appsRoot, { recursive: true, force: true });
  });

  const get = (url: string) =>
    server.app.inject({ method: 'GET', url, headers: { host: 'play.example:8080' } });

  it('serves the shell with a policy that allows only our scripts, our socket and framing by ourselves', async () => {
    await server.ops('PUT', '/config/remotes', {
      value: { mfe_lottery: 'https://cdn.example/lottery/v42/mf-manifest.json' },
      force: true,
    });
    const page = await get('/');
    const policy = String(page.headers['content-security-policy']);
    expect(directive(policy, 'script-src').split(' ').sort()).toEqual(
      ['script-src', "'self'", 'https://cdn.example'].sort(),
    );
    // A remote's CSS, and the fonts and images it names, come from its CDN too; its manifest is fetched.
    for (const name of ['style-src', 'font-src', 'img-src', 'connect-src']) {
      expect(directive(policy, name)).toContain('https://cdn.example');
    }
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'connect-src')).toContain('ws://play.example:8080');
    expect(directive(policy, 'connect-src')).toContain('wss://play.example:8080');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('allows the new origin on the very next page after a switch: the policy and the page share one read', async () => {
    await server.ops('PUT', '/config/remotes', {
      value: { mfe_lottery: 'https://cdn-b.example/lottery/v43/mf-manifest.json' },
      force: true,
    });
    const page = await get('/');
    expect(page.body).toContain('https://cdn-b.example/lottery/v43/mf-manifest.json');
    const scripts = directive(String(page.headers['content-security-policy']), 'script-src');
    expect(scripts).toContain('https://cdn-b.example');
    expect(scripts).not.toContain('https://cdn.example');
  });

  it('puts the base headers on API answers and lets other hosts load remote builds', async () => {
    const api = await get('/api/v1/app/config/all');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    const remote = await get('/remotes/mfe-sports/remoteEntry.js');
    expect(remote.statusCode).toBe(200);
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("keeps the demo gateway cashier's own stricter policy instead of the app's", async () => {
    await server.ops('PUT', '/config/remotes', {
      value: { mfe_lottery: 'https://cdn.example/lottery/v42/mf-manifest.json' },
    });
    const player = await server.registerPlayer('csp');
    const order = await server.post<{ pay_url: string }>(
      '/api/v1/payment-orders',
      { method: 'online', amount: '100.00' },
      player.token,
    );
    const page = await get(order.body.data.pay_url);
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(directive(policy, 'default-src')).toBe("default-src 'none'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'none'");
    expect(policy).not.toContain('cdn.example');
    expect(policy).not.toContain('unsafe-inline');
    expect(page.headers['permissions-policy']).toContain('camera=()');
  });

  it('keeps a forged Host header out of the policy', () => {
    const policy = contentSecurityPolicy("evil.example; script-src 'unsafe-inline'");
    expect(policy).not.toContain('evil.example');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it('allows script from a remote only by its origin, and ignores relative or broken entries', () => {
    expect(
      remoteOriginsOf({
        a: '/remotes/mfe-sports/mf-manifest.json',
        b: 'https://cdn.example/x/mf-manifest.json',
        c: 'https://cdn.example/y/mf-manifest.json',
        d: 'http://[broken',
      }),
    ).toEqual(['https://cdn.example']);
  });
});

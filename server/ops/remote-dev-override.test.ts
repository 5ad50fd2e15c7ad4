import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_DEV_PARAM } from '@app/shared/remotes-contract';
import { afterAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/server';

// pnpm dev:remote: a release manager signs an override; only a page opened with it loads the team's dev
// server, its policy allows that origin and its hot-reload socket, and nobody else's page changes.

interface DevToken {
  remote: string;
  url: string;
  token: string;
  expires_at: string;
}

const devUrl = 'http://localhost:3004/mf-manifest.json';

/** A built shell page, as `pnpm build` leaves it (the unit stage runs before the build). */
const appsRoot = mkdtempSync(join(tmpdir(), 'dev-override-'));
mkdirSync(join(appsRoot, 'shell', 'dist'), { recursive: true });
writeFileSync(
  join(appsRoot, 'shell', 'dist', 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
);
afterAll(() => rmSync(appsRoot, { recursive: true, force: true }));

describeOnEachDatabase(
  'remote dev overrides',
  (server) => {
    const remotesWith = async (token?: string) =>
      (
        await server.get<Record<string, string>>(
          `/api/v1/app/remotes${token ? `?${REMOTE_DEV_PARAM}=${encodeURIComponent(token)}` : ''}`,
        )
      ).body.data;

    it('a release manager signs one; only pages and manifest reads carrying it load the dev server', async () => {
      const releaser = await server.mintOperatorToken('op_release');
      const signed = await server.opsAs<DevToken>(releaser, 'POST', '/remotes/mfe_social/dev-token', {
        url: devUrl,
        hours: 2,
      });
      expect(signed.status).toBe(200);
      const { token, expires_at } = signed.body.data;
      expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(7_100_000);

      expect((await remotesWith(token)).mfe_social).toBe(devUrl);
      expect((await remotesWith()).mfe_social).toBe('/remotes/mfe-social/mf-manifest.json');
      expect((await remotesWith(`${token}x`)).mfe_social).toBe('/remotes/mfe-social/mf-manifest.json');

      const page = await server.app.inject({ method: 'GET', url: `/?${REMOTE_DEV_PARAM}=${token}` });
      expect(page.body).toContain('http://localhost:3004/mf-manifest.json');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/script-src [^;]*http:\/\/localhost:3004/);
      expect(policy).toMatch(/connect-src [^;]*ws:\/\/localhost:3004/);
      const plain = await server.app.inject({ method: 'GET', url: '/' });
      expect(plain.body).not.toContain('localhost:3004');
      expect(String(plain.headers['content-security-policy'])).not.toContain('localhost:3004');

      const audit = await server.ops<{ list: Array<{ operator: string; after: unknown }> }>(
        'GET',
        '/audit?operator=op_release',
      );
      const entry = audit.body.data.list.find((row) => JSON.stringify(row.after).includes(devUrl));
      expect(entry?.operator).toBe('op_release');
      expect(JSON.stringify(entry)).not.toContain(token);
    });

    it('is refused to an operator without releases.deploy, and for a URL that is not http(s) or too long a life', async () => {
      const support = await server.mintOperatorToken('op_support');
      const refused = await server.opsAs(support, 'POST', '/remotes/mfe_social/dev-token', { url: devUrl });
      expect(refused.status).toBe(403);
      for (const body of [
        { url: 'javascript:alert(1)' },
        { url: devUrl, hours: 25 },
        { url: devUrl, extra: 1 },
      ]) {
        const reply = await server.ops('POST', '/remotes/mfe_social/dev-token', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
      }
      expect((await server.ops('POST', '/remotes/mfe_casino/dev-token', { url: devUrl })).status).toBe(400);
    });
  },
  { appsRoot },
);

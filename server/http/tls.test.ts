import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { selfSignedCertificate } from '../../scripts/tls-cert.mjs';
import { TestServer } from '../test/server';
import { type TlsFiles, tlsFromEnv } from './tls';

const folder = mkdtempSync(join(tmpdir(), 'server-tls-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The certificate, or null when openssl is missing (and not demanded). */
async function selfSigned(): Promise<TlsFiles | null> {
  try {
    return tlsFromEnv(await selfSignedCertificate(folder)) ?? null;
  } catch (error) {
    if (process.env.REQUIRE_SERVICES === '1') throw error;
    console.warn(
      `HTTPS/HTTP2 NOT TESTED: openssl could not make a certificate (${(error as Error).message})`,
    );
    return null;
  }
}

const tls = await selfSigned();

/** A shell build whose page has the boot script as the build writes it. */
function shellBuild(): string {
  mkdirSync(join(folder, 'apps/shell/dist'), { recursive: true });
  writeFileSync(
    join(folder, 'apps/shell/dist/index.html'),
    '<!doctype html><html><head><link href="/main.1a.css" rel="stylesheet"></head><body>' +
      '<script defer src="/boot.0a1b.js"></script><script defer src="/main.2c.js"></script></body></html>',
  );
  writeFileSync(join(folder, 'apps/shell/dist/boot.0a1b.js'), 'document.title="booted";');
  return join(folder, 'apps');
}

describe('TLS settings', () => {
  it('serves plain HTTP without either file, and refuses one file without the other', () => {
    expect(tlsFromEnv({})).toBeUndefined();
    expect(() => tlsFromEnv({ TLS_CERT_FILE: 'cert.pem' })).toThrow(/TLS_KEY_FILE/);
    expect(() => tlsFromEnv({ TLS_KEY_FILE: 'key.pem' })).toThrow(/TLS_CERT_FILE/);
  });
});

describe.skipIf(!tls)('HTTPS with HTTP/2 on the product port', () => {
  const server = new TestServer('pglite', { tls: tls ?? undefined, appsRoot: shellBuild() });
  let origin = '';
  let session: http2.ClientHttp2Session;

  beforeAll(async () => {
    await server.start();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    session = http2.connect(origin, { rejectUnauthorized: false });
  });
  afterAll(async () => {
    session?.close();
    await server.stop();
  });

  /** One GET over the shared HTTP/2 session: status, headers and body text. */
  function get(path: string) {
    return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const stream = session.request({ ':path': path });
        let headers: http2.IncomingHttpHeaders = {};
        let body = '';
        stream.setEncoding('utf8');
        stream.on('response', (received) => {
          headers = received;
        });
        stream.on('data', (chunk: string) => {
          body += chunk;
        });
        stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
        stream.on('error', reject);
      },
    );
  }

  it('answers API reads in the envelope over HTTP/2', async () => {
    const reply = await get('/api/v1/app/config/all');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 200, data: expect.any(Object) });
  });

  it("names the visitor's https address and lets the page open wss:// to it (host from :authority)", async () => {
    const reply = await get('/install/android');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(`${origin}/install/android`);
    expect(reply.headers['content-security-policy']).toContain(`wss://${new URL(origin).host}`);
  });

  it('puts the boot script inline in the page over HTTP/2, allowed by its hash', async () => {
    const reply = await get('/');
    expect(reply.body).toContain('<script>document.title="booted";</script>');
    expect(reply.body).not.toContain('boot.0a1b.js');
    expect(reply.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  });

  it('keeps the boot script a file over HTTP/1.1 on the same port', async () => {
    const page = await new Promise<{ body: string; policy: string }>((resolve, reject) => {
      https
        .get(`${origin}/`, { rejectUnauthorized: false }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ body, policy: String(response.headers['content-security-policy']) }),
          );
        })
        .on('error', reject);
    });
    expect(page.body).toContain('<script defer src="/boot.0a1b.js"></script>');
    expect(page.policy).not.toContain('sha256-');
  });

  it('upgrades the realtime socket over HTTP/1.1 on the same port', async () => {
    const player = await server.registerPlayer('tls');
    const info = await server.get<{ auth: { app_key: string } }>(
      '/api/v1/websocket/connection-info',
      player.token,
    );
    const socket = new WebSocket(
      `${origin.replace('https', 'wss')}/app/${info.body.data.auth.app_key}?protocol=7&client=js&version=8.6.0`,
      { rejectUnauthorized: false },
    );
    const first = await new Promise<{ event: string }>((resolve, reject) => {
      socket.once('message', (raw) => resolve(JSON.parse(raw.toString())));
      socket.once('error', reject);
    });
    socket.close();
    expect(first.event).toBe('pusher:connection_established');
  });
});

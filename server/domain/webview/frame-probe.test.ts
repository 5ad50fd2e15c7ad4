import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, probeFrame } from './frame-probe';

const parent = new URL('http://shell.test:8080');
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/deny') response.setHeader('x-frame-options', 'DENY');
    if (request.url === '/csp') response.setHeader('content-security-policy', "frame-ancestors 'none'");
    if (request.url === '/hop') {
      response.writeHead(302, { location: '/deny' }).end();
      return;
    }
    if (request.url === '/slow') return; // never answers
    // A large body: the probe must not wait for or read it.
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('x'.repeat(5 * 1024 * 1024));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const allowLocal = { parent, privateHosts: ['127.0.0.1'] };

describe('probeFrame', () => {
  it('reads X-Frame-Options and CSP frame-ancestors, through a redirect, without the body', async () => {
    expect(await probeFrame(new URL(`${base}/deny`), allowLocal)).toEqual({
      framable: false,
      reason: 'x-frame-options',
    });
    expect(await probeFrame(new URL(`${base}/csp`), allowLocal)).toEqual({
      framable: false,
      reason: 'csp-frame-ancestors',
    });
    expect(await probeFrame(new URL(`${base}/hop`), allowLocal)).toMatchObject({ framable: false });
    expect(await probeFrame(new URL(`${base}/page`), allowLocal)).toEqual({ framable: true });
  });

  it('never reaches a private or loopback address unless the host is listed (SSRF)', async () => {
    expect(await probeFrame(new URL(`${base}/deny`), { parent })).toEqual({
      framable: null,
      reason: 'private',
    });
    const port = new URL(base).port;
    // A name that resolves to loopback is refused at connection time, not only literal addresses.
    expect(await probeFrame(new URL(`http://localhost:${port}/deny`), { parent })).toEqual({
      framable: null,
      reason: 'private',
    });
    expect(await probeFrame(new URL('http://[::1]/'), { parent })).toEqual({
      framable: null,
      reason: 'private',
    });
    expect(await probeFrame(new URL('ftp://example.com/'), { parent })).toEqual({
      framable: null,
      reason: 'scheme',
    });
    for (const address of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::ffff:127.0.0.1',
      'fd00::1',
    ]) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
  });

  it('gives up after its timeout', async () => {
    expect(await probeFrame(new URL(`${base}/slow`), { ...allowLocal, timeoutMs: 300 })).toEqual({
      framable: null,
      reason: 'timeout',
    });
  });

  it('says a host that refuses the connection is unreachable (the webview then shows its error)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await probeFrame(new URL(`http://127.0.0.1:${port}/chat`), allowLocal)).toEqual({
      framable: null,
      reason: 'unreachable',
    });
  });
});

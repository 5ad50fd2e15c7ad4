// An HTTPS front with HTTP/2 before the product, as a deployment's TLS terminator or CDN puts it. Browsers
// speak HTTP/2 only over TLS; over the server's plain HTTP/1.1 a deep link's 16 or so first requests queue
// on 6 connections to the host, each new connection paying its own handshake and slow start, and
// Lighthouse's simulation models exactly that. The front forwards every request (and the realtime socket's
// HTTP/1.1 upgrade) to the product unchanged, Host included, so the page's policy names the front.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/** A throwaway self-signed certificate for 127.0.0.1 (openssl); null when openssl is not installed. */
async function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const withoutHopByHop = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)),
  );

/** Starts the front for the product on targetPort; { url, close }, or null without openssl. */
export async function startTlsFront(targetPort) {
  const certificate = await selfSignedCertificate();
  if (!certificate) return null;
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
    const headers = withoutHopByHop(request.headers);
    headers.host = request.headers[':authority'] ?? request.headers.host;
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  // The realtime socket: its HTTP/1.1 upgrade request is passed through as it came, then the bytes both ways.
  server.on('upgrade', (request, socket, head) => {
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
      const lines = Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`);
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// A throwaway certificate for the product's HTTPS/HTTP2 mode (server/http/tls.ts) where a test or the bench
// runs it: self-signed for 127.0.0.1 by openssl, valid one day.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Writes cert.pem and key.pem into `dir`; resolves to them as the server's TLS_* settings. Rejects without openssl. */
export async function selfSignedCertificate(dir) {
  const files = { TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') };
  await promisify(execFile)('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
    ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', files.TLS_KEY_FILE, '-out', files.TLS_CERT_FILE],
  ]);
  return files;
}

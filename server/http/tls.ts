import { readFileSync } from 'node:fs';

/** A certificate and its private key, PEM. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

/**
 * TLS_CERT_FILE and TLS_KEY_FILE (PEM paths) make the server speak HTTPS with HTTP/2: a deep link's first
 * 16 or so requests then share one connection instead of queueing on a browser's 6 per host, each with
 * its own handshake and slow start (browsers speak HTTP/2 only over TLS). Without them the server speaks
 * plain HTTP/1.1, for a TLS terminator in front. One of the two alone is a mistake, not a choice.
 */
export function tlsFromEnv(env: NodeJS.ProcessEnv): TlsFiles | undefined {
  const certFile = env.TLS_CERT_FILE;
  const keyFile = env.TLS_KEY_FILE;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both (HTTPS) or neither (plain HTTP)');
  }
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

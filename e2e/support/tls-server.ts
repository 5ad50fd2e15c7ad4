import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selfSignedCertificate } from '../../scripts/tls-cert.mjs';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'server');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });

/**
 * The product as a deployment with a certificate runs it (TLS_CERT_FILE / TLS_KEY_FILE: HTTPS with HTTP/2),
 * on its own port and data, with a throwaway self-signed certificate from openssl.
 */
export async function startTlsProduct(): Promise<{ origin: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-tls-'));
  const files = await selfSignedCertificate(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...files,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  };
  const origin = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (!(await answers(`${origin}/api/v1/app/config/all`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`the TLS server did not start (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverRoot } from '../db/paths';

/** The real server process on a free port, for the tests that need `pnpm start` itself (crashes, files). */

export interface Envelope {
  code: number;
  message: string;
  data: Record<string, unknown>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server process (`node --import tsx main.ts`), as `pnpm start` runs it. */
export class ServerProcess {
  child: ChildProcess | null = null;
  output = '';
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    this.child.stdout?.on('data', collect);
    this.child.stderr?.on('data', collect);
    const exited = new Promise<never>((_, reject) =>
      this.child?.once('exit', (code) => reject(new Error(`server exited (${code}): ${this.output}`))),
    );
    await Promise.race([this.waitUntilServing(), exited]);
  }

  private async waitUntilServing(): Promise<void> {
    for (;;) {
      try {
        const response = await fetch(`${this.url}/api/v1/app/config/navigation`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGKILL: no shutdown hook, no flush; whatever was in flight is cut off. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }

  async call(method: string, path: string, body?: unknown, token?: string, key?: string): Promise<Envelope> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(path.startsWith('/api/ops') ? { 'x-ops-token': this.env.OPS_TOKEN ?? '' } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return (await response.json()) as Envelope;
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverRoot } from '../db/paths';
import { totpCode } from '../domain/operators/totp';
import { DEMO_OPERATOR_PASSWORD } from '../sim/operators-seed';

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
  /** The demo 超级管理员's TOTP secret, read from the start banner as a person would. */
  private superAdminSecret = '';
  private operatorToken = '';
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
      this.superAdminSecret ||= /op_super_admin +\S+ +TOTP (\w+)/.exec(this.output)?.[1] ?? '';
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

  /** Signs in as the demo 超级管理员 with the password and TOTP secret the banner printed, once. */
  private async signInOperator(): Promise<string> {
    if (this.operatorToken) return this.operatorToken;
    while (!this.superAdminSecret) await new Promise((resolve) => this.child?.stdout?.once('data', resolve));
    // A restarted server on the same data may have seen this step's code already: the next step's is valid too.
    for (const at of [Date.now(), Date.now() + 30_000]) {
      const response = await fetch(`${this.url}/api/ops/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'op_super_admin',
          password: DEMO_OPERATOR_PASSWORD,
          totp: totpCode(this.superAdminSecret, at),
        }),
      });
      const envelope = (await response.json()) as Envelope;
      if (response.ok) {
        this.operatorToken = String(envelope.data.token);
        return this.operatorToken;
      }
    }
    throw new Error(`operator sign-in failed: ${this.output}`);
  }

  async call(method: string, path: string, body?: unknown, token?: string, key?: string): Promise<Envelope> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(path.startsWith('/api/ops') ? { authorization: `Bearer ${await this.signInOperator()}` } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return (await response.json()) as Envelope;
  }
}

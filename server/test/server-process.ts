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
  /** The demo operators' TOTP secrets, read from the start banner as a person would. */
  private readonly totpSecrets = new Map<string, string>();
  private readonly operatorTokens = new Map<string, string>();
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
      for (const [, name = '', secret = ''] of this.output.matchAll(/(op_\w+) +\S+ +TOTP (\w+)/g))
        if (!this.totpSecrets.has(name)) this.totpSecrets.set(name, secret);
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

  /** Signs in as a demo operator with the password and TOTP secret the banner printed, once. */
  private async signInOperator(username = 'op_super_admin'): Promise<string> {
    const signedIn = this.operatorTokens.get(username);
    if (signedIn) return signedIn;
    while (!this.totpSecrets.has(username))
      await new Promise((resolve) => this.child?.stdout?.once('data', resolve));
    const secret = this.totpSecrets.get(username) ?? '';
    // A restarted server on the same data may have seen this step's code already: the next step's is valid too.
    for (const at of [Date.now(), Date.now() + 30_000]) {
      const response = await fetch(`${this.url}/api/ops/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          password: DEMO_OPERATOR_PASSWORD,
          totp: totpCode(secret, at),
        }),
      });
      const envelope = (await response.json()) as Envelope;
      if (response.ok) {
        const token = String(envelope.data.token);
        this.operatorTokens.set(username, token);
        return token;
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

  /** A four-eyes credit: the demo 超级管理员 asks (with `key`), the demo 财务 approves. */
  async credit(username: string, amount: string, key: string): Promise<Envelope> {
    const asked = await this.call(
      'POST',
      '/api/ops/users/credit',
      { username, amount, reason: '测试资金' },
      undefined,
      key,
    );
    if (asked.code !== 200) return asked;
    const response = await fetch(`${this.url}/api/ops/approvals/${asked.data.id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.signInOperator('op_finance')}` },
    });
    return (await response.json()) as Envelope;
  }
}

import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import { createDb, type Database, type Db } from '../db/client';
import { findOperator } from '../domain/operators/accounts';
import { issueOperatorToken } from '../domain/operators/sessions';
import { createRealtime, realtimeOptionsFromEnv } from '../realtime';
import { DEMO_OPERATORS } from '../sim/operators-seed';
import { seed } from '../sim/seed';
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from './databases';
import { loadTemplate } from './pglite-template';
import { checkedAgainstContract } from './realtime-contract';

/** The root X-Ops-Token of test servers: it only bootstraps the first 超级管理员 (tests of that use it). */
export const TEST_OPS_TOKEN = 'test-ops-token';
export type DatabaseKind = 'pglite' | 'postgres';

export interface EnvelopeBody<T = Record<string, unknown>> {
  code: number;
  message: string;
  msg: string;
  data: T;
}

export interface Reply<T> {
  status: number;
  headers: Record<string, unknown>;
  body: EnvelopeBody<T>;
}

/** One seeded server on one database, driven over HTTP with `inject`. */
export class TestServer {
  app!: FastifyInstance;
  database!: Database;
  /** A 超级管理员 API token (the seeded op_super_admin's), minted at start: what `ops()` sends. */
  operatorToken = '';
  /** op_finance's token: the second pair of eyes of `credit()`. */
  private reviewerToken = '';
  private scratch: ScratchDatabase | null = null;
  /** Publications that broke the realtime contract; `stop` fails the suite with them. */
  readonly contractBreaches: string[] = [];

  constructor(
    readonly kind: DatabaseKind,
    private readonly options: Partial<AppOptions> = {},
  ) {}

  async start(): Promise<void> {
    if (this.kind === 'postgres') {
      this.scratch = await createScratchDatabase();
      this.database = await createDb({ databaseUrl: this.scratch.url });
    } else {
      // Starts from the migrated, seeded template of the global setup; migrate and seed below are no-ops.
      const template = await loadTemplate(inject('pgliteTemplatePath'));
      this.database = await createDb({ pgliteDir: 'memory://', pgliteTemplate: template });
    }
    await seed(this.database.db);
    // The tests' own host names are the RFC 2606 reserved ones; any other Host is refused (host-allow-list.ts).
    const env = this.options.env ?? { ALLOWED_HOSTS: '*.test,*.example,*.example.com' };
    const realtime = this.options.realtime ?? (await createRealtime(realtimeOptionsFromEnv(env)));
    // Background 自动发放 would pay first-deposit rewards into every test that deposits: only its tests ask for it.
    this.app = await buildApp({
      db: this.database.db,
      opsToken: TEST_OPS_TOKEN,
      autoGrantActivities: false,
      ...this.options,
      env,
      realtime: checkedAgainstContract(realtime, this.contractBreaches),
    });
    await this.app.ready();
    this.operatorToken = await this.mintOperatorToken(DEMO_OPERATORS[0]?.username ?? '');
  }

  mintOperatorToken(username: string): Promise<string> {
    return operatorApiToken(this.db, username);
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.database?.close();
    await this.scratch?.drop();
    if (this.contractBreaches.length > 0)
      throw new Error(`published outside the realtime contract:\n${this.contractBreaches.join('\n')}`);
  }

  get db() {
    return this.database.db;
  }

  async request<T = Record<string, unknown>>(options: InjectOptions): Promise<Reply<T>> {
    const response = await this.app.inject(options);
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.json() as EnvelopeBody<T>,
    };
  }

  get<T = Record<string, unknown>>(url: string, token?: string) {
    return this.request<T>({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  post<T = Record<string, unknown>>(
    url: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) {
    return this.request<T>({
      method: 'POST',
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  }

  ops<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return this.opsAs<T>(this.operatorToken, method, url, body, headers);
  }

  /** An /api/ops call with the given operator bearer token. */
  opsAs<T = Record<string, unknown>>(
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return this.request<T>({
      method,
      url: `/api/ops${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  }

  /**
   * Credits (negative: debits) a player the four-eyes way: op_super_admin asks, op_finance approves. Answers
   * the approval with the ledger row's id and the balance before and after.
   */
  async credit(username: string, amount: string, reason = '测试资金') {
    const asked = await this.ops<{ id: number }>('POST', '/users/credit', { username, amount, reason });
    if (asked.status !== 200) return asked;
    this.reviewerToken ||= await this.mintOperatorToken('op_finance');
    return this.opsAs<{ ledger_id: number; balance_before: string; balance: string; amount: string }>(
      this.reviewerToken,
      'POST',
      `/approvals/${asked.body.data.id}/approve`,
    );
  }

  /** Registers a fresh player and returns its token and userinfo. */
  async registerPlayer(prefix = 'p', password = 'secret123') {
    const username = uniqueName(prefix);
    const reply = await this.post<{ token: string; userinfo: { id: number; username: string } }>(
      '/api/v1/register',
      {
        username,
        password,
        password_confirmation: password,
      },
    );
    if (reply.status !== 200) throw new Error(`register failed: ${reply.body.message}`);
    return { username, password, token: reply.body.data.token, userinfo: reply.body.data.userinfo };
  }
}

/** An API token of an existing operator (the seeded 超级管理员 by default), straight from the domain. */
export async function operatorApiToken(
  db: Db,
  username = DEMO_OPERATORS[0]?.username ?? '',
): Promise<string> {
  const operator = await findOperator(db, username);
  if (!operator) throw new Error(`no operator ${username}`);
  const expiresAt = new Date(Date.now() + 24 * 60 * 60_000);
  return (await issueOperatorToken(db, operator.id, { kind: 'api', name: 'test', expiresAt })).token;
}

let counter = 0;
/** Valid usernames (letter first, max 16) that never repeat within a run. */
export function uniqueName(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}${Math.floor(Math.random() * 1000)}`.slice(
    0,
    16,
  );
}

/**
 * Runs the same tests on PGlite and on a fresh PostgreSQL database. The PostgreSQL half is skipped
 * (with a warning) when PostgreSQL is unreachable, unless REQUIRE_SERVICES=1 makes that an error.
 */
export function describeOnEachDatabase(
  title: string,
  body: (server: TestServer) => void,
  options: Partial<AppOptions> = {},
): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    describe.skipIf(kind === 'postgres' && !postgresAvailable)(`${title} [${kind}]`, () => {
      const server = new TestServer(kind, options);
      beforeAll(() => server.start());
      afterAll(() => server.stop());
      body(server);
    });
  }
}

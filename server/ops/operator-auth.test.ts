import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { operatorSessions, operators } from '../db/schema';
import { findOperator } from '../domain/operators/accounts';
import { totpCode } from '../domain/operators/totp';
import { describeOnEachDatabase, TEST_OPS_TOKEN, type TestServer, uniqueName } from '../test/server';

const PASSWORD = 'operator-pass-1';
const NEXT_STEP_MS = 30_000;

async function newOperator(server: TestServer, roles: string[], extra: Record<string, unknown> = {}) {
  const username = uniqueName('op').toLowerCase();
  const created = await server.ops<{ totp_secret: string; otpauth_uri: string }>('POST', '/operators', {
    username,
    password: PASSWORD,
    roles,
    ...extra,
  });
  expect(created.status).toBe(200);
  return { username, secret: created.body.data.totp_secret, uri: created.body.data.otpauth_uri };
}

const login = (server: TestServer, body: { username: string; password: string; totp: string }) =>
  server.request<{ token: string }>({ method: 'POST', url: '/api/ops/auth/login', payload: body });

describeOnEachDatabase('operator sign-in', (server) => {
  it('signs in with password and TOTP code, answers me, and the same code is refused again (replay)', async () => {
    const op = await newOperator(server, ['finance']);
    expect(op.uri).toMatch(/^otpauth:\/\/totp\//);
    const code = totpCode(op.secret);
    const first = await login(server, { username: op.username, password: PASSWORD, totp: code });
    expect(first.status).toBe(200);
    expect(first.body.data.token).toMatch(/^ops_[\w-]{43}$/);
    const me = await server.opsAs<{ username: string; permissions: string[] }>(
      first.body.data.token,
      'GET',
      '/auth/me',
    );
    expect(me.body.data.username).toBe(op.username);
    expect(me.body.data.permissions).toContain('finance.withdrawals');
    const replay = await login(server, { username: op.username, password: PASSWORD, totp: code });
    expect(replay.status).toBe(422);
  });

  it('gives one answer for an unknown name, a wrong password and a wrong code', async () => {
    const op = await newOperator(server, ['support']);
    const answers = await Promise.all([
      login(server, { username: 'nobody_here', password: PASSWORD, totp: '123456' }),
      login(server, { username: op.username, password: 'wrong-password', totp: totpCode(op.secret) }),
      login(server, { username: op.username, password: PASSWORD, totp: '000000' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('用户名、密码或验证码不正确');
    }
  });

  it('locks the account for 15 minutes after 5 wrong tries, even for the right password and code', async () => {
    const op = await newOperator(server, ['risk']);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await login(server, { username: op.username, password: 'wrong-password', totp: '000000' });
    const locked = await login(server, {
      username: op.username,
      password: PASSWORD,
      totp: totpCode(op.secret),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toContain('锁定');
    const row = await findOperator(server.db, op.username);
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('checks at most 5 of a burst of parallel guesses; the rest find the account locked', async () => {
    const op = await newOperator(server, ['risk']);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(server, { username: op.username, password: `guess-${index}`, totp: '000000' }),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 422).every((status) => status === 429)).toBe(true);
    const right = await login(server, {
      username: op.username,
      password: PASSWORD,
      totp: totpCode(op.secret),
    });
    expect(right.status).toBe(429);
  });

  it('refuses a sign-in and a token from outside the IP allow-list', async () => {
    const op = await newOperator(server, ['support'], { ip_allow_list: ['10.9.0.0/16'] });
    const refused = await login(server, {
      username: op.username,
      password: PASSWORD,
      totp: totpCode(op.secret),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('不在允许列表中');
    const token = await server.mintOperatorToken(op.username);
    expect((await server.opsAs(token, 'GET', '/auth/me')).status).toBe(403);
    await server.ops('PUT', `/operators/${op.username}`, { ip_allow_list: ['127.0.0.1'] });
    expect((await server.opsAs(token, 'GET', '/auth/me')).status).toBe(200);
  });

  it('lists its sessions, revokes one, logs out, and expires a session idle for 30 minutes', async () => {
    const op = await newOperator(server, ['release']);
    const a = await login(server, { username: op.username, password: PASSWORD, totp: totpCode(op.secret) });
    const b = await login(server, {
      username: op.username,
      password: PASSWORD,
      totp: totpCode(op.secret, Date.now() + NEXT_STEP_MS),
    });
    const sessions = await server.opsAs<Array<{ id: number; current: boolean }>>(
      a.body.data.token,
      'GET',
      '/auth/sessions',
    );
    expect(sessions.body.data).toHaveLength(2);
    const other = sessions.body.data.find((session) => !session.current);
    expect((await server.opsAs(a.body.data.token, 'DELETE', `/auth/sessions/${other?.id}`)).status).toBe(200);
    expect((await server.opsAs(b.body.data.token, 'GET', '/auth/me')).status).toBe(401);

    const operator = await findOperator(server.db, op.username);
    await server.db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(operatorSessions.operatorId, operator?.id ?? 0));
    expect((await server.opsAs(a.body.data.token, 'GET', '/auth/me')).status).toBe(401);

    const api = await server.mintOperatorToken(op.username);
    expect((await server.opsAs(api, 'POST', '/auth/logout')).status).toBe(200);
    expect((await server.opsAs(api, 'GET', '/auth/me')).status).toBe(401);
  });

  it('disabling an operator ends its sessions; a player token or an expired API token is 401', async () => {
    const op = await newOperator(server, ['operations']);
    const token = await server.mintOperatorToken(op.username);
    expect((await server.ops('PUT', `/operators/${op.username}`, { disabled: true })).status).toBe(200);
    expect((await server.opsAs(token, 'GET', '/auth/me')).status).toBe(401);

    const minted = await server.ops<{ token: string; id: number }>('POST', '/tokens', {
      operator: 'op_release',
      name: 'ci',
      expires_in_days: 1,
    });
    expect((await server.opsAs(minted.body.data.token, 'GET', '/remotes/history')).status).toBe(200);
    await server.db
      .update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorSessions.id, minted.body.data.id));
    expect((await server.opsAs(minted.body.data.token, 'GET', '/remotes/history')).status).toBe(401);

    const player = await server.registerPlayer('opsp');
    expect((await server.opsAs(player.token, 'GET', '/auth/me')).status).toBe(401);
  });

  it('API tokens are listed and revocable by a 超级管理员, and a wrong role gets 403 with the permission', async () => {
    const minted = await server.ops<{ token: string; id: number }>('POST', '/tokens', {
      operator: 'op_support',
      name: 'bench',
    });
    const listed = await server.ops<Array<{ id: number; operator: string }>>(
      'GET',
      '/operator-sessions?kind=api',
    );
    expect(listed.body.data.find((row) => row.id === minted.body.data.id)?.operator).toBe('op_support');
    const refused = await server.opsAs(minted.body.data.token, 'POST', '/users/credit', {
      username: 'demo',
      amount: '1',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：加款与扣款');
    expect((await server.ops('DELETE', `/operator-sessions/${minted.body.data.id}`)).status).toBe(200);
    expect((await server.opsAs(minted.body.data.token, 'GET', '/auth/me')).status).toBe(401);
  });

  it('a custom role is a set of permissions', async () => {
    expect(
      (await server.ops('PUT', '/operator-roles/对账员', { permissions: ['finance.recharges'] })).status,
    ).toBe(200);
    const op = await newOperator(server, ['对账员']);
    const token = await server.mintOperatorToken(op.username);
    expect((await server.opsAs(token, 'GET', '/payments')).status).toBe(200);
    expect((await server.opsAs(token, 'GET', '/withdraws')).status).toBe(403);
    expect((await server.ops('DELETE', '/operator-roles/对账员')).status).toBe(422);
    const unknown = await server.ops('POST', '/operators', {
      username: 'op_x_unknown',
      password: PASSWORD,
      roles: ['nope'],
    });
    expect(unknown.body.message).toBe('没有这个角色：nope');
  });
});

describeOnEachDatabase('root token bootstrap', (server) => {
  it('creates the first 超级管理员 only while no operator exists, then is refused everywhere', async () => {
    await server.db.delete(operatorSessions);
    await server.db.delete(operators);
    const bootstrap = (token: string, username: string) =>
      server.request<{ totp_secret: string }>({
        method: 'POST',
        url: '/api/ops/bootstrap',
        headers: { 'x-ops-token': token },
        payload: { username, password: PASSWORD },
      });
    expect((await bootstrap('wrong', 'first_admin')).status).toBe(403);
    const first = await bootstrap(TEST_OPS_TOKEN, 'first_admin');
    expect(first.status).toBe(200);
    const signedIn = await login(server, {
      username: 'first_admin',
      password: PASSWORD,
      totp: totpCode(first.body.data.totp_secret),
    });
    const me = await server.opsAs<{ roles: string[] }>(signedIn.body.data.token, 'GET', '/auth/me');
    expect(me.body.data.roles).toEqual(['super_admin']);
    const again = await bootstrap(TEST_OPS_TOKEN, 'second_admin');
    expect(again.status).toBe(403);
    expect(again.body.message).toContain('根令牌只能用于创建第一个超级管理员');
  });
});

import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { describeOnEachDatabase, uniqueName } from '../../test/server';

interface Session {
  token: string;
  userinfo: Record<string, unknown>;
}

describeOnEachDatabase('login, register, logout', (server) => {
  it('logs the seeded demo player in with the contract userinfo', async () => {
    const reply = await server.post<Session>('/api/v1/login', { username: 'demo', password: 'demo123456' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.body.data.userinfo).toMatchObject({
      username: 'demo',
      invite_code: 'DEMO01',
      is_agent: 0,
      enabled: 1,
      has_payment_password: 0,
      lottery_token: null,
    });
    expect(reply.body.data.userinfo.balance).toMatch(/^\d+\.\d{2}$/);
  });

  it('registers, reads /v1/me and /user/profile, and logout revokes the token', async () => {
    const player = await server.registerPlayer('reg');
    expect(player.userinfo).toMatchObject({ username: player.username, balance: '0.00', vip_level: 0 });
    const me = await server.get<Session['userinfo']>('/api/v1/me', player.token);
    expect(me.body.data.username).toBe(player.username);
    const profile = await server.get<Session['userinfo']>('/api/user/profile', player.token);
    expect(profile.body.data.id).toBe(player.userinfo.id);

    expect((await server.post('/api/v1/logout', undefined, player.token)).status).toBe(200);
    expect((await server.get('/api/v1/me', player.token)).status).toBe(401);
    // Logging out again is harmless.
    expect((await server.post('/api/v1/logout', undefined, player.token)).status).toBe(200);
  });

  it('refuses a taken username and a wrong password with 422', async () => {
    const taken = await server.post('/api/v1/register', {
      username: 'demo',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ code: 422, message: '用户名已存在' });
    const wrong = await server.post('/api/v1/login', { username: 'agent01', password: 'wrong-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('用户名或密码错误');
  });

  it('lets only one of two simultaneous sign-ups with the same name through, without a 500', async () => {
    const body = { username: uniqueName('twin'), password: 'secret123', password_confirmation: 'secret123' };
    const replies = await Promise.all([
      server.post('/api/v1/register', body),
      server.post('/api/v1/register', body),
    ]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
  });

  it('registers by invite code, agent code and domain, linking inviter and agent', async () => {
    const base = { password: 'secret123', password_confirmation: 'secret123' };
    const [agent] = await server.db.select().from(users).where(eq(users.username, 'agent01'));
    const [demo] = await server.db.select().from(users).where(eq(users.username, 'demo'));

    const invited = await server.post<Session>('/api/v1/invite/register', {
      ...base,
      username: uniqueName('inv'),
      invite_code: 'DEMO01',
    });
    expect(invited.status).toBe(200);
    const byAgent = await server.post<Session>('/api/v1/agent/register', {
      ...base,
      username: uniqueName('agt'),
      agent_code: 'AG8888',
    });
    expect(byAgent.status).toBe(200);
    const byDomain = await server.post<Session>('/api/v1/agent/register-by-domain', {
      ...base,
      username: uniqueName('dom'),
      domain: 'localhost:8080',
    });
    expect(byDomain.status).toBe(200);

    const rows = await server.db.select().from(users);
    const find = (session: Session) => rows.find((row) => row.id === session.userinfo.id);
    expect(find(invited.body.data)?.inviterId).toBe(demo?.id);
    expect(find(byAgent.body.data)?.agentId).toBe(agent?.id);
    expect(find(byDomain.body.data)?.agentId).toBe(agent?.id);

    const badInvite = await server.post('/api/v1/invite/register', {
      ...base,
      username: uniqueName('x'),
      invite_code: 'NOPE00',
    });
    expect(badInvite.status).toBe(422);
    expect(badInvite.body.message).toBe('邀请码无效');
  });

  it('validates invite codes, agent codes and domains', async () => {
    expect((await server.post('/api/v1/invite/validate', { invite_code: 'DEMO01' })).body.data).toEqual({
      valid: true,
      inviter: 'demo',
    });
    expect((await server.post('/api/v1/agent/validate', { agent_code: 'AG8888' })).body.data).toEqual({
      valid: true,
      agent: 'agent01',
    });
    expect((await server.post('/api/v1/domain/validate', { domain: 'localhost' })).body.data).toEqual({
      valid: true,
      agent: 'agent01',
    });
    const invalid = await server.post('/api/v1/agent/validate', { agent_code: 'ZZZZZZ' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe('代理码无效');
    expect((await server.post('/api/v1/domain/validate', { domain: 'unknown.example' })).status).toBe(422);
  });

  it('changing the password keeps this session and revokes the others', async () => {
    const player = await server.registerPlayer('pw');
    const other = await server.post<Session>('/api/v1/login', {
      username: player.username,
      password: player.password,
    });
    const wrongOld = await server.post(
      '/api/v1/user/profile',
      { old_password: 'not-it', password: 'newsecret1', password_confirmation: 'newsecret1' },
      player.token,
    );
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.message).toBe('原密码错误');

    const changed = await server.post(
      '/api/v1/user/profile',
      { old_password: player.password, password: 'newsecret1', password_confirmation: 'newsecret1' },
      player.token,
    );
    expect(changed.status).toBe(200);
    expect((await server.get('/api/v1/me', player.token)).status).toBe(200);
    expect((await server.get('/api/v1/me', other.body.data.token)).status).toBe(401);
    expect(
      (await server.post('/api/v1/login', { username: player.username, password: player.password })).status,
    ).toBe(422);
    expect(
      (await server.post('/api/v1/login', { username: player.username, password: 'newsecret1' })).status,
    ).toBe(200);
  });

  it('locks login after 5 failures per username and client for 15 minutes', async () => {
    const player = await server.registerPlayer('lock');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await server.post('/api/v1/login', { username: player.username, password: 'wrong-one' })).status,
      ).toBe(422);
    }
    const locked = await server.post('/api/v1/login', {
      username: player.username,
      password: player.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, message: '登录失败次数过多，请15分钟后再试' });
  });

  it('checks at most 5 passwords of a burst of concurrent guesses, then locks the right one out too', async () => {
    const player = await server.registerPlayer('race');
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.post('/api/v1/login', { username: player.username, password: `wrong-${i}` }),
      ),
    );
    const checked = guesses.filter((reply) => reply.status === 422).length;
    expect(checked).toBeLessThanOrEqual(5);
    for (const reply of guesses.filter((r) => r.status !== 422)) {
      expect(reply.body).toMatchObject({ code: 429, message: '登录失败次数过多，请15分钟后再试' });
    }
    for (let more = checked; more < 5; more++) {
      await server.post('/api/v1/login', { username: player.username, password: 'wrong-again' });
    }
    const right = await server.post('/api/v1/login', {
      username: player.username,
      password: player.password,
    });
    expect(right.status).toBe(429);
  });

  it('refuses login and existing sessions of a disabled account', async () => {
    const player = await server.registerPlayer('off');
    await server.db.update(users).set({ enabled: 0 }).where(eq(users.username, player.username));
    const login = await server.post('/api/v1/login', {
      username: player.username,
      password: player.password,
    });
    expect(login.status).toBe(422);
    expect(login.body.message).toBe('账号已被禁用');
    expect((await server.get('/api/v1/me', player.token)).status).toBe(401);
  });
});

import { expect, it } from 'vitest';
import { describeOnEachDatabase, TEST_OPS_TOKEN, uniqueName } from '../test/server';

describeOnEachDatabase('ops API', (server) => {
  it('refuses callers that are not a signed-in operator: 401 anonymous or a player, 403 the root token', async () => {
    const player = await server.registerPlayer('opsx');
    for (const headers of [
      {},
      { authorization: `Bearer ${player.token}` },
      { authorization: 'Bearer ops_forged' },
    ]) {
      const reply = await server.request({ method: 'GET', url: '/api/ops/config/theme_color', headers });
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe(401);
    }
    const root = await server.request({
      method: 'GET',
      url: '/api/ops/config/theme_color',
      headers: { 'x-ops-token': TEST_OPS_TOKEN },
    });
    expect(root.status).toBe(403);
    expect(root.body.message).toContain('根令牌只能用于创建第一个超级管理员');
  });

  it('creates players and agents that can log in', async () => {
    const name = uniqueName('ops');
    const created = await server.ops('POST', '/users', {
      username: name,
      password: 'secret123',
      agent: true,
    });
    expect(created.body.data).toMatchObject({ username: name, is_agent: 1 });
    expect(created.body.data.agent_code).toMatch(/^[A-Z0-9]{6}$/);
    const validate = await server.post('/api/v1/agent/validate', {
      agent_code: created.body.data.agent_code,
    });
    expect(validate.body.data).toEqual({ valid: true, agent: name });
    expect((await server.post('/api/v1/login', { username: name, password: 'secret123' })).status).toBe(200);
    const duplicate = await server.ops('POST', '/users', { username: name, password: 'secret123' });
    expect(duplicate.status).toBe(422);
  });

  it('credits and debits through the ledger once a second operator approves, never below zero', async () => {
    const player = await server.registerPlayer('cred');
    expect((await server.credit(player.username, '123.45')).body.data).toMatchObject({
      amount: '123.45',
      balance_before: '0.00',
      balance: '123.45',
    });
    expect((await server.credit(player.username, '-23.40')).body.data).toMatchObject({
      amount: '-23.40',
      balance: '100.05',
    });
    const overdraw = await server.credit(player.username, '-100.06');
    expect(overdraw.status).toBe(422);
    expect(overdraw.body.message).toBe('余额不足');
    expect((await server.credit(player.username, '1.234')).status).toBe(400);
    expect((await server.get('/api/v1/user/balance', player.token)).body.data.balance).toBe('100.05');
    expect((await server.credit('nobody0000', '1')).status).toBe(404);
  });

  it('reads and writes config that the app config endpoints then serve', async () => {
    expect((await server.ops('GET', '/config/theme_color')).body.data).toEqual({
      key: 'theme_color',
      value: '#ffb400',
    });
    await server.ops('PUT', '/config/maintenance_mode', { value: true });
    expect((await server.get('/api/v1/app/config/all')).body.data.maintenance_mode).toBe(true);
    expect((await server.get('/api/v1/app/config/features')).body.data.maintenance_mode).toBe(true);
    await server.ops('PUT', '/config/maintenance_mode', { value: false });
    expect((await server.get('/api/v1/app/config/maintenance_mode')).body.data).toEqual({
      key: 'maintenance_mode',
      value: false,
    });
    expect((await server.ops('GET', '/config/no_such_key')).status).toBe(404);
  });
});

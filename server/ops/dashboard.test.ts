import { REALTIME_CHANNELS, userChannel } from '@app/shared/realtime-contract';
import { expect, it } from 'vitest';
import { agentApplications } from '../db/schema';
import { DEMO_OPERATORS } from '../sim/operators-seed';
import { describeOnEachDatabase, uniqueName } from '../test/server';

interface Dashboard {
  pending_applications: { activities: number; agents: number };
  pending_withdrawals: { count: number; amount: string };
  today: { turnover: string; payout: string; gross_gaming_revenue: string };
  online_players: number;
  live: { channel: string };
}

const SOCKET = '123.456';

describeOnEachDatabase('operators’ dashboard (运营概览)', (server) => {
  const tokenOf = (role: string) =>
    server.mintOperatorToken(DEMO_OPERATORS.find((demo) => demo.role === role)?.username ?? '');

  /** An operator of a custom role granting `players.read` only: no dashboard. */
  async function operatorWithoutDashboard() {
    const role = uniqueName('role');
    expect(
      (await server.ops('PUT', `/operator-roles/${role}`, { permissions: ['players.read'] })).status,
    ).toBe(200);
    const username = uniqueName('op').toLowerCase();
    const created = await server.ops('POST', '/operators', {
      username,
      password: 'operator-pass-1',
      roles: [role],
    });
    expect(created.status).toBe(200);
    return server.mintOperatorToken(username);
  }

  it('shows a 客服 what waits and today’s money; an agent application raises its count at once', async () => {
    const token = await tokenOf('support');
    const before = await server.opsAs<Dashboard>(token, 'GET', '/dashboard');
    expect(before.status).toBe(200);
    // Nobody played today: the demo ranking players' seeded wins are not the platform's payouts.
    expect(before.body.data.today).toMatchObject({
      turnover: '0.00',
      payout: '0.00',
      gross_gaming_revenue: '0.00',
    });
    expect(before.body.data.live.channel).toBe(REALTIME_CHANNELS.opsDashboard);
    const player = await server.registerPlayer('dash');
    await server.db
      .insert(agentApplications)
      .values({ userId: player.userinfo.id, realName: '张三', contact: '13800000000', reason: '推广' });
    const after = await server.opsAs<Dashboard>(token, 'GET', '/dashboard');
    expect(after.body.data.pending_applications.agents).toBe(
      before.body.data.pending_applications.agents + 1,
    );
  });

  it('refuses an operator without 查看运营概览 the figures and their channel', async () => {
    const token = await operatorWithoutDashboard();
    expect((await server.opsAs(token, 'GET', '/dashboard')).status).toBe(403);
    const auth = await server.opsAs(
      token,
      'GET',
      `/realtime/auth?channel_name=${REALTIME_CHANNELS.opsDashboard}&socket_id=${SOCKET}`,
    );
    expect(auth.status).toBe(403);
  });

  it('signs the dashboard channel for a signed-in operator, and only that channel', async () => {
    const token = await tokenOf('finance');
    const granted = await server.opsAs<{ auth: string }>(
      token,
      'GET',
      `/realtime/auth?channel_name=${REALTIME_CHANNELS.opsDashboard}&socket_id=${SOCKET}`,
    );
    expect(granted.status).toBe(200);
    expect(granted.body.data.auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
    const other = await server.opsAs(
      token,
      'GET',
      `/realtime/auth?channel_name=${userChannel(1)}&socket_id=${SOCKET}`,
    );
    expect(other.status).toBe(403);
  });

  it('refuses a player’s token, on the operators’ endpoint and on the players’ channel auth', async () => {
    const player = await server.registerPlayer('dash');
    const onOps = await server.opsAs(
      player.token,
      'GET',
      `/realtime/auth?channel_name=${REALTIME_CHANNELS.opsDashboard}&socket_id=${SOCKET}`,
    );
    expect(onOps.status).toBe(401);
    const onPlayers = await server.post(
      '/api/v1/broadcasting/auth',
      { channel_name: REALTIME_CHANNELS.opsDashboard, socket_id: SOCKET },
      player.token,
    );
    expect(onPlayers.status).toBe(403);
  });
});

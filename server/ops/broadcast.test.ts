import { REALTIME_EVENTS, userChannel } from '@app/shared/realtime-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime, type Realtime } from '../realtime';
import { APP } from '../test/realtime';
import { describeOnEachDatabase, TestServer, uniqueName } from '../test/server';

interface Inbox {
  list: Array<{ title: string; content: string; type: string }>;
}
const broadcast = {
  segment: 'agents',
  title: '代理佣金调整',
  content: '下月起代理佣金比例上调。',
  type: 'notice',
};

async function agentAndPlayer(server: TestServer) {
  const agentName = uniqueName('ag');
  await server.ops('POST', '/users', { username: agentName, password: 'secret123', agent: true });
  const agent = await server.post<{ token: string; userinfo: { id: number } }>('/api/v1/login', {
    username: agentName,
    password: 'secret123',
  });
  const player = await server.registerPlayer('bc');
  return { agent: agent.body.data, player };
}

describeOnEachDatabase('群发站内信: a 运营 messages a whole segment at once', (server) => {
  it('reaches every agent and no other player; the count shown before sending is the count reached', async () => {
    const { agent, player } = await agentAndPlayer(server);
    const operations = await server.mintOperatorToken('op_operations');
    const audience = await server.opsAs<{ players: number }>(
      operations,
      'GET',
      '/messages/audience?segment=agents',
    );
    expect(audience.body.data.players).toBeGreaterThan(0);

    const sent = await server.opsAs<{ players: number }>(
      operations,
      'POST',
      '/messages/broadcast',
      broadcast,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.players).toBe(audience.body.data.players);

    const agentInbox = await server.get<Inbox>('/api/v1/messages', agent.token);
    expect(agentInbox.body.data.list[0]).toMatchObject({ title: '代理佣金调整', type: 'notice' });
    const playerInbox = await server.get<Inbox>('/api/v1/messages', player.token);
    expect(playerInbox.body.data.list.map((message) => message.title)).not.toContain('代理佣金调整');
  });

  it('is for 运营 only (not 客服) and refuses a bad segment or empty message in Chinese', async () => {
    const support = await server.mintOperatorToken('op_support');
    const refused = await server.opsAs(support, 'POST', '/messages/broadcast', broadcast);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：群发站内信');

    const operations = await server.mintOperatorToken('op_operations');
    for (const [body, message] of [
      [{ ...broadcast, segment: 'everyone' }, '请选择发送范围'],
      [{ ...broadcast, content: ' ' }, '请输入内容'],
      [{ ...broadcast, segment: 'vip', min_vip_level: 100 }, 'VIP等级不正确'],
    ] as const) {
      const reply = await server.opsAs(operations, 'POST', '/messages/broadcast', body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    const nobody = await server.opsAs(operations, 'POST', '/messages/broadcast', {
      ...broadcast,
      segment: 'vip',
      min_vip_level: 99,
    });
    expect(nobody.status).toBe(422);
    expect(nobody.body.message).toBe('该范围内没有玩家');
  });
});

// Realtime does not depend on the database: one PGlite server is enough.
describe('群发 on the players’ private channels', () => {
  let server: TestServer;
  let publish: ReturnType<typeof vi.fn<Realtime['publish']>>;
  beforeAll(async () => {
    const realtime = await createRealtime({ ...APP });
    publish = vi.fn<Realtime['publish']>(realtime.publish);
    server = new TestServer('pglite', { realtime: { ...realtime, publish } });
    await server.start();
  });
  afterAll(() => server.stop());

  it('tells each reached player at once, with their unread count for the badge', async () => {
    const { agent } = await agentAndPlayer(server);
    const sent = await server.ops('POST', '/messages/broadcast', broadcast);
    expect(sent.body.message).toBe('success');
    await vi.waitFor(() =>
      expect(publish).toHaveBeenCalledWith(
        [userChannel(agent.userinfo.id)],
        REALTIME_EVENTS.userNotification,
        expect.objectContaining({ title: '代理佣金调整', type: 'notice', unread_count: expect.any(Number) }),
      ),
    );
  });
});

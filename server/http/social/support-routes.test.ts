import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/server';

interface SupportJson {
  id: number;
  content: string;
  reply: string | null;
  status: number;
  status_text: string;
  username?: string;
}
interface MessageJson {
  title: string;
  content: string;
}

describeOnEachDatabase('客服留言: a player reaches the desk, the desk answers once by 站内信', (server) => {
  const leave = (token: string, content: unknown) =>
    server.post<SupportJson>('/api/v1/support/messages', { content }, token);

  it('reaches the operators’ queue; the answer is kept with it and arrives as a 站内信', async () => {
    const player = await server.registerPlayer('kf');
    const asked = await leave(player.token, '提现一直审核中，请帮忙看看');
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 0, status_text: '待回复', reply: null });

    const queue = await server.ops<SupportJson[]>('GET', '/support/messages');
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({ id: asked.body.data.id, username: player.username }),
    );

    const answered = await server.ops<SupportJson>('POST', `/support/messages/${asked.body.data.id}/reply`, {
      reply: '已为您加急处理',
    });
    expect(answered.status).toBe(200);
    const again = await server.ops('POST', `/support/messages/${asked.body.data.id}/reply`, {
      reply: '再次回复',
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('该留言已回复');

    const mine = await server.get<SupportJson[]>('/api/v1/support/messages', player.token);
    expect(mine.body.data[0]).toMatchObject({ status: 1, status_text: '已回复', reply: '已为您加急处理' });
    const inbox = await server.get<{ list: MessageJson[] }>('/api/v1/messages', player.token);
    expect(inbox.body.data.list.filter((message) => message.title === '客服回复')).toEqual([
      expect.objectContaining({ content: '您的留言：提现一直审核中，请帮忙看看\n客服回复：已为您加急处理' }),
    ]);
    const queueAfter = await server.ops<SupportJson[]>('GET', '/support/messages');
    expect(queueAfter.body.data.map((row) => row.id)).not.toContain(asked.body.data.id);
  });

  it('keeps each player to their own questions and refuses bad input with a clear message', async () => {
    const owner = await server.registerPlayer('kfa');
    const other = await server.registerPlayer('kfb');
    await leave(owner.token, '我的注单没有结算');
    expect((await server.get<SupportJson[]>('/api/v1/support/messages', other.token)).body.data).toEqual([]);
    expect((await server.post('/api/v1/support/messages', { content: '没有登录的留言' })).status).toBe(401);
    for (const [content, message] of [
      ['短', '留言至少5个字，请描述您的问题'],
      ['长'.repeat(501), '留言不能超过500个字'],
      [42, '请输入留言内容'],
    ] as const) {
      const refused = await leave(owner.token, content);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const missing = await server.ops('POST', '/support/messages/999999999/reply', { reply: '你好' });
    expect(missing.status).toBe(404);
  });

  it('holds at most 3 waiting questions per player, even sent at once', async () => {
    const player = await server.registerPlayer('kfc');
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) => leave(player.token, `第${index + 1}个问题：充值未到账`)),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 422).map((reply) => reply.body.message)).toEqual(
      Array(3).fill('您已有3条留言待回复，请等待客服回复后再留言'),
    );
    const [first] = (await server.get<SupportJson[]>('/api/v1/support/messages', player.token)).body.data;
    await server.ops('POST', `/support/messages/${first?.id}/reply`, { reply: '已处理' });
    expect((await leave(player.token, '第七个问题：还有一个')).status).toBe(200);
  });
});

import type { AddressInfo } from 'node:net';
import type PusherJs from 'pusher-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendMessage } from '../../domain/messages/messages';
import { connectToProduct, nextEvent, subscribed } from '../../test/realtime';
import { describeOnEachDatabase, type TestServer } from '../../test/server';

interface MessageJson {
  id: number;
  type: string;
  title: string;
  content: string;
  is_read: number;
}
interface MessagePage {
  list: MessageJson[];
  total: number;
}

async function playerWithMessages(server: TestServer, count: number) {
  const player = await server.registerPlayer('msg');
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const type = index % 2 === 0 ? 'system' : 'activity';
    const row = await sendMessage(server.db, player.userinfo.id, {
      type,
      title: `标题${index}`,
      content: `内容${index}`,
    });
    ids.push(row.id);
  }
  return { ...player, ids };
}

describeOnEachDatabase('messages: owner, other player, anonymous', (server) => {
  const unread = async (token: string) =>
    (await server.get<{ count: number }>('/api/v1/messages/unread-count', token)).body.data.count;

  it('lists only the owner’s messages, newest first, filtered by type, with counts', async () => {
    const owner = await playerWithMessages(server, 3);
    await playerWithMessages(server, 2);
    const page = await server.get<MessagePage>('/api/v1/messages?per_page=2', owner.token);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.list.map((message) => message.title)).toEqual(['标题2', '标题1']);
    const activity = await server.get<MessagePage>('/api/v1/messages?type=activity', owner.token);
    expect(activity.body.data.list.map((message) => message.title)).toEqual(['标题1']);
    expect(await unread(owner.token)).toBe(3);
    const stats = await server.get<{ total: number; unread: number; by_type: Array<{ type: string }> }>(
      '/api/v1/messages/statistics',
      owner.token,
    );
    expect(stats.body.data).toMatchObject({ total: 3, unread: 3 });
    expect(stats.body.data.by_type).toContainEqual({ type: 'system', name: '系统消息', total: 2, unread: 2 });
    expect((await server.get('/api/v1/messages?type=spam', owner.token)).body.message).toBe('消息类型不正确');
  });

  it('reads, marks several, marks all (of one type) and counts unread down', async () => {
    const owner = await playerWithMessages(server, 5);
    const [first, second, third] = owner.ids as [number, number, number];
    const read = await server.post<{ unread_count: number }>(
      `/api/v1/messages/${first}/read`,
      {},
      owner.token,
    );
    expect(read.body.data.unread_count).toBe(4);
    expect((await server.get<MessageJson>(`/api/v1/messages/${first}`, owner.token)).body.data.is_read).toBe(
      1,
    );
    const several = await server.post(
      '/api/v1/messages/mark-multiple-read',
      { ids: [second, third] },
      owner.token,
    );
    expect(several.body.data).toEqual({ updated: 2, unread_count: 2 });
    const systemOnly = await server.post('/api/v1/messages/mark-all-read', { type: 'system' }, owner.token);
    expect(systemOnly.body.data).toEqual({ updated: 1, unread_count: 1 });
    const all = await server.post('/api/v1/messages/mark-all-read', {}, owner.token);
    expect(all.body.data).toEqual({ updated: 1, unread_count: 0 });
  });

  it('deletes one and clears the rest; deleted messages are gone', async () => {
    const owner = await playerWithMessages(server, 3);
    const [first] = owner.ids as [number];
    const deleted = await server.post(`/api/v1/messages/${first}/delete`, {}, owner.token);
    expect(deleted.body.data).toEqual({ unread_count: 2 });
    expect((await server.get(`/api/v1/messages/${first}`, owner.token)).status).toBe(404);
    expect((await server.post(`/api/v1/messages/${first}/delete`, {}, owner.token)).status).toBe(404);
    const cleared = await server.post('/api/v1/messages/clear', {}, owner.token);
    expect(cleared.body.data).toEqual({ deleted: 2, unread_count: 0 });
    expect((await server.get<MessagePage>('/api/v1/messages', owner.token)).body.data.total).toBe(0);
  });

  it('another player’s message does not exist for them and is never changed by them', async () => {
    const owner = await playerWithMessages(server, 2);
    const other = await server.registerPlayer('nosy');
    const [id] = owner.ids as [number];
    expect((await server.get(`/api/v1/messages/${id}`, other.token)).status).toBe(404);
    expect((await server.post(`/api/v1/messages/${id}/read`, {}, other.token)).status).toBe(404);
    expect((await server.post(`/api/v1/messages/${id}/delete`, {}, other.token)).status).toBe(404);
    const marked = await server.post('/api/v1/messages/mark-multiple-read', { ids: owner.ids }, other.token);
    expect(marked.body.data).toEqual({ updated: 0, unread_count: 0 });
    await server.post('/api/v1/messages/mark-all-read', {}, other.token);
    await server.post('/api/v1/messages/clear', {}, other.token);
    expect(await unread(owner.token)).toBe(2);
  });

  it('refuses anonymous visitors on every private endpoint; the types are public', async () => {
    const owner = await playerWithMessages(server, 1);
    const [id] = owner.ids as [number];
    const calls = [
      server.get('/api/v1/messages'),
      server.get('/api/v1/messages/statistics'),
      server.get('/api/v1/messages/unread-count'),
      server.get(`/api/v1/messages/${id}`),
      server.post(`/api/v1/messages/${id}/read`, {}),
      server.post('/api/v1/messages/mark-multiple-read', { ids: [id] }),
      server.post('/api/v1/messages/mark-all-read', {}),
      server.post(`/api/v1/messages/${id}/delete`, {}),
      server.post('/api/v1/messages/clear', {}),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.status).toBe(401);
    expect(await unread(owner.token)).toBe(1);
    const types = await server.get<Array<{ type: string }>>('/api/v1/messages/types');
    expect(types.body.data.map((entry) => entry.type)).toEqual(['system', 'activity', 'finance', 'notice']);
  });

  it('validates the ids of mark-multiple-read', async () => {
    const owner = await server.registerPlayer('ids');
    const empty = await server.post('/api/v1/messages/mark-multiple-read', { ids: [] }, owner.token);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('请选择消息');
  });
});

describeOnEachDatabase('messages: operator send pushes user.notification', (server) => {
  let port = 0;
  const clients: PusherJs[] = [];
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  async function privateChannel(token: string, userId: number) {
    const info = await server.get<{ auth: { app_key: string } }>('/api/v1/websocket/connection-info', token);
    const client = await connectToProduct(port, info.body.data.auth.app_key, token);
    clients.push(client);
    return subscribed(client.subscribe(`private-user.${userId}`));
  }

  it('stores the message and tells the player with the new unread count', async () => {
    const player = await server.registerPlayer('push');
    await sendMessage(server.db, player.userinfo.id, { title: '旧消息', content: '未读' });
    const channel = await privateChannel(player.token, player.userinfo.id);
    const received = nextEvent(channel, 'user.notification');
    const sent = await server.ops('POST', '/messages', {
      username: player.username,
      title: '活动通知',
      content: '周末加奖开始啦',
      type: 'activity',
    });
    expect(sent.status).toBe(200);
    expect(await received).toMatchObject({
      id: sent.body.data.id,
      title: '活动通知',
      message: '周末加奖开始啦',
      type: 'activity',
      unread_count: 2,
    });
    const listed = await server.get<MessagePage>('/api/v1/messages', player.token);
    expect(listed.body.data.list[0]).toMatchObject({ title: '活动通知', type: 'activity', is_read: 0 });
    const unknown = await server.ops('POST', '/messages', {
      username: 'nobody404',
      title: 'x',
      content: 'y',
    });
    expect(unknown.status).toBe(404);
  });
});

import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime, type Realtime } from '../realtime';
import { APP } from '../test/realtime';
import { describeOnEachDatabase, TestServer } from '../test/server';

interface OpsNotice {
  id: number;
  category_id: number;
  title: string;
  content: string;
  is_hot: number;
  status: string;
  status_text: string;
}
interface PlayerNotice {
  id: number;
  title: string;
  category_name: string;
}

const notice = {
  category_id: 3,
  title: '充值通道升级',
  content: '今晚 02:00-03:00 充值通道升级，请提前安排。',
};

describeOnEachDatabase('公告: a 运营 publishes, edits and withdraws what players read', (server) => {
  const asRole = async (role: string) => server.mintOperatorToken(`op_${role}`);

  it('a published notice reaches the players’ lists and detail; withdrawn, it is gone for them', async () => {
    const operations = await asRole('operations');
    const published = await server.opsAs<OpsNotice>(operations, 'POST', '/notices', notice);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ ...notice, status: 'published', status_text: '已发布' });
    const { id } = published.body.data;

    const recharge = await server.get<PlayerNotice[]>('/api/v1/notices/category/3?limit=50');
    expect(recharge.body.data).toContainEqual(
      expect.objectContaining({ id, title: '充值通道升级', category_name: '充值公告' }),
    );
    const list = await server.get<{ list: PlayerNotice[] }>('/api/v1/notices?category_id=3');
    expect(list.body.data.list.map((row) => row.id)).toContain(id);

    const edited = await server.opsAs<OpsNotice>(operations, 'PUT', `/notices/${id}`, {
      title: '充值通道已升级',
    });
    expect(edited.body.data).toMatchObject({ title: '充值通道已升级', content: notice.content });
    expect((await server.get<PlayerNotice>(`/api/v1/notices/${id}`)).body.data.title).toBe('充值通道已升级');

    const withdrawn = await server.opsAs<OpsNotice>(operations, 'POST', `/notices/${id}/withdraw`);
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', status_text: '已撤回' });
    expect((await server.get(`/api/v1/notices/${id}`)).status).toBe(404);
    const after = await server.get<PlayerNotice[]>('/api/v1/notices/category/3?limit=50');
    expect(after.body.data.map((row) => row.id)).not.toContain(id);
    const again = await server.opsAs(operations, 'POST', `/notices/${id}/withdraw`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('该公告已撤回');

    const opsList = await server.opsAs<{ list: OpsNotice[] }>(operations, 'GET', '/notices?status=withdrawn');
    expect(opsList.body.data.list.map((row) => row.id)).toContain(id);
    await server.opsAs(operations, 'POST', `/notices/${id}/publish`);
    expect((await server.get(`/api/v1/notices/${id}`)).status).toBe(200);
  });

  it('records who published what in the audit log', async () => {
    const operations = await asRole('operations');
    const published = await server.opsAs<OpsNotice>(operations, 'POST', '/notices', {
      ...notice,
      title: '审计公告',
    });
    const audit = await server.ops<{ list: Array<{ operator: string; after: unknown }> }>(
      'GET',
      `/audit?target=${encodeURIComponent(`notice:${published.body.data.id}`)}`,
    );
    expect(audit.body.data.list[0]).toMatchObject({
      operator: 'op_operations',
      after: expect.objectContaining({ title: '审计公告' }),
    });
  });

  it('refuses a 客服 (no 公告 permission) and bad input with a Chinese message', async () => {
    const support = await asRole('support');
    const refused = await server.opsAs(support, 'POST', '/notices', notice);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：发布与撤回公告');

    const operations = await asRole('operations');
    for (const [body, message] of [
      [{ ...notice, title: '  ' }, '请输入公告标题'],
      [{ ...notice, title: '长'.repeat(61) }, '公告标题不能超过60个字'],
      [{ ...notice, content: '' }, '请输入公告内容'],
      [{ ...notice, category_id: 9 }, '公告分类不正确'],
    ] as const) {
      const reply = await server.opsAs(operations, 'POST', '/notices', body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect((await server.opsAs(operations, 'PUT', '/notices/999999', { title: '无' })).status).toBe(404);
  });
});

// Realtime does not depend on the database: one PGlite server is enough.
describe('公告 on the public channel', () => {
  let server: TestServer;
  let publish: ReturnType<typeof vi.fn<Realtime['publish']>>;
  beforeAll(async () => {
    const realtime = await createRealtime({ ...APP });
    publish = vi.fn<Realtime['publish']>(realtime.publish);
    server = new TestServer('pglite', { realtime: { ...realtime, publish } });
    await server.start();
  });
  afterAll(() => server.stop());

  it('announces notice.published so open apps refresh their notices at once', async () => {
    const reply = await server.ops<OpsNotice>('POST', '/notices', { ...notice, category_id: 1 });
    const announced = publish.mock.calls.filter(([, event]) => event === REALTIME_EVENTS.noticePublished);
    expect(announced).toEqual([
      [
        [REALTIME_CHANNELS.announcements],
        REALTIME_EVENTS.noticePublished,
        { id: reply.body.data.id, category_id: 1, title: notice.title },
      ],
    ]);
  });
});

import { expect, it } from 'vitest';
import { notices } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/server';

interface NoticeJson {
  id: number;
  category_id: number;
  category_name: string;
  title: string;
  is_hot: number;
}

describeOnEachDatabase('notices (public)', (server) => {
  it('lists the SPEC categories', async () => {
    const reply = await server.get<Array<{ id: number; name: string }>>('/api/v1/notices/categories');
    expect(reply.body.data.map((category) => category.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the lottery pages notices of their own: none of them speaks of the sports book', async () => {
    const lottery = await server.get<NoticeJson[]>('/api/v1/notices/category/5');
    expect(lottery.body.data.length).toBeGreaterThan(0);
    expect(lottery.body.data.every((notice) => notice.category_name === '彩票公告')).toBe(true);
    expect(lottery.body.data.some((notice) => /串关|赛事|比赛/.test(notice.title))).toBe(false);
  });

  it('pages the list, filters by category and opens one; an unknown id is 404', async () => {
    const page = await server.get<{ list: NoticeJson[]; total: number; per_page: number }>(
      '/api/v1/notices?per_page=2',
    );
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThan(2);
    const betting = await server.get<{ list: NoticeJson[] }>('/api/v1/notices?category_id=2');
    expect(betting.body.data.list.every((notice) => notice.category_name === '体育公告')).toBe(true);
    const first = page.body.data.list[0] as NoticeJson;
    expect((await server.get<NoticeJson>(`/api/v1/notices/${first.id}`)).body.data.title).toBe(first.title);
    expect((await server.get('/api/v1/notices/999999')).status).toBe(404);
  });

  it('limits a category to 5 on home and 3 elsewhere unless asked', async () => {
    const rows = Array.from({ length: 6 }, (_, index) => ({ title: `公告${index}`, content: '内容' }));
    await server.db.insert(notices).values(rows.map((row) => ({ ...row, categoryId: 1 })));
    await server.db.insert(notices).values(rows.map((row) => ({ ...row, categoryId: 4 })));
    expect((await server.get<NoticeJson[]>('/api/v1/notices/category/1')).body.data).toHaveLength(5);
    expect((await server.get<NoticeJson[]>('/api/v1/notices/category/4')).body.data).toHaveLength(3);
    expect((await server.get<NoticeJson[]>('/api/v1/notices/category/4?limit=6')).body.data).toHaveLength(6);
  });

  it('gives hot notices (optionally of one category) and searches title and content literally', async () => {
    const hot = await server.get<NoticeJson[]>('/api/v1/notices/hot?category_id=1&limit=1');
    expect(hot.body.data).toHaveLength(1);
    expect(hot.body.data[0]).toMatchObject({ category_id: 1, is_hot: 1 });
    const found = await server.get<NoticeJson[]>(
      `/api/v1/notices/search?keyword=${encodeURIComponent('维护')}`,
    );
    expect(found.body.data.map((notice) => notice.title)).toContain('系统维护通知');
    // % and _ are matched as characters, not wildcards.
    expect((await server.get<NoticeJson[]>('/api/v1/notices/search?keyword=%25')).body.data).toEqual([]);
    const tooLong = await server.get(`/api/v1/notices/search?keyword=${'长'.repeat(51)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('关键词过长');
  });
});

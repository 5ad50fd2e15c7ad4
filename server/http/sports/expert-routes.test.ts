import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { articleLikes, expertArticles } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/server';

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  per_page: number;
}
interface Article {
  id: number;
  title: string;
  category_name: string;
  expert: { id: number; name: string; win_rate: string };
  is_hot: number;
  is_recommended: number;
  views: number;
  likes: number;
  content?: string;
  is_liked?: number;
}
interface Expert {
  id: number;
  name: string;
  win_rate: string;
  hits: number;
  misses: number;
  category_name: string;
}

const hostileHtml =
  '<p onclick="steal()">赛前分析</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
  '<a href="javascript:alert(1)">点我领奖</a><p style="width:expression(alert(1))">主胜</p>';

describeOnEachDatabase('experts and articles', (server) => {
  const remove = (url: string, token: string) =>
    server.request<Record<string, unknown>>({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${token}` },
    });

  it('lists 足球/篮球/彩票 categories, experts with win rates computed from their settled picks', async () => {
    const { token } = await server.registerPlayer('ex');
    const categories = await server.get<Array<{ id: number; name: string; article_count: number }>>(
      '/api/v1/expert-categories',
      token,
    );
    expect(categories.body.data.map((category) => category.name)).toEqual(['足球', '篮球', '彩票']);
    const football = categories.body.data[0] as { id: number; article_count: number };
    expect(football.article_count).toBeGreaterThan(5);

    const experts = await server.get<Page<Expert>>(`/api/v1/experts?category_id=${football.id}`, token);
    const zhou = experts.body.data.list.find((expert) => expert.name === '绿茵老周') as Expert;
    // Seeded record: six red, two black, one pending -> 75.0%.
    expect({ hits: zhou.hits, misses: zhou.misses, win_rate: zhou.win_rate }).toEqual({
      hits: 6,
      misses: 2,
      win_rate: '75.0',
    });
    expect(experts.body.data.list.every((expert) => expert.category_name === '足球')).toBe(true);

    const stats = await server.get<{ recent: number[]; recent_label: string; pending: number }>(
      `/api/v1/experts/${zhou.id}/stats`,
      token,
    );
    expect(stats.body.data).toMatchObject({
      recent: [1, 1, 1, 1, 2, 1, 2, 1],
      recent_label: '近8中6',
      streak: 4,
      pending: 1,
    });
    const detail = await server.get<Expert>(`/api/v1/experts/${zhou.id}`, token);
    expect(detail.body.data.name).toBe('绿茵老周');
    expect((await server.get('/api/v1/experts/99999', token)).status).toBe(404);

    const inCategory = await server.get<Page<Article>>(
      `/api/v1/expert-categories/${football.id}/articles?per_page=50`,
      token,
    );
    expect(inCategory.body.data.total).toBe(football.article_count);
    expect(inCategory.body.data.list.every((article) => article.category_name === '足球')).toBe(true);
    expect((await server.get(`/api/v1/expert-categories/${football.id}`, token)).body.data).toMatchObject({
      name: '足球',
    });
  });

  it('filters articles by expert and keyword, and gives hot and recommended picks', async () => {
    const { token } = await server.registerPlayer('ex');
    const found = await server.get<Page<Article>>(
      `/api/v1/expert-articles?keyword=${encodeURIComponent('皇马')}`,
      token,
    );
    expect(found.body.data.list.map((article) => article.title)).toEqual([
      '欧冠焦点：皇马坐镇伯纳乌迎战拜仁',
    ]);
    const hot = await server.get<Article[]>('/api/v1/expert-articles/hot?limit=3', token);
    expect(hot.body.data).toHaveLength(3);
    expect(hot.body.data.every((article) => article.is_hot === 1)).toBe(true);
    const views = hot.body.data.map((article) => article.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const recommended = await server.get<Article[]>('/api/v1/expert-articles/recommended', token);
    expect(recommended.body.data.every((article) => article.is_recommended === 1)).toBe(true);
    const expertId = found.body.data.list[0]?.expert.id;
    const byExpert = await server.get<Page<Article>>(`/api/v1/expert-articles?expert_id=${expertId}`, token);
    expect(byExpert.body.data.list.every((article) => article.expert.id === expertId)).toBe(true);
  });

  it('serves article HTML sanitised even when a hostile body reached the database', async () => {
    const { token } = await server.registerPlayer('ex');
    const [target] = await server.db.select().from(expertArticles).limit(1);
    await server.db
      .update(expertArticles)
      .set({ content: hostileHtml })
      .where(eq(expertArticles.id, target?.id ?? 0));
    for (const url of [
      `/api/v1/expert-articles/${target?.id}`,
      `/api/v1/promo/expert-articles/${target?.id}`,
    ]) {
      const reply = await server.get<Article>(url, url.includes('promo') ? undefined : token);
      const html = reply.body.data.content ?? '';
      expect(html).toContain('赛前分析');
      expect(html).toContain('主胜');
      for (const hostile of ['<script', 'onclick', '<iframe', 'javascript:', 'expression', 'style=']) {
        expect(html).not.toContain(hostile);
      }
    }
  });

  it('likes and favourites once per player, however often or concurrently asked; counts follow', async () => {
    const [article] = await server.db.select().from(expertArticles).limit(1);
    const id = article?.id ?? 0;
    const base = `/api/v1/expert-articles/${id}`;
    const alice = await server.registerPlayer('la');
    const bob = await server.registerPlayer('lb');
    const before = (await server.get<{ likes: number }>(`${base}/like-status`, alice.token)).body.data.likes;

    const burst = await Promise.all(
      Array.from({ length: 8 }, () => server.post(`${base}/like`, undefined, alice.token)),
    );
    expect(burst.every((reply) => reply.status === 200)).toBe(true);
    await Promise.all([
      server.post(`${base}/like`, undefined, bob.token),
      server.post(`${base}/like`, undefined, bob.token),
    ]);
    const status = await server.get<{ liked: boolean; likes: number }>(`${base}/like-status`, alice.token);
    expect(status.body.data).toEqual({ liked: true, likes: before + 2 });
    const rows = await server.db.select().from(articleLikes).where(eq(articleLikes.articleId, id));
    expect(rows).toHaveLength(before + 2);

    const unlikes = await Promise.all([
      remove(`${base}/like`, alice.token),
      remove(`${base}/like`, alice.token),
    ]);
    expect(unlikes.map((reply) => reply.body.data)).toEqual([
      { liked: false, likes: before + 1 },
      { liked: false, likes: before + 1 },
    ]);
    const detail = await server.get<Article>(base, bob.token);
    expect({ liked: detail.body.data.is_liked, likes: detail.body.data.likes }).toEqual({
      liked: 1,
      likes: before + 1,
    });

    await Promise.all([
      server.post(`${base}/favorite`, {}, alice.token),
      server.post(`${base}/favorite`, {}, alice.token),
    ]);
    expect((await server.get(`${base}/favorite-status`, alice.token)).body.data).toMatchObject({
      favorited: true,
      favorites: (article?.favorites ?? 0) + 1,
    });
    expect((await server.get(`${base}/favorite-status`, bob.token)).body.data).toMatchObject({
      favorited: false,
    });
    expect((await remove(`${base}/favorite`, alice.token)).body.data).toEqual({
      favorited: false,
      favorites: article?.favorites ?? 0,
    });
    expect((await server.post('/api/v1/expert-articles/99999/like', undefined, alice.token)).status).toBe(
      404,
    );
  });

  it('counts views', async () => {
    const { token } = await server.registerPlayer('ex');
    const [article] = await server.db.select().from(expertArticles).limit(1);
    const first = await server.post<{ views: number }>(
      `/api/v1/expert-articles/${article?.id}/increment-views`,
      undefined,
      token,
    );
    const second = await server.post<{ views: number }>(
      `/api/v1/promo/expert-articles/${article?.id}/increment-views`,
    );
    expect(second.body.data.views).toBe(first.body.data.views + 1);
  });

  it('refuses every non-promo expert and lottery endpoint without login', async () => {
    for (const url of [
      '/api/v1/expert-categories',
      '/api/v1/expert-articles',
      '/api/v1/expert-articles/1',
      '/api/v1/expert-articles/1/like-status',
      '/api/v1/experts',
      '/api/v1/experts/1/stats',
      '/api/v1/lottery-articles',
      '/api/v1/lottery-categories',
    ]) {
      expect((await server.get(url)).status, url).toBe(401);
    }
    expect((await server.post('/api/v1/expert-articles/1/like')).status).toBe(401);
    expect(
      (await server.request({ method: 'DELETE', url: '/api/v1/expert-articles/1/favorite' })).status,
    ).toBe(401);
  });

  it('lottery recommendations: categories, search, hot, recommended and detail (each read counted)', async () => {
    const { token } = await server.registerPlayer('lo');
    const categories = await server.get<Array<{ id: number; name: string }>>(
      '/api/v1/lottery-categories',
      token,
    );
    expect(categories.body.data.map((category) => category.name)).toEqual([
      '双色球',
      '大乐透',
      '福彩3D',
      '排列三',
    ]);
    const ssq = categories.body.data[0] as { id: number };
    const inSsq = await server.get<Page<Article & { category_id: number }>>(
      `/api/v1/lottery-categories/${ssq.id}/articles`,
      token,
    );
    expect(inSsq.body.data.total).toBe(2);
    expect((await server.get(`/api/v1/lottery-categories/${ssq.id}`, token)).body.data).toMatchObject({
      name: '双色球',
      article_count: 2,
    });
    expect((await server.get('/api/v1/lottery-categories/99999', token)).status).toBe(404);
    const all = await server.get<Page<Article>>(`/api/v1/lottery-articles?category_id=${ssq.id}`, token);
    expect(all.body.data.list.map((article) => article.category_name)).toEqual(['双色球', '双色球']);
    const found = await server.get<Page<Article>>(
      `/api/v1/lottery-articles/search?keyword=${encodeURIComponent('跨度')}`,
      token,
    );
    expect(found.body.data.list.map((article) => article.title)).toEqual(['福彩3D跨度走势解析']);
    expect((await server.get('/api/v1/lottery-articles/search', token)).body.message).toBe('请输入关键词');
    const hot = await server.get<Article[]>('/api/v1/lottery-articles/hot', token);
    expect(hot.body.data.every((article) => article.is_hot === 1)).toBe(true);
    const recommended = await server.get<Article[]>('/api/v1/lottery-articles/recommended', token);
    expect(recommended.body.data.length).toBeGreaterThan(0);
    const id = found.body.data.list[0]?.id;
    const first = await server.get<Article>(`/api/v1/lottery-articles/${id}`, token);
    expect(first.body.data.content).toContain('<h3>走势分析</h3>');
    const second = await server.get<Article>(`/api/v1/promo/lottery-articles/${id}`);
    expect(second.body.data.views).toBe(first.body.data.views + 1);
    expect((await server.get('/api/v1/lottery-articles/99999', token)).status).toBe(404);
  });

  it('promo endpoints answer without a token', async () => {
    for (const url of [
      '/api/v1/promo/expert-categories',
      '/api/v1/promo/expert-articles?per_page=3',
      '/api/v1/promo/experts',
      '/api/v1/promo/lottery-categories',
      '/api/v1/promo/lottery-articles',
      '/api/v1/promo/lottery-articles/hot',
      '/api/v1/promo/lottery-articles/recommended',
    ]) {
      const reply = await server.get<unknown>(url);
      expect(reply.status, url).toBe(200);
    }
    const list = await server.get<Page<Article>>('/api/v1/promo/expert-articles?per_page=3');
    expect(list.body.data.list).toHaveLength(3);
    const detail = await server.get<Article>(`/api/v1/promo/expert-articles/${list.body.data.list[0]?.id}`);
    expect(detail.body.data).toMatchObject({ is_liked: 0 });
    const experts = await server.get<Expert[]>('/api/v1/promo/experts');
    expect(experts.body.data.map((expert) => expert.name)).toContain('篮板王');
    expect((await server.post('/api/v1/promo/expert-articles/1/like')).status).toBe(404);
  });
});

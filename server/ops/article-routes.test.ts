import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/server';

interface Options {
  experts: Array<{ id: number; name: string; category_id: number }>;
  categories: Array<{ id: number; name: string }>;
}
interface OpsArticle {
  id: number;
  title: string;
  summary: string;
  content: string;
  expert_name: string;
}

const UNSAFE =
  '<h3>曼城主场</h3><p onclick="steal()">看好<strong>主胜</strong></p><script>alert(1)</script>' +
  '<a href="javascript:alert(1)">点我</a><img src="https://img.example.com/a.png" onerror="alert(1)">';

describeOnEachDatabase('专家文章: a 运营 publishes sanitised articles players read', (server) => {
  const token = (role: string) => server.mintOperatorToken(`op_${role}`);

  it('publishes under an expert; players read it with scripts, handlers and bad links gone', async () => {
    const operations = await token('operations');
    const options = await server.opsAs<Options>(operations, 'GET', '/articles/options');
    const expert = options.body.data.experts[0] as Options['experts'][number];

    const preview = await server.opsAs<{ html: string }>(operations, 'POST', '/articles/preview', {
      content: UNSAFE,
    });
    expect(preview.body.data.html).not.toMatch(/script|onclick|onerror|javascript:/);

    const published = await server.opsAs<OpsArticle>(operations, 'POST', '/articles', {
      expert_id: expert.id,
      category_id: expert.category_id,
      title: '英超焦点：曼城 vs 阿森纳',
      content: UNSAFE,
      is_recommended: true,
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ expert_name: expert.name, summary: '曼城主场看好主胜点我' });
    expect(published.body.data.content).toBe(preview.body.data.html);

    const player = await server.registerPlayer('art');
    const read = await server.get<OpsArticle>(
      `/api/v1/expert-articles/${published.body.data.id}`,
      player.token,
    );
    expect(read.body.data.title).toBe('英超焦点：曼城 vs 阿森纳');
    expect(read.body.data.content).toContain('<strong>主胜</strong>');
    expect(read.body.data.content).toContain('<img src="https://img.example.com/a.png" />');
    expect(read.body.data.content).not.toMatch(/script|onclick|onerror|javascript:/);

    const edited = await server.opsAs<OpsArticle>(operations, 'PUT', `/articles/${published.body.data.id}`, {
      title: '英超焦点（更新）',
    });
    expect(edited.body.data.title).toBe('英超焦点（更新）');
    const list = await server.opsAs<{ list: OpsArticle[] }>(operations, 'GET', '/articles');
    expect(list.body.data.list[0]?.id).toBe(published.body.data.id);
  });

  it('refuses a 客服, empty or script-only content and unknown experts, in Chinese', async () => {
    const article = { expert_id: 1, category_id: 1, title: '标题', content: '<p>正文</p>' };
    const refused = await server.opsAs(await token('support'), 'POST', '/articles', article);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：发布专家文章');

    const operations = await token('operations');
    for (const [body, status, message] of [
      [{ ...article, title: ' ' }, 400, '请输入文章标题'],
      [{ ...article, content: '<script>alert(1)</script>' }, 400, '文章内容清理后为空，请输入正文'],
      [{ ...article, expert_id: 999999 }, 422, '专家不存在'],
    ] as const) {
      const reply = await server.opsAs(operations, 'POST', '/articles', body);
      expect(reply.status).toBe(status);
      expect(reply.body.message).toBe(message);
    }
  });
});

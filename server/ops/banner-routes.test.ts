import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/server';

interface OpsBanner {
  id: number;
  title: string;
  image: string;
  link: string;
  page_type: number;
  sort: number;
  enabled: boolean;
}
interface PlayerBanner {
  id: number;
  title: string;
  image: string;
}

/** A 1×1 PNG: what a designer's export starts with. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.concat([Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L', 'latin1'), Buffer.alloc(14)]);

/** A multipart/form-data body as a browser's FormData sends it. */
function form(fields: Record<string, string>, file?: { bytes: Buffer; type: string; name?: string }) {
  const boundary = '----banner-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((part) => Buffer.from(part));
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'image'}"; filename="banner"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeOnEachDatabase('轮播图: a 运营 uploads, orders and switches the banners players see', (server) => {
  const token = (role: string) => server.mintOperatorToken(`op_${role}`);
  const upload = async (role: string, fields: Record<string, string>, file?: Parameters<typeof form>[1]) => {
    const { body, headers } = form(fields, file);
    return server.opsAs<OpsBanner>(await token(role), 'POST', '/banners', body, headers);
  };

  it('an uploaded banner shows on the players’ home in its order and serves its image; disabled, it is gone', async () => {
    const created = await upload(
      'operations',
      { title: '新春充值送', link: '/financePages/recharge', page_type: '1', sort: '0' },
      { bytes: PNG, type: 'image/png' },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: '新春充值送', page_type: 1, sort: 0, enabled: true });
    const { id, image } = created.body.data;
    expect(image).toMatch(/^\/api\/v1\/images\/\d+$/);

    const home = await server.get<PlayerBanner[]>('/api/v1/banners/page-type?page_type=1');
    expect(home.body.data[0]).toMatchObject({ id, title: '新春充值送', image });
    const served = await server.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const operations = await token('operations');
    await server.opsAs(operations, 'PUT', `/banners/${id}`, { sort: 99 });
    const reordered = await server.get<PlayerBanner[]>('/api/v1/banners/page-type?page_type=1');
    expect(reordered.body.data.at(-1)?.id).toBe(id);

    const disabled = await server.opsAs<OpsBanner>(operations, 'PUT', `/banners/${id}`, { enabled: false });
    expect(disabled.body.data.enabled).toBe(false);
    const after = await server.get<PlayerBanner[]>('/api/v1/banners/page-type?page_type=1');
    expect(after.body.data.map((banner) => banner.id)).not.toContain(id);
    expect((await server.get(`/api/v1/banners/${id}`)).status).toBe(404);
    const all = await server.opsAs<OpsBanner[]>(operations, 'GET', '/banners?page_type=1');
    expect(all.body.data).toContainEqual(expect.objectContaining({ id, enabled: false }));
  });

  it('replaces a banner’s picture with a new upload', async () => {
    const created = await upload(
      'operations',
      { title: '换图', page_type: '2' },
      { bytes: PNG, type: 'image/png' },
    );
    const { body, headers } = form({}, { bytes: WEBP, type: 'image/webp' });
    const replaced = await server.opsAs<OpsBanner>(
      await token('operations'),
      'POST',
      `/banners/${created.body.data.id}/image`,
      body,
      headers,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.image).not.toBe(created.body.data.image);
    const served = await server.app.inject({ method: 'GET', url: replaced.body.data.image });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a 客服, files that are not PNG/JPEG/WebP or too large, and bad fields, in Chinese', async () => {
    const image = { bytes: PNG, type: 'image/png' };
    const refused = await upload('support', { title: '客服上传', page_type: '1' }, image);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：管理轮播图');

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: Array<[Record<string, string>, Parameters<typeof form>[1], string]> = [
      [
        { title: '伪装', page_type: '1' },
        { bytes: svg, type: 'image/png' },
        '图片格式仅支持 PNG、JPEG、WebP',
      ],
      [
        { title: '太大', page_type: '1' },
        { bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), type: 'image/png' },
        '图片不能超过2MB',
      ],
      [{ title: '无图', page_type: '1' }, undefined, '请选择图片'],
      [{ title: ' ', page_type: '1' }, image, '请输入轮播图标题'],
      [{ title: '页面', page_type: '7' }, image, '页面类型不正确'],
      [
        { title: '链接', page_type: '1', link: 'javascript:alert(1)' },
        image,
        '跳转链接须为站内路径（以 / 开头）或 http(s) 地址',
      ],
    ];
    for (const [fields, file, message] of cases) {
      const reply = await upload('operations', fields, file);
      expect(reply.status, message).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    const json = await server.opsAs(await token('operations'), 'POST', '/banners', { title: 'JSON' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('请以表单（multipart/form-data）上传图片');
  });
});

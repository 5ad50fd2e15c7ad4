import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { describeOnEachDatabase, TestServer, uniqueName } from '../test/server';

describeOnEachDatabase('envelope and bad input', (server) => {
  const userCount = async () => (await server.db.select({ n: count() }).from(users))[0]?.n;

  it('wraps success as { code: 200, message, msg, data }', async () => {
    const reply = await server.get('/api/v1/app/config/all');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 200, message: 'success', msg: 'success' });
    expect(reply.body.data.theme_color).toBe('#ffb400');
  });

  it('answers unknown API routes with the 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const reply = await server.request({ method, url: '/api/v1/does-not-exist' });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        code: 404,
        message: '请求的资源不存在',
        msg: '请求的资源不存在',
        data: null,
      });
    }
  });

  it('answers 401 with the Chinese login message when the token is missing or wrong', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      const reply = await server.get('/api/v1/me', token);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: 401, message: '您还未登录，请先登录', data: null });
    }
  });

  it('rejects malformed JSON with 400 and writes nothing', async () => {
    const before = await userCount();
    const reply = await server.request({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "abcd1234", "password": ',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 400, message: '请求数据格式错误，须为合法的JSON', data: null });
    expect(await userCount()).toBe(before);
  });

  it('rejects wrong types, missing and extra fields with clear Chinese messages', async () => {
    const before = await userCount();
    const name = uniqueName('bad');
    const cases: Array<[unknown, string]> = [
      [{ username: 12345, password: 'secret123', password_confirmation: 'secret123' }, '用户名格式不正确'],
      [{ username: name, password_confirmation: 'secret123' }, '请输入密码'],
      [
        { username: name, password: 'secret123', password_confirmation: 'secret123', is_agent: 1 },
        '请求参数错误：不支持的字段 is_agent',
      ],
      [
        { username: '1abc', password: 'secret123', password_confirmation: 'secret123' },
        '用户名须为4-16位字母或数字，以字母开头',
      ],
      [{ username: name, password: '123', password_confirmation: '123' }, '密码长度须为6-20位'],
      [{ username: name, password: 'secret123', password_confirmation: 'secret124' }, '两次输入的密码不一致'],
      [[1, 2, 3], '请求参数错误：请求体须为JSON对象'],
    ];
    for (const [payload, message] of cases) {
      const reply = await server.post('/api/v1/register', payload);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(reply.body.message).toBe(message);
      expect(reply.body.msg).toBe(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('names the field in generic type and missing-field messages', async () => {
    const wrongType = await server.post('/api/v1/app/config/batch', { keys: 'theme_color' });
    expect(wrongType.body.message).toBe('请求参数错误：字段 keys 类型错误');
    const missing = await server.post('/api/v1/app/config/batch', {});
    expect(missing.body.message).toBe('请求参数错误：缺少字段 keys');
    const query = await server.get('/api/v1/banners/page-type?page_type=abc');
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('请求参数错误：字段 page_type 类型错误');
  });

  it('rejects bodies over 1 MB with 400 and writes nothing', async () => {
    const before = await userCount();
    const reply = await server.request({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        username: uniqueName(),
        password: 'x'.repeat(1_100_000),
        password_confirmation: 'x',
      }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('请求内容过大，不能超过1MB');
    expect(await userCount()).toBe(before);
  });

  it('rejects non-JSON content types on JSON endpoints', async () => {
    const reply = await server.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=demo',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('请求内容类型不支持，请使用JSON');
  });

  it('publishes every route in the OpenAPI document and serves the docs page', async () => {
    const spec = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(spec.json().paths);
    for (const path of [
      '/api/v1/login',
      '/api/v1/me',
      '/api/v1/app/config/all',
      '/api/v1/notices/hot',
      '/api/ops/users/credit',
    ]) {
      expect(paths).toContain(path);
    }
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('unexpected failures', () => {
  const server = new TestServer('pglite');
  beforeAll(() => server.start());
  afterAll(() => server.app.close());

  it('answer 500 with the Chinese message and no internals when the database is gone', async () => {
    await server.database.close();
    const reply = await server.app.inject({ method: 'GET', url: '/api/v1/app/config/all' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      code: 500,
      message: '服务器内部错误，请稍后重试',
      msg: '服务器内部错误，请稍后重试',
      data: null,
    });
    expect(reply.body).not.toMatch(/stack|at \w+ \(|PGlite/i);
  });
});

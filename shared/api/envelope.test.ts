import { describe, expect, it } from 'vitest';
import { parseEnvelope, unwrapEnvelope } from './envelope';
import { ApiError } from './errors';

describe('unwrapEnvelope', () => {
  it('resolves data when code is 200', () => {
    expect(unwrapEnvelope({ code: 200, message: 'success', data: { a: 1 } }, 200)).toEqual({ a: 1 });
  });

  it('rejects any other code with the server message', () => {
    const run = () => unwrapEnvelope({ code: 422, message: '用户名已存在', data: null }, 200);
    expect(run).toThrowError(ApiError);
    expect(run).toThrowError('用户名已存在');
    try {
      run();
    } catch (error) {
      expect((error as ApiError).code).toBe(422);
    }
  });

  it('replaces Unauthenticated with the Chinese login text', () => {
    expect(() => unwrapEnvelope({ code: 401, message: 'Unauthenticated', data: null }, 200)).toThrowError(
      '您还未登录，请先登录',
    );
  });

  it('falls back to the status table and then to 发生未知错误 when the envelope has no message', () => {
    expect(() => unwrapEnvelope({ code: 503, message: '', data: null }, 200)).toThrowError(
      '服务器正在维护，请稍后再试',
    );
    expect(() => unwrapEnvelope({ code: 499, data: null }, 200)).toThrowError('发生未知错误');
  });

  it('treats non-JSON bodies as a 500 服务端返回数据异常', () => {
    for (const body of ['<html>oops</html>', undefined, null, [1], { data: 1 }]) {
      try {
        parseEnvelope(body, 200);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).message).toBe('服务端返回数据异常');
        expect((error as ApiError).code).toBe(500);
        expect((error as ApiError).status).toBe(500);
      }
    }
  });

  it('parses a JSON string body', () => {
    expect(unwrapEnvelope('{"code":200,"message":"success","data":5}', 200)).toBe(5);
  });

  it('raw mode resolves the whole envelope including 202, but still rejects errors', () => {
    const accepted = { code: 202, message: '创建中', data: null };
    expect(unwrapEnvelope(accepted, 200, true)).toEqual(accepted);
    expect(() => unwrapEnvelope(accepted, 200)).toThrowError('创建中');
    expect(() => unwrapEnvelope({ code: 500, message: 'x', data: null }, 200, true)).toThrowError('x');
  });
});

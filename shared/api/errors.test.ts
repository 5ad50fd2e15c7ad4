import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HTTP_STATUS_MESSAGES, httpErrorMessage, NETWORK_ERROR_MESSAGES } from './errors';
import { classifyNetworkError, networkApiError } from './network';
import { shouldRetry } from './retry';

describe('SPEC 8 catalogue', () => {
  it('has the exact status texts', () => {
    expect(HTTP_STATUS_MESSAGES).toEqual({
      400: '请求参数错误，请检查输入内容',
      401: '您还未登录，请先登录',
      403: '您没有权限访问该资源',
      404: '请求的资源不存在',
      408: '请求超时，请稍后重试',
      500: '服务器内部错误，请稍后重试',
      502: '网关错误，请稍后重试',
      503: '服务器正在维护，请稍后再试',
      504: '网关超时，请稍后重试',
    });
    expect(NETWORK_ERROR_MESSAGES).toEqual({
      NETWORK_ERROR: '网络异常，请检查网络',
      NETWORK_TIMEOUT: '网络超时，请检查网络连接',
      NETWORK_UNAVAILABLE: '网络不可用，请检查网络设置',
      CONNECTION_FAILED: '连接失败，请检查网络连接',
      SSL_ERROR: '网络连接异常，请检查网络设置',
    });
  });

  it('non-200 HTTP: body message, else status table, else 发生未知错误', () => {
    expect(httpErrorMessage(422, { code: 422, message: '用户名或密码错误' })).toBe('用户名或密码错误');
    expect(httpErrorMessage(422, { msg: '只有msg' })).toBe('只有msg');
    expect(httpErrorMessage(404, '<html/>')).toBe('请求的资源不存在');
    expect(httpErrorMessage(401, { message: 'Unauthenticated' })).toBe('您还未登录，请先登录');
    expect(httpErrorMessage(418, undefined)).toBe('发生未知错误');
  });
});

describe('network classification', () => {
  afterEach(() => vi.restoreAllMocks());

  it('classifies failures without a response', () => {
    expect(classifyNetworkError({ code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' })).toBe(
      'NETWORK_TIMEOUT',
    );
    expect(classifyNetworkError({ code: 'ETIMEDOUT', message: 'x' })).toBe('NETWORK_TIMEOUT');
    expect(classifyNetworkError({ code: 'ERR_NETWORK', message: 'Network Error' }, false)).toBe(
      'NETWORK_UNAVAILABLE',
    );
    expect(classifyNetworkError({ code: 'ERR_NETWORK', message: 'SSL handshake failed' })).toBe('SSL_ERROR');
    expect(classifyNetworkError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })).toBe(
      'CONNECTION_FAILED',
    );
    expect(classifyNetworkError({ code: 'ERR_NETWORK', message: 'Network Error' })).toBe('NETWORK_ERROR');
  });

  it('uses navigator.onLine by default', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = networkApiError({ code: 'ERR_NETWORK', message: 'Network Error' });
    expect(error.type).toBe('NETWORK_UNAVAILABLE');
    expect(error.message).toBe('网络不可用，请检查网络设置');
    expect(error.status).toBe(0);
  });
});

describe('retry rule', () => {
  const status = (code: number) => new ApiError({ code, status: code, message: 'x' });

  it('retries GET on 500/502/503/504 and timeout/network messages, at most twice', () => {
    for (const code of [500, 502, 503, 504]) expect(shouldRetry(status(code), 0, 'GET')).toBe(true);
    expect(shouldRetry(status(400), 0, 'GET')).toBe(false);
    expect(shouldRetry(status(422), 0, 'GET')).toBe(false);
    expect(
      shouldRetry(new ApiError({ code: 0, status: 0, message: '网络超时，请检查网络连接' }), 1, 'get'),
    ).toBe(true);
    expect(
      shouldRetry(new ApiError({ code: 0, status: 0, message: 'a', detail: 'Network Error' }), 0, 'GET'),
    ).toBe(true);
    expect(shouldRetry(status(503), 2, 'GET')).toBe(false);
  });

  it('never retries a write without an idempotency key', () => {
    expect(shouldRetry(status(503), 0, 'POST')).toBe(false);
    expect(shouldRetry(status(503), 0, 'PUT')).toBe(false);
    expect(shouldRetry(status(503), 0, 'POST', 'key-1')).toBe(true);
  });
});

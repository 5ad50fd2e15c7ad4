import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAuthBridge } from '../api/auth';
import { http } from '../api/client';
import { mockHttp, ok } from '../test/http-mock';
import { logsApi } from './api';
import { LOG_BUFFER_SIZE, logger, useLogStore } from './buffer';
import { captureConsole } from './capture';

beforeEach(() => {
  logger.clear();
  registerAuthBridge({ getToken: () => 'tok-1', onUnauthorized: () => {} });
});
afterEach(() => vi.restoreAllMocks());

const device = { platform: 'h5', system: 'Linux', version: '1.9.7', timestamp: 1 };

describe('client log buffer', () => {
  it('keeps the latest 1000 entries by level', () => {
    for (let index = 0; index < LOG_BUFFER_SIZE + 5; index += 1) logger.info(`第${index}条`);
    logger.error('出错了', { code: 500 });
    const entries = logger.entries();
    expect(entries).toHaveLength(LOG_BUFFER_SIZE);
    expect(entries[0]?.message).toBe('第6条');
    expect(logger.entries('error')).toMatchObject([
      { message: '出错了', data: { code: 500 }, category: 'app' },
    ]);
  });

  it('captures console.warn and console.error while still printing them', () => {
    const restore = captureConsole();
    restore();
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    captureConsole();
    console.error('加载失败', new Error('boom'));
    console.warn('慢请求', { ms: 900 });
    expect(printed).toHaveBeenCalledTimes(1);
    expect(logger.entries().map((entry) => [entry.level, entry.category, entry.message])).toEqual([
      ['error', 'console', '加载失败 Error: boom'],
      ['warn', 'console', '慢请求 {"ms":900}'],
    ]);
  });

  it('records every failed request as a network error, even silent ones', async () => {
    mockHttp(() => ({ status: 404, body: { code: 404, message: '请求的资源不存在' } }));
    await expect(http.get('/v1/nothing', undefined, { silent: true })).rejects.toThrow('请求的资源不存在');
    expect(useLogStore.getState().entries).toMatchObject([
      {
        level: 'error',
        category: 'network',
        message: 'GET /v1/nothing 404: 请求的资源不存在',
        data: { status: 404 },
      },
    ]);
  });
});

describe('logsApi', () => {
  it('uploads the buffer in batches with deviceInfo and without local ids', async () => {
    const calls = mockHttp((config) => ok({ received: JSON.parse(config.data as string).logs.length }));
    for (let index = 0; index < 300; index += 1) logger.debug(`d${index}`);
    await expect(logsApi.upload(logger.entries(), device)).resolves.toBe(300);
    expect(calls.map((call) => (call.data as { logs: unknown[] }).logs.length)).toEqual([250, 50]);
    expect(calls[0]?.url).toMatch(/\/api\/v1\/logs\/upload$/);
    const first = calls[0]?.data as { deviceInfo: unknown; logs: object[] };
    expect(first.deviceInfo).toEqual(device);
    expect(first.logs[0]).toEqual({
      level: 'debug',
      category: 'app',
      message: 'd0',
      timestamp: expect.any(Number),
    });
  });
});

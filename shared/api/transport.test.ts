import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkFailure, requestUrl, type TransportRequest, transport } from './transport';

const request = (overrides: Partial<TransportRequest> = {}): TransportRequest => ({
  method: 'GET',
  url: '/v1/me',
  baseURL: 'https://m.example.com/api/',
  params: undefined,
  headers: { Accept: 'application/json' },
  data: undefined,
  timeout: 30_000,
  responseType: 'json',
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the fetch transport', () => {
  it('joins base and path once, keeps absolute URLs and appends the serialized params', () => {
    expect(requestUrl(request())).toBe('https://m.example.com/api/v1/me');
    expect(requestUrl(request({ url: 'https://cdn.example/x?a=1', params: { b: 2, c: null } }))).toBe(
      'https://cdn.example/x?a=1&b=2',
    );
  });

  it('answers the parsed JSON with its status, and the text of a body that is not JSON', async () => {
    const fetchMock = vi.fn(async () => new Response('{"code":200,"data":1}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const reply = await transport.send(request({ method: 'POST', data: '{"a":1}' }));
    expect(reply).toMatchObject({ status: 201, data: { code: 200, data: 1 } });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://m.example.com/api/v1/me',
      expect.objectContaining({ method: 'POST', body: '{"a":1}' }),
    );
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await transport.send(request())).toMatchObject({ status: 502, data: '<html>bad gateway</html>' });
  });

  it('fails a request that outlives its timeout as ECONNABORTED, and one without a response as a network error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const stalled = transport.send(request({ timeout: 5000 })).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await stalled).toEqual(new NetworkFailure('timeout of 5000ms exceeded', 'ECONNABORTED'));
    expect((await stalled) as NetworkFailure).toMatchObject({ code: 'ECONNABORTED' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await transport.send(request()).catch((error: unknown) => error)).toMatchObject({
      name: 'NetworkFailure',
      code: 'ERR_NETWORK',
      message: 'Failed to fetch',
    });
  });
});

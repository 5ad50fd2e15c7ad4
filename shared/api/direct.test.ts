import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECT_TIMEOUT_MS, directRequest } from './direct';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('directRequest', () => {
  it('resolves the parsed JSON body of a 200', async () => {
    const fetchMock = stubFetch(async () => new Response('{"baseUrl":"x"}', { status: 200 }));
    await expect(directRequest('https://cfg.example.com/app.json')).resolves.toEqual({ baseUrl: 'x' });
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('GET');
  });

  it('sends a JSON body as POST', async () => {
    const fetchMock = stubFetch(async () => new Response('{}', { status: 200 }));
    await directRequest('/x', { body: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
  });

  it('rejects non-200 with HTTP {status}: {message}', async () => {
    stubFetch(async () => new Response('{"message":"维护中"}', { status: 503 }));
    await expect(directRequest('/x')).rejects.toThrow('HTTP 503: 维护中');
  });

  it('falls back to 请求失败 when the body has no message', async () => {
    stubFetch(async () => new Response('nope', { status: 404 }));
    await expect(directRequest('/x')).rejects.toThrow('HTTP 404: 请求失败');
  });

  it('rejects network failures with 网络请求失败', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(directRequest('/x')).rejects.toThrow('网络请求失败');
  });

  it('aborts after 10 s', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_, init) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
        ),
    );
    const pending = directRequest('/x').catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(DIRECT_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(DIRECT_TIMEOUT_MS).toBe(10_000);
    await expect(pending).resolves.toBe('网络请求失败');
  });
});

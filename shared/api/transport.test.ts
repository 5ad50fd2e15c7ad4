import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAxios, NetworkFailure, requestUrl, type TransportRequest, transport } from './transport';

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

const axiosInstance = await loadAxios();
const realAdapter = axiosInstance.defaults.adapter;
const useAdapter = (adapter: AxiosAdapter) => {
  axiosInstance.defaults.adapter = adapter;
};
const reply = (config: InternalAxiosRequestConfig, status: number, data: string) => ({
  data,
  status,
  statusText: '',
  headers: { 'content-type': 'application/json' },
  config,
});

afterEach(() => {
  axiosInstance.defaults.adapter = realAdapter;
});

describe('the axios transport', () => {
  it('joins base and path once, keeps absolute URLs and appends the serialized params', () => {
    expect(requestUrl(request())).toBe('https://m.example.com/api/v1/me');
    expect(requestUrl(request({ url: 'https://cdn.example/x?a=1', params: { b: 2, c: null } }))).toBe(
      'https://cdn.example/x?a=1&b=2',
    );
  });

  it('answers the parsed JSON with its status and headers, and the text of a body that is not JSON', async () => {
    const adapter = vi.fn(async (config: InternalAxiosRequestConfig) =>
      reply(config, 201, '{"code":200,"data":1}'),
    );
    useAdapter(adapter);
    const answer = await transport.send(request({ method: 'POST', data: '{"a":1}' }));
    expect(answer).toMatchObject({ status: 201, data: { code: 200, data: 1 } });
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(adapter.mock.calls[0]?.[0]).toMatchObject({
      url: 'https://m.example.com/api/v1/me',
      method: 'post',
      data: '{"a":1}',
    });
    useAdapter(async (config) => reply(config, 502, '<html>bad gateway</html>'));
    expect(await transport.send(request())).toMatchObject({ status: 502, data: '<html>bad gateway</html>' });
  });

  it('fails a request that outlives its timeout as ECONNABORTED, and one without a response as a network error', async () => {
    useAdapter(async (config) => {
      throw new AxiosError('timeout of 5000ms exceeded', 'ECONNABORTED', config);
    });
    const stalled = await transport.send(request({ timeout: 5000 })).catch((error: unknown) => error);
    expect(stalled).toEqual(new NetworkFailure('timeout of 5000ms exceeded', 'ECONNABORTED'));
    expect(stalled as NetworkFailure).toMatchObject({ code: 'ECONNABORTED' });
    useAdapter(async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    });
    expect(await transport.send(request()).catch((error: unknown) => error)).toMatchObject({
      name: 'NetworkFailure',
      code: 'ERR_NETWORK',
      message: 'Network Error',
    });
  });
});

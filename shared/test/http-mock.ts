import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { axiosInstance } from '../api/client';

export type MockReply =
  | { status: number; body?: unknown }
  | { networkError: { code?: string; message: string } };

export type MockHandler = (
  config: InternalAxiosRequestConfig,
  callNumber: number,
) => MockReply | Promise<MockReply>;

export interface RecordedCall {
  method: string;
  /** The full URL as the browser would request it (base + path + serialized params). */
  url: string;
  headers: Record<string, string>;
  data: unknown;
  timeout: number | undefined;
}

/** Replaces the client's transport with `handler` (a real axios adapter, so axios' own rules still run). */
export function mockHttp(handler: MockHandler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  axiosInstance.defaults.adapter = async (config) => {
    calls.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: axiosInstance.getUri(config),
      headers: Object.fromEntries(
        Object.entries(config.headers.toJSON()).map(([key, value]) => [key.toLowerCase(), String(value)]),
      ),
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      timeout: config.timeout,
    });
    const reply = await handler(config, calls.length);
    if ('networkError' in reply) {
      throw new AxiosError(reply.networkError.message, reply.networkError.code, config, {});
    }
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return calls;
}

export const ok = (data: unknown): MockReply => ({
  status: 200,
  body: { code: 200, message: 'success', msg: 'success', data },
});

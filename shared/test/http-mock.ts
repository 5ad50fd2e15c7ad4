import { NetworkFailure, requestUrl, type TransportRequest, transport } from '../api/transport';

export type MockReply =
  | { status: number; body?: unknown }
  | { networkError: { code?: string; message: string } };

export type MockHandler = (request: TransportRequest, callNumber: number) => MockReply | Promise<MockReply>;

export interface RecordedCall {
  method: string;
  /** The full URL as the browser would request it (base + path + serialized params). */
  url: string;
  headers: Record<string, string>;
  data: unknown;
  timeout: number | undefined;
}

/** Replaces the client's transport with `handler` (the client's own status, retry and envelope rules still run). */
export function mockHttp(handler: MockHandler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  transport.send = async (request) => {
    calls.push({
      method: request.method.toUpperCase(),
      url: requestUrl(request),
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [key.toLowerCase(), String(value)]),
      ),
      data: typeof request.data === 'string' ? JSON.parse(request.data) : request.data,
      timeout: request.timeout,
    });
    const reply = await handler(request, calls.length);
    if ('networkError' in reply) {
      throw new NetworkFailure(reply.networkError.message, reply.networkError.code ?? 'ERR_NETWORK');
    }
    return { status: reply.status, data: reply.body, headers: new Headers() };
  };
  return calls;
}

export const ok = (data: unknown): MockReply => ({
  status: 200,
  body: { code: 200, message: 'success', msg: 'success', data },
});

// The one transport under the HTTP client: axios (the product's chosen HTTP library) behind a narrow
// request/response shape, so the client's status, retry and envelope rules stay independent of it.
// Tests swap `transport.send` (shared/test/http-mock.ts).
import type { AxiosInstance } from 'axios';
import { type EarlyAnswer, takeEarlyGet } from './early';
import { serializeParams } from './params';

export interface TransportRequest {
  method: string;
  /** The path as the caller gave it ('/v1/me'), or an absolute URL. */
  url: string;
  baseURL: string;
  params: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  /** The body as sent: JSON text, FormData, or none. */
  data: string | FormData | undefined;
  timeout: number;
  responseType: 'json' | 'blob';
}

export interface TransportResponse {
  status: number;
  /** The parsed JSON (the text when it is not JSON), or a Blob. */
  data: unknown;
  headers: { get(name: string): string | null };
}

/** A request that got no response; `code` is ECONNABORTED for a timeout, as the SPEC 8 classes expect. */
export class NetworkFailure extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.name = 'NetworkFailure';
    this.code = code;
  }
}

/** base + path (unless the path is absolute) + the serialized params. */
export function requestUrl({ url, baseURL, params }: Pick<TransportRequest, 'url' | 'baseURL' | 'params'>) {
  const full = /^[a-z][a-z\d+.-]*:\/\//i.test(url)
    ? url
    : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = serializeParams(params);
  if (!query) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
}

function parseBody(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let axiosInstance: Promise<AxiosInstance> | null = null;

/**
 * The one axios instance: every status is an answer (the client reads the envelope), bodies come raw.
 * axios is a chunk of its own, fetched with the first request that needs it: a page whose first reads the
 * boot script answered early paints without downloading and running it. A failed fetch is tried again.
 */
export function loadAxios(): Promise<AxiosInstance> {
  axiosInstance ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    ({ default: axios }) => axios.create({ validateStatus: () => true, transformResponse: (body) => body }),
    (error: unknown) => {
      axiosInstance = null;
      throw error;
    },
  );
  return axiosInstance;
}

/** The boot script's answer to this GET (shared/api/early.ts), within the request's own timeout. */
async function earlyAnswer(request: TransportRequest): Promise<EarlyAnswer | null> {
  if (request.method !== 'GET' || request.responseType !== 'json') return null;
  const early = takeEarlyGet(requestUrl(request), request.headers.Authorization ?? null);
  if (!early) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new NetworkFailure(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED')),
      request.timeout,
    );
  });
  try {
    return await Promise.race([early, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function send(request: TransportRequest): Promise<TransportResponse> {
  const early = await earlyAnswer(request);
  if (early) return { status: early.status, data: parseBody(early.text), headers: early.headers };
  try {
    const axios = await loadAxios();
    const response = await axios.request({
      method: request.method,
      url: requestUrl(request),
      headers: request.headers,
      data: request.data,
      timeout: request.timeout,
      responseType: request.responseType === 'blob' ? 'blob' : 'text',
    });
    const data = request.responseType === 'blob' ? response.data : parseBody(response.data);
    const headers = response.headers as Record<string, unknown>;
    return {
      status: response.status,
      data,
      headers: { get: (name) => (headers[name.toLowerCase()] as string | undefined) ?? null },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: unknown }).code;
    if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
      throw new NetworkFailure(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED');
    }
    throw new NetworkFailure(message, 'ERR_NETWORK');
  }
}

export const transport = { send };

// The one transport under the HTTP client: fetch with a timeout. axios did the same for 20 KB gzip on
// every first load (issue 19). Tests swap `transport.send` (shared/test/http-mock.ts).
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

function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(request: TransportRequest): Promise<TransportResponse> {
  const controller = new AbortController();
  // The timeout covers the body too: a response that stalls halfway fails like one that never starts.
  const timer = setTimeout(() => controller.abort(), request.timeout);
  try {
    const response = await fetch(requestUrl(request), {
      method: request.method,
      headers: request.headers,
      body: request.data ?? null,
      signal: controller.signal,
    });
    const data = request.responseType === 'blob' ? await response.blob() : parseBody(await response.text());
    return { status: response.status, data, headers: response.headers };
  } catch (error) {
    if (controller.signal.aborted) {
      throw new NetworkFailure(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED');
    }
    throw new NetworkFailure(error instanceof Error ? error.message : String(error), 'ERR_NETWORK');
  } finally {
    clearTimeout(timer);
  }
}

export const transport = { send };

import { isRecord } from './errors';

/** SPEC 9 direct helper timeout. */
export const DIRECT_TIMEOUT_MS = 10_000;

export interface DirectRequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
}

/**
 * The direct HTTP helper (SPEC 8): plain fetch outside the API client (no envelope, token, retry or
 * overlay), for absolute URLs such as the remote address config. Non-200 rejects with
 * 'HTTP {status}: {server message or 请求失败}'; a network failure or timeout rejects with 网络请求失败.
 */
export async function directRequest<T = unknown>(
  url: string,
  options: DirectRequestOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? DIRECT_TIMEOUT_MS);
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: controller.signal,
    });
  } catch {
    throw new Error('网络请求失败');
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (response.status !== 200) {
    const message =
      isRecord(body) && typeof body.message === 'string' && body.message ? body.message : '请求失败';
    throw new Error(`HTTP ${response.status}: ${message}`);
  }
  return (body === undefined ? text : body) as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

import { apiBaseUrl } from '../config/remote-address';
import { logger } from '../logs/buffer';
import { toast } from '../ui/toast/store';
import { authBridge, isPublicAuthPath, LOGIN_HASH, LOGIN_REDIRECT_DELAY_MS } from './auth';
import { unwrapEnvelope } from './envelope';
import { ApiError, httpErrorMessage, isRecord, OFFLINE_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './errors';
import { beginLoading } from './loading';
import { networkApiError } from './network';
import { retryDelay, shouldRetry, sleep } from './retry';
import { NetworkFailure, type TransportResponse, transport } from './transport';

/** Request timeout: 30 s (SPEC 9 gives 30 or 60; 30 keeps a stuck request from freezing a screen for a minute). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** SPEC 9 upload timeout. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface RequestOptions {
  /** No error toast (the caller shows its own message). 401 still logs out. */
  silent?: boolean;
  /** Sent as Idempotency-Key; a keyed write may be retried and is always re-sent with the same key. */
  idempotencyKey?: string;
  /** Milliseconds; default 30 s. */
  timeout?: number;
  /** Resolve the whole envelope instead of `data`, letting 2xx codes like 202 through (lottery token). */
  raw?: boolean;
  /** false: never show the loading overlay for this call. */
  loading?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Params = Record<string, unknown>;

interface Payload {
  params?: Params | undefined;
  data?: unknown;
  timeout?: number;
}

/** One request over the transport; a response outside 2xx rejects with its ApiError. */
async function request(
  method: Method,
  url: string,
  payload: Payload,
  opts: RequestOptions,
  responseType: 'json' | 'blob' = 'json',
): Promise<TransportResponse> {
  const { data } = payload;
  const response = await transport.send({
    method,
    url,
    baseURL: apiBaseUrl(),
    params: payload.params,
    headers: buildHeaders(method, url, payload, opts),
    data: data === undefined || data instanceof FormData ? data : JSON.stringify(data),
    timeout: opts.timeout ?? payload.timeout ?? REQUEST_TIMEOUT_MS,
    responseType,
  });
  if (response.status >= 200 && response.status < 300) return response;
  const { status, data: body } = response;
  throw new ApiError({
    code: isRecord(body) && typeof body.code === 'number' ? body.code : status,
    status,
    message: httpErrorMessage(status, body),
    detail: `Request failed with status code ${status}`,
    data: isRecord(body) ? body.data : undefined,
  });
}

async function send<T>(method: Method, url: string, payload: Payload, opts: RequestOptions): Promise<T> {
  const endLoading = opts.loading === false ? () => {} : beginLoading(url);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await request(method, url, payload, opts);
        return unwrapEnvelope<T>(response.data, response.status, opts.raw);
      } catch (raw) {
        const error = toApiError(raw);
        if (!shouldRetry(error, attempt, method, opts.idempotencyKey)) throw error;
        await sleep(retryDelay(attempt + 1));
      }
    }
  } catch (error) {
    report(error as ApiError, method, url, opts);
    throw error;
  } finally {
    endLoading();
  }
}

function buildHeaders(method: Method, url: string, payload: Payload, opts: RequestOptions) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = payload.data instanceof FormData;
  if (method !== 'GET' && payload.data !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = authBridge().getToken();
  if (token && !isPublicAuthPath(url)) headers.Authorization = `Bearer ${token}`;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  return headers;
}

export function toApiError(raw: unknown): ApiError {
  if (raw instanceof ApiError) return raw;
  if (raw instanceof NetworkFailure) return networkApiError({ code: raw.code, message: raw.message });
  return new ApiError({ code: 0, status: 0, message: UNKNOWN_ERROR_MESSAGE, detail: String(raw) });
}

let redirectTimer: ReturnType<typeof setTimeout> | undefined;

function report(error: ApiError, method: Method, url: string, opts: RequestOptions): void {
  // Every failed request lands in the client log buffer (SPEC 9), silent or not.
  logger.error(
    `${method.toUpperCase()} ${url} ${error.status || error.type || 'failed'}: ${error.message}`,
    { code: error.code, status: error.status, ...(error.detail ? { detail: error.detail } : {}) },
    'network',
  );
  if (error.isUnauthorized && !url.endsWith('/v1/logout')) {
    const firstOfBurst = redirectTimer === undefined;
    if (firstOfBurst && !opts.silent) toast.error(error.message);
    handleUnauthorized();
    return;
  }
  if (!opts.silent) toast.error(error.message);
}

/** SPEC 4: a 401 logs out and relaunches to login after 1.5 s (concurrent 401s share one redirect). */
function handleUnauthorized(): void {
  void Promise.resolve(authBridge().onUnauthorized()).catch((e: unknown) =>
    console.warn('[http] logout failed', e),
  );
  if (redirectTimer !== undefined) return;
  redirectTimer = setTimeout(() => {
    redirectTimer = undefined;
    if (typeof location !== 'undefined') location.hash = LOGIN_HASH;
  }, LOGIN_REDIRECT_DELAY_MS);
}

export const http = {
  get: <T = unknown>(url: string, params?: Params, opts: RequestOptions = {}) =>
    send<T>('GET', url, { params }, opts),
  post: <T = unknown>(url: string, body?: unknown, opts: RequestOptions = {}) =>
    send<T>('POST', url, { data: body ?? {} }, opts),
  put: <T = unknown>(url: string, body?: unknown, opts: RequestOptions = {}) =>
    send<T>('PUT', url, { data: body ?? {} }, opts),
  delete: <T = unknown>(url: string, params?: Params, opts: RequestOptions = {}) =>
    send<T>('DELETE', url, { params }, opts),
  /** multipart upload with the 120 s upload timeout. */
  upload: <T = unknown>(url: string, form: FormData, opts: RequestOptions = {}) =>
    send<T>('POST', url, { data: form, timeout: UPLOAD_TIMEOUT_MS }, opts),
  /** A file download (not an envelope): the body as a Blob and the name from Content-Disposition. */
  download: (url: string, params?: Params, opts: RequestOptions = {}) => download(url, params, opts),
};

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

async function download(
  url: string,
  params: Params | undefined,
  opts: RequestOptions,
): Promise<DownloadedFile> {
  const endLoading = opts.loading === false ? () => {} : beginLoading(url);
  try {
    const response = await request('GET', url, { params, timeout: UPLOAD_TIMEOUT_MS }, opts, 'blob');
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'download';
    return { blob: response.data as Blob, filename };
  } catch (raw) {
    const error = toApiError(raw);
    report(error, 'GET', url, opts);
    throw error;
  } finally {
    endLoading();
  }
}

let offlineWatcher: (() => void) | undefined;

/** SPEC 8: going offline shows 网络已断开，请检查网络连接 for 3 s. Idempotent; returns the unsubscribe. */
export function watchNetworkStatus(): () => void {
  if (offlineWatcher) return offlineWatcher;
  if (typeof window === 'undefined') return () => {};
  const onOffline = () => toast.warning(OFFLINE_MESSAGE, 3000);
  window.addEventListener('offline', onOffline);
  offlineWatcher = () => {
    window.removeEventListener('offline', onOffline);
    offlineWatcher = undefined;
  };
  return offlineWatcher;
}

watchNetworkStatus();

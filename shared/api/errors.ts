/** SPEC 8 error catalogue and the error type every request rejects with. */

export type NetworkErrorType =
  | 'NETWORK_ERROR'
  | 'NETWORK_TIMEOUT'
  | 'NETWORK_UNAVAILABLE'
  | 'CONNECTION_FAILED'
  | 'SSL_ERROR';

export const NETWORK_ERROR_MESSAGES: Record<NetworkErrorType, string> = {
  NETWORK_ERROR: '网络异常，请检查网络',
  NETWORK_TIMEOUT: '网络超时，请检查网络连接',
  NETWORK_UNAVAILABLE: '网络不可用，请检查网络设置',
  CONNECTION_FAILED: '连接失败，请检查网络连接',
  SSL_ERROR: '网络连接异常，请检查网络设置',
};

export const HTTP_STATUS_MESSAGES: Record<number, string> = {
  400: '请求参数错误，请检查输入内容',
  401: '您还未登录，请先登录',
  403: '您没有权限访问该资源',
  404: '请求的资源不存在',
  408: '请求超时，请稍后重试',
  500: '服务器内部错误，请稍后重试',
  502: '网关错误，请稍后重试',
  503: '服务器正在维护，请稍后再试',
  504: '网关超时，请稍后重试',
};

export const INVALID_RESPONSE_MESSAGE = '服务端返回数据异常';
export const UNKNOWN_ERROR_MESSAGE = '发生未知错误';
export const UNAUTHENTICATED_MESSAGE = HTTP_STATUS_MESSAGES[401] as string;
export const OFFLINE_MESSAGE = '网络已断开，请检查网络连接';

/**
 * Every failed request rejects with this. `code` is the envelope code (or the HTTP status when the body has
 * none; 0 for network failures), `status` the HTTP status (0 when no response arrived).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  /** Set for failures without a response (SPEC 8 network classes). */
  readonly type: NetworkErrorType | undefined;
  /** The low-level message (e.g. "timeout of 30000ms exceeded"), used by the retry rule. */
  readonly detail: string | undefined;
  /** The envelope's `data` of a refusal, when it explains it (e.g. 409 moved odds: `{ changes }`). */
  readonly data: unknown;

  constructor(init: {
    code: number;
    status: number;
    message: string;
    type?: NetworkErrorType;
    detail?: string;
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.type = init.type;
    this.detail = init.detail;
    this.data = init.data ?? undefined;
  }

  get isUnauthorized(): boolean {
    return this.code === 401 || this.status === 401;
  }
}

/** The server's message, with the framework default 'Unauthenticated' replaced by the Chinese text. */
export function serverMessage(message: unknown): string | undefined {
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return message === 'Unauthenticated' || message === 'Unauthenticated.' ? UNAUTHENTICATED_MESSAGE : message;
}

/** Message for a non-200 HTTP response: body message, else the status table, else 发生未知错误. */
export function httpErrorMessage(status: number, body: unknown): string {
  const record = isRecord(body) ? body : undefined;
  return (
    serverMessage(record?.message) ??
    serverMessage(record?.msg) ??
    HTTP_STATUS_MESSAGES[status] ??
    UNKNOWN_ERROR_MESSAGE
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

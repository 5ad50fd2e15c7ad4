/** The Chinese message of each HTTP status (SPEC section 8), for refusals that name no reason of their own. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: '请求参数错误，请检查输入内容',
  401: '您还未登录，请先登录',
  403: '您没有权限访问该资源',
  404: '请求的资源不存在',
  408: '请求超时，请稍后重试',
  409: '数据冲突，请刷新后重试',
  422: '操作失败，请检查输入内容',
  429: '请求过于频繁，请稍后再试',
  500: '服务器内部错误，请稍后重试',
  502: '网关错误，请稍后重试',
  503: '服务器正在维护，请稍后再试',
  504: '网关超时，请稍后重试',
};

/**
 * The one error a refusal throws, in the domain and in routes alike: its status, its Chinese message and
 * optional data reach the client as they are (http/error-handler.ts maps it to the envelope, once).
 * Domain areas subclass it only to name their refusals (`OrderRejected`, `FinanceRefusal`, ...).
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? STATUS_MESSAGES[status] ?? STATUS_MESSAGES[500]);
  }
}

/** A business rule refused the request (wrong password, name taken, ...): 422, which the client toasts. */
export const rejectWith = (message: string) => new DomainError(422, message);

/**
 * A 422 that follows a write which must stand (a stale request closed before refusing it): an operator's
 * write (db/ambient.ts) commits what it wrote, with its audit row, and then answers the refusal.
 */
export class RefusalAfterWrite extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}

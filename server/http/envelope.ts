import { z } from 'zod';

/** Chinese messages of the SPEC section 8 status table. */
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

export interface Envelope<T> {
  code: number;
  message: string;
  msg: string;
  data: T;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: 200, message, msg: message, data };
}

export function failure(code: number, message?: string): Envelope<null> {
  const text = message ?? STATUS_MESSAGES[code] ?? STATUS_MESSAGES[500] ?? '';
  return { code, message: text, msg: text, data: null };
}

/** An error a route throws on purpose: the status and Chinese message reach the client as is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message ?? STATUS_MESSAGES[status] ?? STATUS_MESSAGES[500]);
  }
}

/** Business rule failure (wrong password, name taken, ...): HTTP 422 so the client toasts it. */
export const rejectWith = (message: string) => new ApiError(422, message);

/** Response schema of a successful envelope carrying `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), msg: z.string(), data });
}

export const emptyEnvelope = envelopeOf(z.null());

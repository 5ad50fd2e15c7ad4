import type { ApiEnvelope } from '../types';
import {
  ApiError,
  HTTP_STATUS_MESSAGES,
  INVALID_RESPONSE_MESSAGE,
  isRecord,
  serverMessage,
  UNKNOWN_ERROR_MESSAGE,
} from './errors';

/** The body as an envelope, or a 500 服务端返回数据异常 when it is not JSON / has no numeric code. */
export function parseEnvelope(body: unknown, status: number): ApiEnvelope {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = undefined;
    }
  }
  if (!isRecord(value) || typeof value.code !== 'number') {
    throw new ApiError({
      code: 500,
      status: status === 200 ? 500 : status,
      message: INVALID_RESPONSE_MESSAGE,
    });
  }
  return value as unknown as ApiEnvelope;
}

/**
 * Envelope code 200 resolves `data` (or the whole envelope with `raw`, which also lets other 2xx codes such
 * as 202 through); any other code rejects with the server message.
 */
export function unwrapEnvelope<T>(body: unknown, status: number, raw = false): T {
  const envelope = parseEnvelope(body, status);
  if (envelope.code === 200) return (raw ? envelope : envelope.data) as T;
  if (raw && envelope.code > 200 && envelope.code < 300) return envelope as T;
  throw new ApiError({
    code: envelope.code,
    status,
    message:
      serverMessage(envelope.message) ??
      serverMessage(envelope.msg) ??
      HTTP_STATUS_MESSAGES[envelope.code] ??
      UNKNOWN_ERROR_MESSAGE,
    data: envelope.data,
  });
}

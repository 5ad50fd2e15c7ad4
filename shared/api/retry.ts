import type { ApiError } from './errors';

export const MAX_RETRIES = 2;
export const RETRY_DELAY_MS = 500;
const RETRYABLE_STATUS = new Set([500, 502, 503, 504]);

/**
 * SPEC 8 retry: up to 2 times on 500/502/503/504 or timeout/network failures. Only safe requests are
 * repeated: GET, or a write carrying an idempotency key (re-sent with the same key, so the server applies a
 * money-moving POST at most once). Other writes are never re-sent.
 */
export function shouldRetry(
  error: ApiError,
  attempt: number,
  method: string,
  idempotencyKey?: string,
): boolean {
  if (attempt >= MAX_RETRIES) return false;
  const safe = method.toUpperCase() === 'GET' || Boolean(idempotencyKey);
  if (!safe) return false;
  if (RETRYABLE_STATUS.has(error.status) || RETRYABLE_STATUS.has(error.code)) return true;
  const text = `${error.message} ${error.detail ?? ''}`.toLowerCase();
  return /timeout|network|超时|网络/.test(text);
}

/** Delay before retry number `attempt` (1-based): 500 ms x attempt. */
export function retryDelay(attempt: number): number {
  return RETRY_DELAY_MS * attempt;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

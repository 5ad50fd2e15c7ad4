/** SPEC 9 history sizes and timings of the realtime layer (shared by the store and the shell's manager). */
export const BALANCE_HISTORY_LIMIT = 10;
export const NOTIFICATION_LIMIT = 20;
export const NOTIFICATIONS_SHOWN = 5;
export const CONNECTION_LOG_LIMIT = 100;

export const POLLING_INTERVAL_MS = 30_000;
export const POLLING_AFTER_DISCONNECT_MS = 5_000;
export const POLLING_AFTER_FAILED_ATTEMPTS = 3;
export const RECONNECT_MAX_ATTEMPTS = 5;
export const RECONNECT_BASE_DELAY_MS = 3_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
export const PING_INTERVAL_MS = 25_000;
export const PONG_TIMEOUT_MS = 10_000;
export const STATUS_HEARTBEAT_MS = 120_000;
export const ONLINE_STATUS_DELAY_MS = 2_000;
export const AUTH_DEBOUNCE_MS = 2_000;
export const AUTH_CACHE_MS = 300_000;

export const BALANCE_TOAST_MS = 3_000;
export const USER_INFO_TOAST_MS = 3_000;
export const NOTIFICATION_TOAST_MS = 4_000;

/** Reconnect delay before attempt n (1-based): 3 s doubling, capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_DELAY_MS);
}

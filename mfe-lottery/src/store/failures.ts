import { ApiError, toast } from '@app/shared';

/** SPEC 8 lottery failure texts. */
export const LOTTERY_FAILURES = {
  list: '获取彩票列表失败',
  detail: '获取彩票详情失败',
  expect: '获取期号信息失败',
  openCode: '获取开奖号码失败',
  history: '获取历史开奖号码失败',
  plays: '获取玩法分组失败',
  records: '获取投注记录失败',
  stats: '获取投注统计失败',
  bet: '投注失败',
  cancel: '撤单失败',
  batchCancel: '批量撤单失败',
} as const;

/**
 * A refusal the server explains (余额不足, 本期已封盘…) is shown with the failure text in front; anything
 * else (network, 5xx) shows the SPEC 8 text alone.
 */
export function lotteryFailure(fallback: string, error: unknown): string {
  if (error instanceof ApiError && error.code >= 400 && error.code < 500 && error.code !== 401) {
    return `${fallback}：${error.message}`;
  }
  return fallback;
}

/** Toasts a failed lottery request (they are all sent silent, so this is the one message shown). */
export const failLottery = (fallback: string, error: unknown) => toast.error(lotteryFailure(fallback, error));

/** Runs a lottery request; a failure toasts its SPEC 8 text (`failure`) and still rejects to the caller. */
export async function toastOnFailure<T>(request: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await request();
  } catch (error) {
    failLottery(failure, error);
    throw error;
  }
}

/** Lottery requests toast their own SPEC 8 text, so the http client stays silent. */
export const silent = { silent: true };

import type { Queryable } from '../../db/client';
import { readConfigKeys } from '../config';
import { ORDER_STATUS } from '../sports/codes';

/** The highest commission an operator lets publishers ask (config `plan_commission_max_percent`). */
export const DEFAULT_COMMISSION_MAX_PERCENT = 10;

export interface PublishRules {
  commissionMaxPercent: number;
  /** null: every player may publish; else only these usernames (config `plan_publishers`). */
  publishers: ReadonlySet<string> | null;
}

/**
 * Who may publish and for how much: `plan_publish_open` 1 (default) lets every player publish, 0 only the
 * usernames listed in `plan_publishers`; a value an operator mistyped reads as its default.
 */
export async function publishRules(db: Queryable): Promise<PublishRules> {
  const config = await readConfigKeys(db, [
    'plan_commission_max_percent',
    'plan_publish_open',
    'plan_publishers',
  ]);
  const max = Number(config.plan_commission_max_percent);
  const listed = Array.isArray(config.plan_publishers) ? config.plan_publishers.map(String) : [];
  return {
    commissionMaxPercent:
      Number.isInteger(max) && max >= 0 && max <= 100 ? max : DEFAULT_COMMISSION_MAX_PERCENT,
    publishers: Number(config.plan_publish_open) === 0 ? new Set(listed) : null,
  };
}

/** Commission on a follower's profit only, floored to the fen: nothing on a loss, a refund or a break-even. */
export function commissionOf(stakeFen: bigint, payoutFen: bigint, ratePercent: number): bigint {
  const profit = payoutFen - stakeFen;
  return profit > 0n ? (profit * BigInt(ratePercent)) / 100n : 0n;
}

export type PlanStatus = 'open' | 'closed' | 'settled';
export type PlanResult = 'pending' | 'won' | 'lost' | 'void';

export const PLAN_STATUS_TEXT: Record<PlanStatus, string> = {
  open: '可跟单',
  closed: '已截止',
  settled: '已结算',
};

/** A plan's state is its ticket's and its deadline's. */
export function planStatus(orderStatus: number, deadline: Date, now = new Date()): PlanStatus {
  if (orderStatus !== ORDER_STATUS.pending) return 'settled';
  return deadline.getTime() > now.getTime() ? 'open' : 'closed';
}

export function planResult(orderStatus: number): PlanResult {
  if (orderStatus === ORDER_STATUS.won) return 'won';
  if (orderStatus === ORDER_STATUS.lost) return 'lost';
  return orderStatus === ORDER_STATUS.refunded ? 'void' : 'pending';
}

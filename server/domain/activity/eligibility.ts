import { fenToYuan, toFen } from '@app/shared/format';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { validTurnover } from '../../db/schema';
import { shanghaiDayStart } from '../signin/calendar';
import type { UserRow } from '../tokens';
import { type ActivityRow, periodStartDay, ruleOf } from './catalog';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Eligibility {
  eligible: boolean;
  /** Why not, in Chinese (empty when eligible). */
  reason: string;
  /** 0..100 towards the condition, for a progress bar. */
  progress: number;
}

const percent = (value: bigint, target: bigint) =>
  target <= 0n ? 100 : Math.min(100, Number((value * 100n) / target));

/** Valid turnover (stakes settled won or lost, valid-turnover.ts) since a Shanghai day began, in fen. */
async function turnoverSince(db: Queryable, userId: number, day: string): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${validTurnover.amount}), 0)::text` })
    .from(validTurnover)
    .where(and(eq(validTurnover.userId, userId), gte(validTurnover.createdAt, shanghaiDayStart(day))));
  return BigInt(row?.sum ?? '0');
}

/** Whether the player meets an automatic activity's condition now (manual ones are always "eligible"). */
export async function checkEligibility(
  db: Queryable,
  user: UserRow,
  activity: ActivityRow,
  now = new Date(),
): Promise<Eligibility> {
  const rule = ruleOf(activity);
  switch (rule.kind) {
    case 'newcomer': {
      const ageDays = (now.getTime() - user.createdAt.getTime()) / DAY_MS;
      const eligible = ageDays <= rule.within_days;
      return { eligible, reason: eligible ? '' : `仅限注册${rule.within_days}天内的新用户`, progress: 100 };
    }
    case 'first_deposit': {
      const target = toFen(rule.min_paysum);
      const eligible = user.paysum > 0n && user.paysum >= target;
      const reason = eligible ? '' : `暂未满足条件：累计充值满 ${fenToYuan(target)} 元即可领取`;
      return { eligible, reason, progress: percent(user.paysum, target) };
    }
    case 'turnover': {
      const target = toFen(rule.min_turnover);
      const start = periodStartDay(activity.period, now);
      const played = start ? await turnoverSince(db, user.id, start) : user.totalgame;
      const eligible = played >= target;
      const reason = eligible ? '' : `暂未满足条件：有效投注 ${fenToYuan(played)} / ${fenToYuan(target)} 元`;
      return { eligible, reason, progress: percent(played, target) };
    }
    case 'manual':
      return { eligible: true, reason: '', progress: 100 };
  }
}

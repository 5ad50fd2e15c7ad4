import { fenToYuan, toFen } from '@app/shared/format';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema';
import { shanghaiDay, shanghaiWeekStart } from '../signin/calendar';

export type ActivityRow = typeof activities.$inferSelect;

/** The tabs of /pages/activity/activity (GET /v1/activity/types). */
export const ACTIVITY_TYPES = [
  { id: 1, name: '新人专享' },
  { id: 2, name: '充值优惠' },
  { id: 3, name: '流水奖励' },
  { id: 4, name: '日常活动' },
] as const;

/**
 * How eligibility is decided. The automatic kinds are checked against the player's figures when they apply
 * and pay at once; `manual` applications wait for an operator (`pnpm ops activity:approve|reject`).
 */
export const activityRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('newcomer'), within_days: z.number().int().positive() }),
  z.object({ kind: z.literal('first_deposit'), min_paysum: z.string() }),
  z.object({ kind: z.literal('turnover'), min_turnover: z.string() }),
  z.object({ kind: z.literal('manual') }),
]);
export type ActivityRule = z.infer<typeof activityRule>;

export const PERIODS = { once: '每人限一次', daily: '每日一次', weekly: '每周一次' } as const;
export type Period = keyof typeof PERIODS;

export const isPeriod = (value: string): value is Period => Object.hasOwn(PERIODS, value);

/** The key one application is unique under: 'once', the Shanghai day, or the Monday of the week. */
export function periodKey(period: string, now = new Date()): string {
  if (period === 'daily') return shanghaiDay(now);
  if (period === 'weekly') return `W${shanghaiWeekStart(now)}`;
  return 'once';
}

/** When a period began (turnover activities count the stakes since then); null for once-only ones. */
export function periodStartDay(period: string, now = new Date()): string | null {
  if (period === 'daily') return shanghaiDay(now);
  if (period === 'weekly') return shanghaiWeekStart(now);
  return null;
}

export function ruleOf(row: ActivityRow): ActivityRule {
  const parsed = activityRule.safeParse(row.rule);
  return parsed.success ? parsed.data : { kind: 'manual' };
}

export const isAutomatic = (rule: ActivityRule) => rule.kind !== 'manual';

/** How the reward reaches the player: paid unasked, paid on a tap, or after an operator's review. */
export function grantText(row: ActivityRow): string {
  if (row.autoGrant && isAutomatic(ruleOf(row))) return '自动发放';
  return isAutomatic(ruleOf(row)) ? '领取即到账' : '人工审核';
}

/** The condition in the player's words, shown on the card and the detail page. */
export function conditionText(rule: ActivityRule, period: string): string {
  const scope = period === 'daily' ? '当日' : period === 'weekly' ? '本周' : '累计';
  switch (rule.kind) {
    case 'newcomer':
      return `注册${rule.within_days}天内可领取`;
    case 'first_deposit':
      return `累计充值满 ${fenToYuan(toFen(rule.min_paysum))} 元`;
    case 'turnover':
      return `${scope}有效投注满 ${fenToYuan(toFen(rule.min_turnover))} 元`;
    case 'manual':
      return '提交申请后由客服审核发放';
  }
}

/** Enabled activities running now, in display order (optionally of one tab). */
export async function runningActivities(db: Queryable, typeId?: number, now = new Date()) {
  return db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.enabled, true),
        typeId ? eq(activities.typeId, typeId) : undefined,
        or(isNull(activities.startsAt), lte(activities.startsAt, now)),
        or(isNull(activities.endsAt), gt(activities.endsAt, now)),
      ),
    )
    .orderBy(asc(activities.sort), asc(activities.id));
}

export async function findActivity(db: Queryable, id: number): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.enabled, true)))
    .limit(1);
  return row ?? null;
}

export function isRunning(row: ActivityRow, now = new Date()): boolean {
  return (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);
}

export function activityJson(row: ActivityRow, now = new Date()) {
  const rule = ruleOf(row);
  return {
    id: row.id,
    type_id: row.typeId,
    type_name: ACTIVITY_TYPES.find((type) => type.id === row.typeId)?.name ?? '',
    title: row.title,
    summary: row.summary,
    content: row.content,
    banner: row.banner,
    reward: fenToYuan(row.reward),
    period: isPeriod(row.period) ? row.period : ('once' as const),
    period_text: isPeriod(row.period) ? PERIODS[row.period] : PERIODS.once,
    kind: rule.kind,
    automatic: isAutomatic(rule),
    auto_grant: row.autoGrant && isAutomatic(rule),
    grant_text: grantText(row),
    /** The period running now: an application of this period (my-applications `period`) is this one's. */
    period_key: periodKey(row.period, now),
    condition: conditionText(rule, row.period),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

import { beijingDate, beijingDayStart, beijingMonthStart, fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, gte, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { inviteRewards, users } from '../../db/schema';
import { maskName } from '../mask-name';
import { FIRST_DEPOSIT_THRESHOLD_FEN, ruleName } from './rules';

/** Midnight of today and the 1st of this month in Beijing time, the days players count in. */
export function beijingPeriodStarts(now = new Date()) {
  return { day: beijingDayStart(beijingDate(now)), month: beijingMonthStart(now) };
}

/** The invite link: the shell's /ireg form with the code filled in, on the origin the player uses. */
export const inviteLink = (origin: string, code: string) =>
  `${origin}/#/ireg?code=${encodeURIComponent(code)}`;

export async function inviteStatistics(db: Queryable, userId: number) {
  const { day, month } = beijingPeriodStarts();
  const invitees = eq(users.inviterId, userId);
  const [counts] = await db
    .select({
      invited: count(),
      today: sql<number>`count(*) filter (where ${gte(users.createdAt, day)})`.mapWith(Number),
      month: sql<number>`count(*) filter (where ${gte(users.createdAt, month)})`.mapWith(Number),
      deposited: sql<number>`count(*) filter (where ${users.paysum} > 0)`.mapWith(Number),
      qualified:
        sql<number>`count(*) filter (where ${gte(users.paysum, FIRST_DEPOSIT_THRESHOLD_FEN)})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(invitees);
  const rewards = await db
    .select({ rule: inviteRewards.rule, total: sum(inviteRewards.amount), n: count() })
    .from(inviteRewards)
    .where(eq(inviteRewards.inviterId, userId))
    .groupBy(inviteRewards.rule);
  const totalOf = (rule?: string) =>
    rewards
      .filter((row) => rule === undefined || row.rule === rule)
      .reduce((acc, row) => acc + BigInt(row.total ?? 0), 0n);
  return {
    invited_count: counts?.invited ?? 0,
    today_count: counts?.today ?? 0,
    month_count: counts?.month ?? 0,
    deposited_count: counts?.deposited ?? 0,
    qualified_count: counts?.qualified ?? 0,
    reward_count: rewards.reduce((acc, row) => acc + row.n, 0),
    total_reward: fenToYuan(totalOf()),
    register_reward: fenToYuan(totalOf('register')),
    deposit_reward: fenToYuan(totalOf('first_deposit')),
  };
}

/** My downline of the invite programme (users.inviterId = me), names masked. */
export async function referralList(db: Queryable, userId: number, page: number, perPage: number) {
  const [total] = await db.select({ n: count() }).from(users).where(eq(users.inviterId, userId));
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      createdAt: users.createdAt,
      paysum: users.paysum,
    })
    .from(users)
    .where(eq(users.inviterId, userId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const earned = rows.length
    ? await db
        .select({ inviteeId: inviteRewards.inviteeId, total: sum(inviteRewards.amount) })
        .from(inviteRewards)
        .where(
          and(
            eq(inviteRewards.inviterId, userId),
            inArray(
              inviteRewards.inviteeId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .groupBy(inviteRewards.inviteeId)
    : [];
  return {
    list: rows.map((row) => ({
      id: row.id,
      username: maskName(row.username),
      registered_at: row.createdAt.toISOString(),
      has_deposited: row.paysum > 0n ? 1 : 0,
      reward: fenToYuan(BigInt(earned.find((reward) => reward.inviteeId === row.id)?.total ?? 0)),
    })),
    total: total?.n ?? 0,
    page,
    per_page: perPage,
  };
}

export async function rewardList(db: Queryable, userId: number, page: number, perPage: number) {
  const [total] = await db
    .select({ n: count(), amount: sum(inviteRewards.amount) })
    .from(inviteRewards)
    .where(eq(inviteRewards.inviterId, userId));
  const rows = await db
    .select({ reward: inviteRewards, invitee: users.username })
    .from(inviteRewards)
    .innerJoin(users, eq(users.id, inviteRewards.inviteeId))
    .where(eq(inviteRewards.inviterId, userId))
    .orderBy(desc(inviteRewards.createdAt), desc(inviteRewards.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    list: rows.map(({ reward, invitee }) => ({
      id: reward.id,
      invitee: maskName(invitee),
      rule: reward.rule,
      rule_name: ruleName(reward.rule),
      amount: fenToYuan(reward.amount),
      created_at: reward.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    total_amount: fenToYuan(BigInt(total?.amount ?? 0)),
    page,
    per_page: perPage,
  };
}

const RANKING_SIZE = 20;

/** Top inviters by invitees registered (all time, or this month); the viewer's own name is shown in full. */
export async function inviteRanking(db: Queryable, viewerId: number, period: 'all' | 'month') {
  const since = period === 'month' ? beijingPeriodStarts().month : null;
  const filter = since
    ? and(isNotNull(users.inviterId), gte(users.createdAt, since))
    : isNotNull(users.inviterId);
  const counted = await db
    .select({ inviterId: users.inviterId, n: count() })
    .from(users)
    .where(filter)
    .groupBy(users.inviterId)
    .orderBy(desc(count()), users.inviterId);
  const top = counted.slice(0, RANKING_SIZE);
  const names = top.length
    ? await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(
          inArray(
            users.id,
            top.map((row) => row.inviterId as number),
          ),
        )
    : [];
  const nameOf = (id: number) => names.find((row) => row.id === id)?.username ?? '';
  const myIndex = counted.findIndex((row) => row.inviterId === viewerId);
  return {
    period,
    list: top.map((row, index) => {
      const id = row.inviterId as number;
      return {
        rank: index + 1,
        username: id === viewerId ? nameOf(id) : maskName(nameOf(id)),
        invited_count: row.n,
        is_me: id === viewerId ? 1 : 0,
      };
    }),
    my_rank: myIndex === -1 ? null : myIndex + 1,
    my_count: myIndex === -1 ? 0 : (counted[myIndex]?.n ?? 0),
  };
}

import { sportOfType } from '@app/shared/betting';
import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { matches, orders, planFollows, plans, users } from '../../db/schema';
import { DomainError } from '../errors';
import { maskName } from '../mask-name';
import { ORDER_STATUS, ORDER_STATUS_TEXT } from '../sports/codes';
import { oneOrderJson } from '../sports/order-views';
import { combinationsOf } from '../sports/settlement';
import { publisherRecords, returnBasisPointsOf, streakOf } from './records';
import { PLAN_STATUS_TEXT, planResult, planStatus } from './rules';

export type PlanSort = 'recommend' | 'popular' | 'streak';
export interface Page {
  page: number;
  perPage: number;
}

const SPORT_NAME = { football: '足球', basketball: '篮球' } as const;

const followers = sql<number>`(select count(*)::int from plan_follows f where f.plan_id = ${plans.id})`;
const followedStake = sql<string>`(select coalesce(sum(o.stake), 0)::text from plan_follows f
  join orders o on o.id = f.order_id where f.plan_id = ${plans.id})`;
const legCount = sql<number>`(select count(*)::int from order_legs l where l.order_id = ${plans.orderId})`;
// The ticket's earliest kickoff, read live: an operator may move a match.
const deadline = sql<Date>`(select min(m.kickoff_at) from order_legs l join matches m on m.id = l.match_id
  where l.order_id = ${plans.orderId})`.mapWith(matches.kickoffAt);
const isOpen = sql`(${orders.status} = ${ORDER_STATUS.pending} and ${deadline} > now())`;

const planSelect = (db: Queryable) =>
  db
    .select({
      plan: plans,
      order: orders,
      nickname: users.nickname,
      username: users.username,
      avatar: users.avatar,
      deadline,
      followers,
      followedStake,
      legCount,
    })
    .from(plans)
    .innerJoin(orders, eq(orders.id, plans.orderId))
    .innerJoin(users, eq(users.id, plans.userId));
type PlanRow = Awaited<ReturnType<ReturnType<typeof planSelect>['execute']>>[number];

function titleOf({ order, legCount }: PlanRow): string {
  const sport = sportOfType(order.sportType);
  const names = combinationsOf(order).map((combination) => combination.name);
  const mode = order.mode === 'mixed' ? names.join(',') || '串关' : '单关';
  return `${mode} · ${sport ? SPORT_NAME[sport] : '体育'} · ${legCount}场`;
}

/** The plans as players see them, each with its publisher's record. */
async function plansJson(db: Queryable, rows: PlanRow[], viewerId: number | null) {
  const records = await publisherRecords(
    db,
    rows.map((row) => row.plan.userId),
  );
  return rows.map((row) => {
    const status = planStatus(row.order.status, row.deadline);
    return {
      id: row.plan.id,
      expert: {
        user_id: row.plan.userId,
        nickname: row.nickname || maskName(row.username),
        avatar: row.avatar,
        record: records.get(row.plan.userId) ?? { settled: 0, won: 0, return_rate: '0.00', streak: 0 },
      },
      sport_type: row.order.sportType,
      title: titleOf(row),
      commission_rate: row.plan.commissionRate,
      deadline: row.deadline.toISOString(),
      status,
      status_text: PLAN_STATUS_TEXT[status],
      result: planResult(row.order.status),
      followers: Number(row.followers),
      followed_stake: fenToYuan(BigInt(row.followedStake)),
      unit_stake: fenToYuan(row.order.amount * BigInt(row.order.betCount)),
      created_at: row.plan.createdAt.toISOString(),
      mine: viewerId === row.plan.userId,
    };
  });
}
export type PlanJson = Awaited<ReturnType<typeof plansJson>>[number];

const SORTS: Record<PlanSort, SQL[]> = {
  recommend: [sql`${returnBasisPointsOf(sql`${plans.userId}`)} desc`, desc(plans.createdAt)],
  popular: [sql`${followedStake} desc`, desc(plans.createdAt)],
  streak: [sql`${streakOf(sql`${plans.userId}`)} desc`, desc(plans.createdAt)],
};

/** 跟单大厅: open plans first, then by the sort; optionally one sport, or one publisher's plans (their page). */
export async function listPlans(
  db: Queryable,
  query: { sort: PlanSort; sportType?: number | undefined; publisherId?: number | undefined } & Page,
  viewerId: number | null,
) {
  const where = and(
    query.sportType === undefined ? undefined : eq(orders.sportType, query.sportType),
    query.publisherId === undefined ? undefined : eq(plans.userId, query.publisherId),
  );
  const rows = await planSelect(db)
    .where(where)
    .orderBy(sql`case when ${isOpen} then 0 else 1 end`, ...SORTS[query.sort], desc(plans.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db
    .select({ n: count() })
    .from(plans)
    .innerJoin(orders, eq(orders.id, plans.orderId))
    .where(where);
  return {
    list: await plansJson(db, rows, viewerId),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.perPage,
  };
}

type FollowRow = typeof planFollows.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

function followJson(follow: FollowRow, order: OrderRow) {
  return {
    id: follow.id,
    plan_id: follow.planId,
    multiple: order.multiple,
    stake: fenToYuan(order.stake),
    order_no: order.orderNo,
    order_status: order.status,
    order_status_text: ORDER_STATUS_TEXT[order.status] ?? '',
    payout: fenToYuan(order.payout),
    commission: fenToYuan(follow.commission),
    created_at: follow.createdAt.toISOString(),
  };
}

const followSelect = (db: Queryable) =>
  db
    .select({ follow: planFollows, order: orders })
    .from(planFollows)
    .innerJoin(orders, eq(orders.id, planFollows.orderId));

export async function followById(db: Queryable, id: number) {
  const [row] = await followSelect(db).where(eq(planFollows.id, id));
  if (!row) throw new DomainError(404, '跟单记录不存在');
  return followJson(row.follow, row.order);
}

/** 方案详情: the plan, its analysis, the publisher's ticket and the viewer's own follows of it. */
export async function planDetail(db: Queryable, planId: number, viewerId: number | null) {
  const [row] = await planSelect(db).where(eq(plans.id, planId));
  if (!row) throw new DomainError(404, '方案不存在');
  const [plan] = await plansJson(db, [row], viewerId);
  if (!plan) throw new DomainError(404, '方案不存在');
  const mine =
    viewerId === null
      ? []
      : await followSelect(db)
          .where(and(eq(planFollows.planId, planId), eq(planFollows.userId, viewerId)))
          .orderBy(desc(planFollows.id));
  return {
    ...plan,
    analysis: row.plan.analysis,
    ticket: await oneOrderJson(db, row.order),
    my_follows: mine.map(({ follow, order }) => followJson(follow, order)),
  };
}

/** 我跟的: the player's follows, newest first, each with its plan. */
export async function myFollows(db: Queryable, userId: number, page: Page) {
  const rows = await followSelect(db)
    .where(eq(planFollows.userId, userId))
    .orderBy(desc(planFollows.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const planRows = rows.length
    ? await planSelect(db).where(
        inArray(
          plans.id,
          rows.map((row) => row.follow.planId),
        ),
      )
    : [];
  const planJsons = new Map((await plansJson(db, planRows, userId)).map((plan) => [plan.id, plan]));
  const [total] = await db.select({ n: count() }).from(planFollows).where(eq(planFollows.userId, userId));
  return {
    list: rows.flatMap(({ follow, order }) => {
      const plan = planJsons.get(follow.planId);
      return plan ? [{ ...followJson(follow, order), plan }] : [];
    }),
    total: total?.n ?? 0,
    page: page.page,
    per_page: page.perPage,
  };
}

/** 我发的: the player's plans, newest first, with the commission each has earned. */
export async function myPublished(db: Queryable, userId: number, page: Page) {
  const rows = await planSelect(db)
    .where(eq(plans.userId, userId))
    .orderBy(desc(plans.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [total] = await db.select({ n: count() }).from(plans).where(eq(plans.userId, userId));
  const list = await plansJson(db, rows, userId);
  // Only this list shows it, so it is summed here for the page's plans, not in every plan read.
  const earned = rows.length
    ? await db
        .select({ planId: planFollows.planId, fen: sum(planFollows.commission) })
        .from(planFollows)
        .where(
          inArray(
            planFollows.planId,
            rows.map((row) => row.plan.id),
          ),
        )
        .groupBy(planFollows.planId)
    : [];
  const earnedBy = new Map(earned.map((row) => [row.planId, BigInt(row.fen ?? '0')]));
  return {
    list: list.map((plan) => ({ ...plan, commission_earned: fenToYuan(earnedBy.get(plan.id) ?? 0n) })),
    total: total?.n ?? 0,
    page: page.page,
    per_page: page.perPage,
  };
}

import { and, desc, eq, gt, isNull, min, notExists, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { matches, orderLegs, orders, planFollows, plans, syndicates, users } from '../../db/schema';
import { sanitizeArticleHtml } from '../articles/sanitize';
import { DomainError } from '../errors';
import { ORDER_STATUS } from '../sports/codes';
import { publishRules } from './rules';

export interface PublishInput {
  userId: number;
  orderId: number;
  commissionRate: number;
  analysis: string;
}

type OrderRow = typeof orders.$inferSelect;

/** The ticket's earliest kickoff: a follow after it could know a result. */
export async function deadlineOf(db: Queryable, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ deadline: min(matches.kickoffAt) })
    .from(orderLegs)
    .innerJoin(matches, eq(matches.id, orderLegs.matchId))
    .where(eq(orderLegs.orderId, orderId));
  return row?.deadline ?? null;
}

/** Why an own order cannot be a plan, or null when it can. */
function refusalOf(order: OrderRow, deadline: Date | null, now: Date): string | null {
  if (order.inPlay) return '滚球注单不能发布为方案';
  if (order.subMultiples !== null) return '奖金优化注单不能发布为方案';
  if (order.status !== ORDER_STATUS.pending || !deadline || deadline.getTime() <= now.getTime())
    return '方案已截止，不能发布';
  return null;
}

/**
 * Publishes one of the player's own pending pre-match orders as a plan: the publisher bets on it first, and
 * the plan is that ticket. A follow's own order cannot be published again (it would resell someone else's
 * plan), and one order is one plan (the unique order_id answers a race between two publications).
 */
export async function publishPlan(db: Db, input: PublishInput): Promise<number> {
  const rules = await publishRules(db);
  if (rules.publishers) {
    const [user] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user || !rules.publishers.has(user.username))
      throw new DomainError(403, '暂未开放发布方案，请联系客服');
  }
  const max = rules.commissionMaxPercent;
  if (input.commissionRate > max) throw new DomainError(422, `佣金比例最高 ${max}%`);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
  if (!order) throw new DomainError(404, '注单不存在');
  const [followed] = await db
    .select({ id: planFollows.id })
    .from(planFollows)
    .where(eq(planFollows.orderId, order.id));
  if (followed) throw new DomainError(422, '跟单的注单不能再发布为方案');
  // A 合买's order is the initiator's in name only: its stake and prize belong to every share.
  const [sold] = await db
    .select({ id: syndicates.id })
    .from(syndicates)
    .where(eq(syndicates.orderId, order.id));
  if (sold) throw new DomainError(422, '合买的注单不能发布为方案');
  const deadline = await deadlineOf(db, order.id);
  const refusal = refusalOf(order, deadline, new Date());
  if (refusal || !deadline) throw new DomainError(422, refusal ?? '方案已截止，不能发布');
  const [plan] = await db
    .insert(plans)
    .values({
      userId: input.userId,
      orderId: order.id,
      commissionRate: input.commissionRate,
      analysis: sanitizeArticleHtml(input.analysis),
    })
    .onConflictDoNothing({ target: plans.orderId })
    .returning({ id: plans.id });
  if (!plan) throw new DomainError(422, '该注单已发布为方案');
  return plan.id;
}

/** The player's own orders that could be published now, newest first (at most 50). */
export async function publishableOrders(db: Queryable, userId: number): Promise<OrderRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, ORDER_STATUS.pending),
        eq(orders.inPlay, false),
        isNull(orders.subMultiples),
        notExists(db.select({ one: sql`1` }).from(plans).where(eq(plans.orderId, orders.id))),
        notExists(db.select({ one: sql`1` }).from(planFollows).where(eq(planFollows.orderId, orders.id))),
        notExists(db.select({ one: sql`1` }).from(syndicates).where(eq(syndicates.orderId, orders.id))),
        gt(
          db
            .select({ first: min(matches.kickoffAt) })
            .from(orderLegs)
            .innerJoin(matches, eq(matches.id, orderLegs.matchId))
            .where(eq(orderLegs.orderId, orders.id)),
          sql`now()`,
        ),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return rows;
}

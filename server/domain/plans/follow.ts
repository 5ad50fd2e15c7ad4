import { formatOdds, sportOfType } from '@app/shared/betting';
import { fenToYuan } from '@app/shared/format';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLegs, orders, planFollows, plans } from '../../db/schema';
import { DomainError } from '../errors';
import { ORDER_STATUS } from '../sports/codes';
import { submitOrder } from '../sports/submit';
import { deadlineOf } from './publish';

export interface FollowInput {
  userId: number;
  sessionId?: number;
  planId: number;
  multiple: number;
  idempotencyKey?: string;
}

const CLOSED = '方案已截止跟单';

/**
 * 跟单: places the plan's ticket as the follower's own order at their multiple, through the ordinary order
 * code (every rule of a slip holds: open matches, limits, 理性投注, liability), at the current odds, and
 * records the follow in the order's transaction. The order code refuses any match that has kicked off, so
 * nothing is placed after the deadline even if this check raced it. The same idempotency key answers the
 * first follow.
 */
export async function followPlan(db: Db, input: FollowInput): Promise<number> {
  const [row] = await db
    .select({ plan: plans, order: orders })
    .from(plans)
    .innerJoin(orders, eq(orders.id, plans.orderId))
    .where(eq(plans.id, input.planId));
  if (!row) throw new DomainError(404, '方案不存在');
  const { plan, order } = row;
  if (plan.userId === input.userId) throw new DomainError(422, '不能跟单自己的方案');
  const deadline = await deadlineOf(db, order.id);
  if (order.status !== ORDER_STATUS.pending || !deadline || deadline.getTime() <= Date.now())
    throw new DomainError(422, CLOSED);
  const sport = sportOfType(order.sportType);
  if (!sport) throw new DomainError(422, CLOSED);
  const legs = await db.select().from(orderLegs).where(eq(orderLegs.orderId, order.id)).orderBy(orderLegs.id);

  const { order: placed } = await submitOrder(db, {
    userId: input.userId,
    ...(input.sessionId === undefined ? {} : { sessionId: input.sessionId }),
    sport,
    mode: order.mode === 'mixed' ? 'mixed' : 'single',
    combos: order.combos.split(',').filter(Boolean),
    selections: legs.map((leg) => ({
      match_id: leg.matchId,
      play: leg.play,
      option: leg.option,
      odds: formatOdds(BigInt(leg.odds)),
      ...(leg.banker ? { banker: true } : {}),
    })),
    amount: Number(fenToYuan(order.amount)),
    multiple: input.multiple,
    oddsPolicy: 'any',
    ...(input.idempotencyKey ? { idempotencyKey: `plan:${plan.id}:${input.idempotencyKey}` } : {}),
    onPlaced: async (tx, placedOrder) => {
      await tx.insert(planFollows).values({ planId: plan.id, userId: input.userId, orderId: placedOrder.id });
    },
  });
  const [follow] = await db
    .select({ id: planFollows.id })
    .from(planFollows)
    .where(eq(planFollows.orderId, placed.id));
  if (!follow) throw new DomainError(409, '该幂等键已用于其他注单');
  return follow.id;
}

import { fenToYuan } from '@app/shared/format';
import type { DashboardFigures } from '@app/shared/ops';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { activityApplications, agentApplications, paymentOrders, withdrawals } from '../../db/schema';
import { PAYMENT_STATUS, WITHDRAW_STATUS } from '../finance/statuses';
import { beijingDate } from './days';
import { platformDayFigures } from './figures';

/** The recharges an operator confirms or rejects: the same set as GET /api/ops/payments lists. */
const AWAITING_RECHARGE = [PAYMENT_STATUS.pending, PAYMENT_STATUS.submitted];

const countAndSum = { count: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(amount), 0)::text` };

/**
 * The operators' dashboard (运营概览): what waits for a decision (withdrawals, recharges, activity and agent
 * applications), today's money (Beijing day) and how many players are online now.
 */
export async function dashboardFigures(
  db: Queryable,
  onlinePlayers: number,
  now = new Date(),
): Promise<DashboardFigures> {
  const [[pendingWithdrawals], [pendingRecharges], [activities], [agents], today] = await Promise.all([
    db.select(countAndSum).from(withdrawals).where(eq(withdrawals.status, WITHDRAW_STATUS.pending)),
    db.select(countAndSum).from(paymentOrders).where(inArray(paymentOrders.status, AWAITING_RECHARGE)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(activityApplications)
      .where(eq(activityApplications.status, 0)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(agentApplications)
      .where(eq(agentApplications.status, 'pending')),
    platformDayFigures(db, beijingDate(now)),
  ]);
  return {
    pending_withdrawals: {
      count: pendingWithdrawals?.count ?? 0,
      amount: fenToYuan(BigInt(pendingWithdrawals?.sum ?? '0')),
    },
    pending_recharges: {
      count: pendingRecharges?.count ?? 0,
      amount: fenToYuan(BigInt(pendingRecharges?.sum ?? '0')),
    },
    pending_applications: { activities: activities?.count ?? 0, agents: agents?.count ?? 0 },
    today,
    online_players: onlinePlayers,
  };
}

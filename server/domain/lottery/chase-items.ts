import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { lotteryBets, lotteryChaseItems, lotteryChases } from '../../db/schema';
import { changeBalance } from '../ledger';
import { lockPlayerFlags, restrictionOf } from '../restrictions';
import { newBetNo } from './codes';

// The per-expect state machine of a 追号 plan: pending → placed → settled | refunded. Every step runs with
// the plan row held FOR UPDATE and guards on the item's current status, so each item moves once.

export type ChaseRow = typeof lotteryChases.$inferSelect;
export type ChaseItemRow = typeof lotteryChaseItems.$inferSelect;

export const CHASE_STATUS = { active: 0, completed: 1, stopped: 2 } as const;
export const CHASE_STATUS_TEXT: Record<number, string> = { 0: '进行中', 1: '已完成', 2: '已停止' };
export const ITEM_STATUS = { pending: 0, placed: 1, settled: 2, refunded: 3 } as const;
export const ITEM_STATUS_TEXT: Record<number, string> = {
  0: '待投注',
  1: '已投注',
  2: '已开奖',
  3: '已退款',
};
/**
 * 中奖后停止, the player's 停止追号, or the restrictions (black-list, game ban, disabled) or the player's own
 * 理性投注 limits and exclusions ending the plan.
 */
export type StopReason = 'win' | 'player' | 'restricted';

/** The plan row, held FOR UPDATE: every move of its items waits for the others. */
export async function lockChase(tx: Tx, chaseId: number): Promise<ChaseRow | undefined> {
  const [row] = await tx.select().from(lotteryChases).where(eq(lotteryChases.id, chaseId)).for('update');
  return row;
}

/**
 * Places one pending item as a normal lottery bet of its expect. Its stake was held when the plan was made,
 * so no ledger row is written; the bet's unique chase_item_id places it once even if the guard were skipped.
 */
export async function placeChaseItem(
  tx: Tx,
  chase: ChaseRow,
  item: ChaseItemRow,
  now: Date,
): Promise<boolean> {
  const [moved] = await tx
    .update(lotteryChaseItems)
    .set({ status: ITEM_STATUS.placed, placedAt: now })
    .where(and(eq(lotteryChaseItems.id, item.id), eq(lotteryChaseItems.status, ITEM_STATUS.pending)))
    .returning({ id: lotteryChaseItems.id });
  if (!moved) return false;
  await tx.insert(lotteryBets).values({
    betNo: newBetNo(now),
    userId: chase.userId,
    lotteryId: chase.lotteryId,
    expect: item.expect,
    play: chase.play,
    codes: chase.codes,
    itemCount: chase.itemCount,
    amount: chase.amount,
    multiple: item.multiple,
    stake: item.stake,
    chaseItemId: item.id,
    createdAt: now,
  });
  return true;
}

/**
 * Refunds pending items of a plan (all of them, or the given ones) in one ledger row. The key names the
 * first refunded expect: once refunded it is never pending again, so no two refunds share a key.
 */
export async function refundChaseItems(
  tx: Tx,
  chase: ChaseRow,
  now: Date,
  itemIds?: number[],
): Promise<bigint> {
  if (itemIds?.length === 0) return 0n;
  const rows = await tx
    .update(lotteryChaseItems)
    .set({ status: ITEM_STATUS.refunded, refundedAt: now })
    .where(
      and(
        eq(lotteryChaseItems.chaseId, chase.id),
        eq(lotteryChaseItems.status, ITEM_STATUS.pending),
        itemIds ? inArray(lotteryChaseItems.id, itemIds) : undefined,
      ),
    )
    .returning({ seq: lotteryChaseItems.seq, stake: lotteryChaseItems.stake });
  if (rows.length === 0) return 0n;
  const amount = rows.reduce((sum, row) => sum + row.stake, 0n);
  const first = Math.min(...rows.map((row) => row.seq));
  await changeBalance(tx, {
    userId: chase.userId,
    amountFen: amount,
    type: 'lottery_chase_refund',
    remark: `追号退款 ${chase.chaseNo} ${rows.length}期`,
    idempotencyKey: `lottery_chase_refund:${chase.chaseNo}:${first}`,
  });
  return amount;
}

/** Stops an active plan: its pending items are refunded; placed bets still settle. */
export async function stopChaseLocked(
  tx: Tx,
  chase: ChaseRow,
  reason: StopReason,
  now: Date,
): Promise<bigint> {
  if (chase.status !== CHASE_STATUS.active) return 0n;
  const refund = await refundChaseItems(tx, chase, now);
  await tx
    .update(lotteryChases)
    .set({ status: CHASE_STATUS.stopped, stopReason: reason, stopRefund: refund, finishedAt: now })
    .where(eq(lotteryChases.id, chase.id));
  return refund;
}

/**
 * Before placing an item: a player the restrictions now keep from lottery gets no further bet; the plan
 * stops and its pending expects are refunded (the refund answered), exactly as their own stop would (the plan row is held, so a
 * concurrent stop or draw refunds nothing twice). Takes the wallet after the plan, as a stop does.
 */
export async function stopIfRestricted(tx: Tx, chase: ChaseRow, now: Date): Promise<bigint | null> {
  const flags = await lockPlayerFlags(tx, chase.userId);
  if (!restrictionOf(flags, 'lottery')) return null;
  return stopChaseLocked(tx, chase, 'restricted', now);
}

/** An active plan with nothing left to place or settle is 已完成. */
export async function completeIfDone(tx: Tx, chase: ChaseRow, now: Date): Promise<void> {
  if (chase.status !== CHASE_STATUS.active) return;
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(lotteryChaseItems)
    .where(
      and(
        eq(lotteryChaseItems.chaseId, chase.id),
        inArray(lotteryChaseItems.status, [ITEM_STATUS.pending, ITEM_STATUS.placed]),
      ),
    );
  if ((open?.n ?? 0) > 0) return;
  await tx
    .update(lotteryChases)
    .set({ status: CHASE_STATUS.completed, finishedAt: now })
    .where(eq(lotteryChases.id, chase.id));
}

/**
 * Inside a draw, before any wallet is touched (plan before wallet, as a stop takes them): the plans with a
 * bet in this expect, held FOR UPDATE in id order.
 */
export async function lockChasesDrawnIn(tx: Tx, lotteryId: number, expect: string): Promise<ChaseRow[]> {
  const ids = await tx
    .selectDistinct({ chaseId: lotteryChaseItems.chaseId })
    .from(lotteryChaseItems)
    .where(
      and(
        eq(lotteryChaseItems.lotteryId, lotteryId),
        eq(lotteryChaseItems.expect, expect),
        eq(lotteryChaseItems.status, ITEM_STATUS.placed),
      ),
    );
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(lotteryChases)
    .where(
      inArray(
        lotteryChases.id,
        ids.map((row) => row.chaseId),
      ),
    )
    .orderBy(asc(lotteryChases.id))
    .for('update');
}

/**
 * After the draw settled the bets of `expect`: their items become settled with the bet's payout; a plan
 * that won with 中奖后停止 stops (the rest refunded in the same transaction); a plan with nothing left is done.
 */
export async function settleChaseItems(
  tx: Tx,
  chases: ChaseRow[],
  lotteryId: number,
  expect: string,
  now: Date,
): Promise<void> {
  if (chases.length === 0) return;
  const settled = await tx
    .update(lotteryChaseItems)
    .set({ status: ITEM_STATUS.settled, settledAt: now, winAmount: lotteryBets.winAmount })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.chaseItemId, lotteryChaseItems.id),
        eq(lotteryChaseItems.lotteryId, lotteryId),
        eq(lotteryChaseItems.expect, expect),
        eq(lotteryChaseItems.status, ITEM_STATUS.placed),
      ),
    )
    .returning({ chaseId: lotteryChaseItems.chaseId, winAmount: lotteryChaseItems.winAmount });
  const won = new Set(settled.filter((row) => row.winAmount > 0n).map((row) => row.chaseId));
  for (const chase of chases) {
    if (won.has(chase.id) && chase.stopOnWin === 1) await stopChaseLocked(tx, chase, 'win', now);
    else await completeIfDone(tx, chase, now);
  }
}

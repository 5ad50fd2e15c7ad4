import {
  checkBetCodes,
  estimateLotteryBet,
  findLotteryPlay,
  type LotteryBetEstimate,
  type LotteryPlay,
} from '@app/shared/lottery';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lotteryBets, lotteryExpects } from '../../db/schema';
import { changeBalance, lockWallet, moneyTransaction } from '../ledger';
import { guardStake } from '../protection';
import {
  BET_NO_CONSTRAINT,
  BET_STATUS,
  EXPECT_STATUS,
  isUniqueViolation,
  LotteryRejected,
  newBetNo,
} from './codes';
import { type LotteryRow, lockExpectThenWallet, requireLottery } from './expects';

export type BetRow = typeof lotteryBets.$inferSelect;

export interface CreateBetInput {
  userId: number;
  lotteryId: number;
  /** The expect the player saw; refused when it is no longer the one taking bets. */
  expect?: string;
  playId: string;
  codes: string;
  amountFen: bigint;
  multiple: number;
  idempotencyKey?: string;
  now?: Date;
  /** The signed-in session placing it, for the player's time limits (理性投注). */
  sessionId?: number;
}

async function findByKey(db: Db, userId: number, key: string): Promise<BetRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.userId, userId), eq(lotteryBets.idempotencyKey, key)));
  return row;
}

/**
 * Places a bet: re-checks the play, code, amount and multiple with @app/shared/lottery, then, holding the
 * open expect FOR SHARE (its draw waits) and the wallet, writes the bet and debits the stake through the
 * ledger in one transaction. The same idempotency key returns the first bet.
 */
export async function createBet(db: Db, input: CreateBetInput): Promise<{ bet: BetRow; repeated: boolean }> {
  if (input.idempotencyKey) {
    const existing = await findByKey(db, input.userId, input.idempotencyKey);
    if (existing) return { bet: existing, repeated: true };
  }
  const lottery = await requireLottery(db, input.lotteryId);
  const play = findLotteryPlay(input.playId);
  if (!play || play.type !== lottery.type) throw new LotteryRejected('玩法不存在');
  const check = checkBetCodes(play, input.codes);
  if (!check.valid) throw new LotteryRejected(check.message);
  const estimate = estimateLotteryBet(play, check.codes, input.amountFen, input.multiple);
  if (!estimate.valid) throw new LotteryRejected(estimate.message);
  const now = input.now ?? new Date();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return {
        bet: await writeBet(db, { input, lottery, play, codes: check.codes, estimate, now }),
        repeated: false,
      };
    } catch (error) {
      // Another bet took the same number in the same second: nothing was written, write it again.
      if (attempt < 3 && isUniqueViolation(error, BET_NO_CONSTRAINT)) continue;
      // Two requests with one key raced: the loser returns the winner's bet.
      if (input.idempotencyKey && isUniqueViolation(error)) {
        const existing = await findByKey(db, input.userId, input.idempotencyKey);
        if (existing) return { bet: existing, repeated: true };
      }
      throw error;
    }
  }
}

interface BetWrite {
  input: CreateBetInput;
  lottery: LotteryRow;
  play: LotteryPlay;
  codes: string;
  estimate: LotteryBetEstimate;
  now: Date;
}

/** The bet and its stake debit in one transaction, holding the open expect and then the wallet. */
function writeBet(db: Db, { input, lottery, play, codes, estimate, now }: BetWrite): Promise<BetRow> {
  return moneyTransaction(db, async (tx) => {
    const expect = await lockExpectThenWallet(tx, lottery, now, input);
    const betNo = newBetNo(now);
    const [row] = await tx
      .insert(lotteryBets)
      .values({
        betNo,
        userId: input.userId,
        lotteryId: lottery.id,
        expect: expect.expect,
        play: play.id,
        codes,
        itemCount: estimate.itemCount,
        amount: input.amountFen,
        multiple: input.multiple,
        stake: estimate.stakeFen,
        idempotencyKey: input.idempotencyKey ?? null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('bet insert returned nothing');
    await guardStake(tx, {
      userId: input.userId,
      amountFen: estimate.stakeFen,
      source: `lottery:${betNo}`,
      now,
      sessionId: input.sessionId,
    });
    await changeBalance(tx, {
      userId: input.userId,
      amountFen: -estimate.stakeFen,
      type: 'lottery_bet',
      remark: `${lottery.name} 第${expect.expect}期 ${play.name}`,
      idempotencyKey: `lottery_bet:${betNo}`,
    });
    return row;
  });
}

export interface CancelOutcome {
  cancelled: BetRow[];
  failed: Array<{ betId: number; message: string }>;
  refund: bigint;
}

export const BET_NOT_FOUND = '注单不存在';
const NOT_CANCELLABLE = '该注单已开奖或已撤单，不能撤单';
const CANCEL_CLOSED = '本期已封盘，不能撤单';
const CHASE_BET = '追号注单不能撤单，请在我的追号中停止追号';

/**
 * Cancels the player's own pending bets whose expect is still open, refunding each stake through the
 * ledger. Bets of other players are reported as missing. Expect rows are held FOR SHARE first (the draw
 * waits), then the wallet, then the bets; the `status = 0` guard refunds each bet once. A bet already
 * cancelled (a retry, or a concurrent cancel that won) is answered as cancelled with its stake, as the first
 * cancel answered, and refunds nothing more: single and batch cancels are idempotent alike.
 */
export async function cancelBets(
  db: Db,
  userId: number,
  betIds: number[],
  now = new Date(),
): Promise<CancelOutcome> {
  const ids = [...new Set(betIds)];
  return moneyTransaction(db, async (tx) => {
    const owned = await tx
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.userId, userId), inArray(lotteryBets.id, ids)))
      // One order for the answer and for the row locks the updates take (two batches cannot deadlock).
      .orderBy(lotteryBets.id);
    const failed: CancelOutcome['failed'] = ids
      .filter((id) => !owned.some((bet) => bet.id === id))
      .map((betId) => ({ betId, message: BET_NOT_FOUND }));
    const open = await openExpectsOf(tx, owned, now);
    await lockWallet(tx, userId);
    const cancelled: BetRow[] = [];
    let refund = 0n;
    const answerCancelled = (bet: BetRow) => {
      cancelled.push(bet);
      refund += bet.stake;
    };
    for (const bet of owned) {
      if (bet.status === BET_STATUS.cancelled) {
        answerCancelled(bet);
        continue;
      }
      if (bet.status !== BET_STATUS.pending) {
        failed.push({ betId: bet.id, message: NOT_CANCELLABLE });
        continue;
      }
      if (bet.chaseItemId !== null) {
        failed.push({ betId: bet.id, message: CHASE_BET });
        continue;
      }
      if (!open.has(`${bet.lotteryId}:${bet.expect}`)) {
        failed.push({ betId: bet.id, message: CANCEL_CLOSED });
        continue;
      }
      const [row] = await tx
        .update(lotteryBets)
        .set({ status: BET_STATUS.cancelled, cancelledAt: now })
        .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, BET_STATUS.pending)))
        .returning();
      if (!row) {
        // Settled or cancelled since it was read: what it is now decides the answer.
        const [current] = await tx.select().from(lotteryBets).where(eq(lotteryBets.id, bet.id));
        if (current?.status === BET_STATUS.cancelled) answerCancelled(current);
        else failed.push({ betId: bet.id, message: NOT_CANCELLABLE });
        continue;
      }
      await changeBalance(tx, {
        userId,
        amountFen: row.stake,
        type: 'lottery_cancel',
        remark: `撤单 ${row.betNo}`,
        idempotencyKey: `lottery_cancel:${row.betNo}`,
      });
      answerCancelled(row);
    }
    return { cancelled, failed, refund };
  });
}

/** The expects of these bets still taking bets, held FOR SHARE in a fixed order. */
async function openExpectsOf(tx: Tx, bets: BetRow[], now: Date): Promise<Set<string>> {
  const keys = [...new Set(bets.map((bet) => `${bet.lotteryId}:${bet.expect}`))].sort();
  const open = new Set<string>();
  for (const key of keys) {
    const [lotteryId, expect = ''] = key.split(':');
    const [row] = await tx
      .select()
      .from(lotteryExpects)
      .where(and(eq(lotteryExpects.lotteryId, Number(lotteryId)), eq(lotteryExpects.expect, expect)))
      .for('share');
    if (row && row.status === EXPECT_STATUS.open && row.closeAt.getTime() > now.getTime()) open.add(key);
  }
  return open;
}

import { randomInt } from 'node:crypto';
import { beijingStamp } from '@app/shared/format';
import { type ChaseSettings, findLotteryPlay, nextExpect, planChase } from '@app/shared/lottery';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lotteryChaseItems, lotteryChases } from '../../db/schema';
import { changeBalance, moneyTransaction } from '../ledger';
import { guardStake, recordStake, stakeRefusal } from '../protection';
import {
  CHASE_STATUS,
  type ChaseRow,
  completeIfDone,
  ITEM_STATUS,
  lockChase,
  placeChaseItem,
  refundChaseItems,
  stopChaseLocked,
  stopIfRestricted,
} from './chase-items';
import { BET_NO_CONSTRAINT, isUniqueViolation, LotteryRejected, NoOpenExpect } from './codes';
import {
  currentSlot,
  type LotteryRow,
  lockExpectThenWallet,
  lockOpenExpect,
  requireLottery,
} from './expects';

export interface CreateChaseInput {
  userId: number;
  lotteryId: number;
  /** The expect the player saw first; refused when it is no longer the one taking bets. */
  expect?: string;
  playId: string;
  codes: string;
  amountFen: bigint;
  settings: ChaseSettings;
  stopOnWin: boolean;
  idempotencyKey?: string;
  now?: Date;
  /** The signed-in session placing it, for the player's time limits (理性投注). */
  sessionId?: number;
}

const CHASE_NO_CONSTRAINT = 'lottery_chases_chase_no_unique';

/** ZH + Beijing date-time to the second + 8 random digits (a clash is written again, like bet numbers). */
function newChaseNo(now: Date): string {
  return `ZH${beijingStamp(now)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

async function findByKey(db: Db, userId: number, key: string): Promise<ChaseRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryChases)
    .where(and(eq(lotteryChases.userId, userId), eq(lotteryChases.idempotencyKey, key)));
  return row;
}

/**
 * Makes a plan: re-computes it with @app/shared/lottery, then, holding the open expect FOR SHARE and the
 * wallet, holds the whole stake (one ledger row), writes the plan with one item per expect from the open
 * one on, and places the first at once. Nothing is written when any of it is refused.
 */
export async function createChase(
  db: Db,
  input: CreateChaseInput,
): Promise<{ chase: ChaseRow; repeated: boolean }> {
  if (input.idempotencyKey) {
    const existing = await findByKey(db, input.userId, input.idempotencyKey);
    if (existing) return { chase: existing, repeated: true };
  }
  const lottery = await requireLottery(db, input.lotteryId);
  const play = findLotteryPlay(input.playId);
  if (!play || play.type !== lottery.type) throw new LotteryRejected('玩法不存在');
  const plan = planChase(play, input.codes, input.amountFen, input.settings);
  if (!plan.valid) throw new LotteryRejected(plan.message);
  const now = input.now ?? new Date();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const chase = await moneyTransaction(db, async (tx) => {
        const open = await lockExpectThenWallet(tx, lottery, now, input);
        const chaseNo = newChaseNo(now);
        const [row] = await tx
          .insert(lotteryChases)
          .values({
            chaseNo,
            userId: input.userId,
            lotteryId: lottery.id,
            play: play.id,
            codes: input.codes.replace(/\s+/g, ''),
            itemCount: plan.itemCount,
            amount: input.amountFen,
            mode: input.settings.mode,
            startMultiple: input.settings.startMultiple,
            doubleEvery: input.settings.doubleEvery,
            minProfitRate: input.settings.minProfitRate,
            stopOnWin: input.stopOnWin ? 1 : 0,
            expects: plan.rows.length,
            totalStake: plan.totalFen,
            idempotencyKey: input.idempotencyKey ?? null,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('chase insert returned nothing');
        await changeBalance(tx, {
          userId: input.userId,
          amountFen: -plan.totalFen,
          type: 'lottery_chase_hold',
          remark: `${lottery.name} 追号${plan.rows.length}期 ${play.name}`,
          idempotencyKey: `lottery_chase_hold:${chaseNo}`,
        });
        let expect = open.expect;
        const items = await tx
          .insert(lotteryChaseItems)
          .values(
            plan.rows.map((planned, index) => {
              if (index > 0) expect = nextExpect(lottery.intervalSeconds, expect).expect;
              return {
                chaseId: row.id,
                lotteryId: lottery.id,
                seq: planned.index,
                expect,
                multiple: planned.multiple,
                stake: planned.stakeFen,
              };
            }),
          )
          .returning();
        const first = items.find((item) => item.seq === 0);
        if (first) {
          // Only the first expect is staked now; each later one is checked when it is placed.
          await guardStake(tx, {
            userId: input.userId,
            amountFen: first.stake,
            source: `chase:${chaseNo}:0`,
            now,
            sessionId: input.sessionId,
          });
          await placeChaseItem(tx, row, first, now);
        }
        return row;
      });
      return { chase, repeated: false };
    } catch (error) {
      if (
        attempt < 3 &&
        (isUniqueViolation(error, CHASE_NO_CONSTRAINT) || isUniqueViolation(error, BET_NO_CONSTRAINT))
      ) {
        continue;
      }
      // Two requests with one key raced: the loser returns the winner's plan.
      if (input.idempotencyKey && isUniqueViolation(error)) {
        const existing = await findByKey(db, input.userId, input.idempotencyKey);
        if (existing) return { chase: existing, repeated: true };
      }
      throw error;
    }
  }
}

/**
 * 停止追号: the owner's active plan stops and every pending expect is refunded at once (one ledger row).
 * A plan already stopped answers as it is with what its stop gave back (a retry or the loser of a race sees
 * the first answer); nothing is paid twice.
 */
export async function stopChase(
  db: Db,
  userId: number,
  chaseId: number,
  now = new Date(),
): Promise<{ chase: ChaseRow; refund: bigint }> {
  return moneyTransaction(db, async (tx) => {
    const chase = await lockChase(tx, chaseId);
    if (!chase || chase.userId !== userId) throw new LotteryRejected('追号计划不存在', 404);
    await stopChaseLocked(tx, chase, 'player', now);
    const [after] = await tx.select().from(lotteryChases).where(eq(lotteryChases.id, chaseId));
    if (!after) throw new Error(`chase ${chaseId} vanished`);
    return { chase: after, refund: after.stopRefund };
  });
}

/** What one advance did: bets placed, plans stopped because the player was restricted, fen refunded. */
export interface ChaseAdvance {
  placed: number;
  stopped: number;
  refundedFen: bigint;
  /** No expect was open as it looked (a run of early draws): the remaining plans move on the next pass. */
  waiting: boolean;
}

/**
 * The scheduler's step for one lottery (and after an operator draw): every pending item whose expect is now
 * taking bets is placed; one whose expect has gone by without it (the server was down, or the expect was
 * drawn before it could be placed) is refunded; a restricted player's plan stops and is refunded. Per plan:
 * open expect FOR SHARE, then the plan, then the wallet, as a bet and a stop take them. Never throws for a
 * lottery with no open expect: the plans wait, so one lottery's state cannot stop a pass over the others.
 */
export async function advanceChases(db: Db, lottery: LotteryRow, now: Date): Promise<ChaseAdvance> {
  const outcome: ChaseAdvance = { placed: 0, stopped: 0, refundedFen: 0n, waiting: false };
  const current = await currentSlot(db, lottery, now);
  // Expect numbers of one lottery sort by time, so "due" is a string comparison on the index.
  const due = await db
    .selectDistinct({ chaseId: lotteryChaseItems.chaseId })
    .from(lotteryChaseItems)
    .where(
      and(
        eq(lotteryChaseItems.lotteryId, lottery.id),
        eq(lotteryChaseItems.status, ITEM_STATUS.pending),
        lte(lotteryChaseItems.expect, current.expect),
      ),
    );
  for (const { chaseId } of due.sort((a, b) => a.chaseId - b.chaseId)) {
    try {
      const step = await moneyTransaction(db, (tx) => advanceOne(tx, lottery, chaseId, now));
      outcome.placed += step.placed;
      outcome.stopped += step.stopped;
      outcome.refundedFen += step.refundedFen;
    } catch (error) {
      if (!(error instanceof NoOpenExpect)) throw error;
      outcome.waiting = true;
      break;
    }
  }
  return outcome;
}

async function advanceOne(tx: Tx, lottery: LotteryRow, chaseId: number, now: Date) {
  const step = { placed: 0, stopped: 0, refundedFen: 0n };
  const open = await lockOpenExpect(tx, lottery, now);
  const chase = await lockChase(tx, chaseId);
  if (chase?.status !== CHASE_STATUS.active) return step;
  const stopRefund = await stopIfRestricted(tx, chase, now);
  if (stopRefund !== null) return { ...step, stopped: 1, refundedFen: stopRefund };
  const items = await tx
    .select()
    .from(lotteryChaseItems)
    .where(
      and(
        eq(lotteryChaseItems.chaseId, chaseId),
        eq(lotteryChaseItems.status, ITEM_STATUS.pending),
        lte(lotteryChaseItems.expect, open.expect),
      ),
    )
    .orderBy(asc(lotteryChaseItems.seq));
  const missed = items.filter((item) => item.expect !== open.expect).map((item) => item.id);
  step.refundedFen = await refundChaseItems(tx, chase, now, missed);
  const playing = items.find((item) => item.expect === open.expect);
  if (playing) {
    // The player's limits as they stand now: a plan made before the limit was reached stops here.
    const stake = {
      userId: chase.userId,
      amountFen: playing.stake,
      source: `chase:${chase.chaseNo}:${playing.seq}`,
      now,
    };
    if (await stakeRefusal(tx, stake)) {
      const refund = await stopChaseLocked(tx, chase, 'restricted', now);
      return { ...step, stopped: 1, refundedFen: step.refundedFen + refund };
    }
    if (await placeChaseItem(tx, chase, playing, now)) {
      await recordStake(tx, stake);
      step.placed = 1;
    }
  }
  await completeIfDone(tx, chase, now);
  return step;
}

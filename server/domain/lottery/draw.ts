import { randomInt } from 'node:crypto';
import { drawNumbers, FAMILIES, formatOpenCode, type LotteryType, parseOpenCode } from '@app/shared/lottery';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryExpects } from '../../db/schema';
import { domainEvent } from '../events';
import { moneyTransaction } from '../ledger';
import { lockChasesDrawnIn, settleChaseItems } from './chase-items';
import { EXPECT_STATUS, LotteryRejected } from './codes';
import { ensureExpect, type LotteryRow, slotOf } from './expects';
import { type SettledTotals, settleExpectBets } from './settle';

export interface DrawResult extends SettledTotals {
  lotteryId: number;
  lotteryName: string;
  expect: string;
  openCode: string;
  drawnAt: Date;
}

export interface DrawOptions {
  /** The operator's open code; drawn from crypto.randomInt otherwise. */
  code?: string;
  now?: Date;
  /** Draw before the expect's close (operator): betting on it closes now. */
  early?: boolean;
}

const lotteryDrawn = domainEvent<DrawResult>();

/** Every committed draw, whoever triggered it (the event bridge publishes it on the public channel). */
export const onLotteryDrawn = lotteryDrawn.on;

/** Cryptographically secure open code of a family. */
export const secureDraw = (type: LotteryType): number[] => drawNumbers(type, (limit) => randomInt(limit));

/**
 * Draws one expect once: takes its row FOR UPDATE (bets and cancels of it hold FOR SHARE, so they are either
 * committed before and settled here, or see it drawn), records the open code and settles every bet and pays
 * the winners in the same transaction. A drawn expect is refused (409), so nothing is paid twice.
 */
export async function drawExpect(
  db: Db,
  lottery: LotteryRow,
  expect: string,
  options: DrawOptions = {},
): Promise<DrawResult> {
  const now = options.now ?? new Date();
  const slot = slotOf(lottery, expect);
  if (!slot) throw new LotteryRejected('期号不正确');
  const type = lottery.type as LotteryType;
  let numbers: number[] | undefined;
  if (options.code !== undefined) {
    numbers = parseOpenCode(type, options.code);
    if (!numbers) throw new LotteryRejected(`开奖号码格式不正确：${FAMILIES[type].openCodeHint}`);
  }
  const result = await moneyTransaction(db, async (tx) => {
    await ensureExpect(tx, lottery.id, slot);
    const where = and(eq(lotteryExpects.lotteryId, lottery.id), eq(lotteryExpects.expect, expect));
    const [row] = await tx.select().from(lotteryExpects).where(where).for('update');
    if (!row) throw new LotteryRejected('期号不存在', 404);
    if (row.status === EXPECT_STATUS.drawn) throw new LotteryRejected(`第${expect}期已开奖`, 409);
    if (row.closeAt.getTime() > now.getTime() && !options.early) {
      throw new LotteryRejected(`第${expect}期尚未封盘`, 409);
    }
    const drawn = numbers ?? secureDraw(type);
    // 追号 plans before wallets: a player's stop takes the plan, then the wallet.
    const chases = await lockChasesDrawnIn(tx, lottery.id, expect);
    const totals = await settleExpectBets(tx, lottery, expect, drawn, now);
    await settleChaseItems(tx, chases, lottery.id, expect, now);
    const openCode = formatOpenCode(type, drawn);
    await tx
      .update(lotteryExpects)
      .set({
        status: EXPECT_STATUS.drawn,
        openCode,
        drawnAt: now,
        closeAt: row.closeAt.getTime() > now.getTime() ? now : row.closeAt,
        betCount: totals.bets,
        winCount: totals.winners,
        stake: totals.stake,
        payout: totals.payout,
      })
      .where(where);
    return { ...totals, lotteryId: lottery.id, lotteryName: lottery.name, expect, openCode, drawnAt: now };
  });
  lotteryDrawn.emit(db, result);
  return result;
}

import { checkBetCodes, findLotteryPlay } from '@app/shared/lottery';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { lotteryBets } from '../../db/schema';
import { changeBalances } from '../ledger-batch';
import { countValidTurnoverFrom } from '../valid-turnover';
import { BET_STATUS } from './codes';
import type { LotteryRow } from './expects';

/** The ledger key of a player's winnings of one draw (unique per player). */
export const lotteryWinKey = (lotteryId: number, expect: string) => `lottery_win:${lotteryId}:${expect}`;

export interface SettledTotals {
  bets: number;
  winners: number;
  stake: bigint;
  payout: bigint;
}

// Distinct codes per statement: 3 parameters each, far below PostgreSQL's 65,535.
const CHUNK = 5000;

/**
 * Settles every pending bet of one expect, set-based: equal bets (same play and canonical code) win alike,
 * so the rules run once per distinct code in JS and the database applies them in a few statements — winners
 * get status and payout (amount × multiple × odds / 100, integer division = the shared prizeFen), everyone
 * else is lost — every stake counts as valid turnover, and each winner is credited once through the ledger.
 * The `status = 0` guards settle each bet once; the per-draw idempotency key pays each winner once.
 */
export async function settleExpectBets(
  tx: Tx,
  lottery: Pick<LotteryRow, 'id' | 'name'>,
  expect: string,
  numbers: number[],
  now: Date,
): Promise<SettledTotals> {
  const pending = and(
    eq(lotteryBets.lotteryId, lottery.id),
    eq(lotteryBets.expect, expect),
    eq(lotteryBets.status, BET_STATUS.pending),
  );
  const kinds = await tx
    .select({ play: lotteryBets.play, codes: lotteryBets.codes })
    .from(lotteryBets)
    .where(pending)
    .groupBy(lotteryBets.play, lotteryBets.codes);
  const winning = kinds.flatMap((kind) => {
    const play = findLotteryPlay(kind.play);
    const check = play ? checkBetCodes(play, kind.codes) : undefined;
    const odds = play && check?.valid ? play.winOdds(check.picks, numbers) : 0n;
    return odds > 0n ? [{ ...kind, odds }] : [];
  });

  const paid: Array<{ userId: number; winAmount: bigint }> = [];
  for (let start = 0; start < winning.length; start += CHUNK) {
    const values = sql.join(
      winning
        .slice(start, start + CHUNK)
        .map((kind) => sql`(${kind.play}::text, ${kind.codes}::text, ${kind.odds.toString()}::bigint)`),
      sql`, `,
    );
    const rows = await tx
      .update(lotteryBets)
      .set({
        status: BET_STATUS.won,
        winAmount: sql`${lotteryBets.amount} * ${lotteryBets.multiple} * v.odds / 100`,
        settledAt: now,
      })
      .from(sql`(values ${values}) as v(play, codes, odds)`)
      .where(and(pending, eq(lotteryBets.play, sql`v.play`), eq(lotteryBets.codes, sql`v.codes`)))
      .returning({ userId: lotteryBets.userId, winAmount: lotteryBets.winAmount });
    paid.push(...rows);
  }
  await tx.update(lotteryBets).set({ status: BET_STATUS.lost, settledAt: now }).where(pending);
  // Won or lost, every stake of the draw is now valid turnover (cancelled bets never got here).
  await countValidTurnoverFrom(
    tx,
    sql`select ${lotteryBets.userId} as user_id, 'lottery' as game_type, 'lottery:' || ${lotteryBets.betNo} as source,
      ${lotteryBets.stake} as amount, ${`${lottery.name} 第${expect}期`}::text as title
    from ${lotteryBets} where ${and(
      eq(lotteryBets.lotteryId, lottery.id),
      eq(lotteryBets.expect, expect),
      sql`${lotteryBets.status} in (${BET_STATUS.won}, ${BET_STATUS.lost})`,
    )}`,
  );

  // One credit per winner and draw (not per bet): the bets keep their own payouts, the ledger row and the
  // balance.changed a player gets sum them up.
  const byUser = new Map<number, { amount: bigint; bets: number }>();
  for (const bet of paid) {
    if (bet.winAmount <= 0n) continue;
    const sum = byUser.get(bet.userId) ?? { amount: 0n, bets: 0 };
    byUser.set(bet.userId, { amount: sum.amount + bet.winAmount, bets: sum.bets + 1 });
  }
  await changeBalances(
    tx,
    [...byUser].map(([userId, sum]) => ({
      userId,
      amountFen: sum.amount,
      type: 'lottery_win',
      remark: `${lottery.name} 第${expect}期派奖 ${sum.bets}注`,
      idempotencyKey: lotteryWinKey(lottery.id, expect),
    })),
  );

  const [totals] = await tx
    .select({
      bets: sql<number>`count(*)::int`,
      winners: sql<number>`(count(*) filter (where ${lotteryBets.status} = ${BET_STATUS.won}))::int`,
      stake: sql<string>`coalesce(sum(${lotteryBets.stake}), 0)::text`,
      payout: sql<string>`coalesce(sum(${lotteryBets.winAmount}), 0)::text`,
    })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.lotteryId, lottery.id),
        eq(lotteryBets.expect, expect),
        sql`${lotteryBets.status} in (${BET_STATUS.won}, ${BET_STATUS.lost})`,
      ),
    );
  return {
    bets: totals?.bets ?? 0,
    winners: totals?.winners ?? 0,
    stake: BigInt(totals?.stake ?? '0'),
    payout: BigInt(totals?.payout ?? '0'),
  };
}

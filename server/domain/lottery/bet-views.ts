import { fenToYuan } from '@app/shared/format';
import { findLotteryPlay } from '@app/shared/lottery';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lotteries, lotteryBets, lotteryExpects } from '../../db/schema';
import { DomainError } from '../errors';
import type { BetRow } from './bets';
import { BET_STATUS, BET_STATUS_TEXT, EXPECT_STATUS } from './codes';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function lotteryNames(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.select({ id: lotteries.id, name: lotteries.name }).from(lotteries);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Bets as the records page shows them, with the open code of drawn expects and whether they can be cancelled. */
export async function betsJson(db: Queryable, bets: BetRow[], now = new Date()) {
  const names = await lotteryNames(db);
  const expects =
    bets.length === 0
      ? []
      : await db
          .select()
          .from(lotteryExpects)
          .where(
            and(
              inArray(lotteryExpects.lotteryId, [...new Set(bets.map((bet) => bet.lotteryId))]),
              inArray(lotteryExpects.expect, [...new Set(bets.map((bet) => bet.expect))]),
            ),
          );
  const expectOf = (bet: BetRow) =>
    expects.find((row) => row.lotteryId === bet.lotteryId && row.expect === bet.expect);
  return bets.map((bet) => {
    const play = findLotteryPlay(bet.play);
    const expect = expectOf(bet);
    const open =
      expect !== undefined &&
      expect.status === EXPECT_STATUS.open &&
      expect.closeAt.getTime() > now.getTime();
    return {
      id: bet.id,
      bet_no: bet.betNo,
      lottery_id: bet.lotteryId,
      lottery_name: names.get(bet.lotteryId) ?? '',
      expect: bet.expect,
      play_id: bet.play,
      play_name: play?.name ?? bet.play,
      group_name: play?.groupName ?? '',
      codes: bet.codes,
      item_count: bet.itemCount,
      amount: fenToYuan(bet.amount),
      multiple: bet.multiple,
      stake: fenToYuan(bet.stake),
      win_amount: fenToYuan(bet.winAmount),
      status: bet.status,
      status_text: BET_STATUS_TEXT[bet.status] ?? '',
      open_code: expect?.status === EXPECT_STATUS.drawn ? expect.openCode : null,
      close_time: iso(expect?.closeAt ?? null),
      // A chase bet's stake belongs to its plan: the plan is stopped instead (停止追号).
      can_cancel: bet.status === BET_STATUS.pending && open && bet.chaseItemId === null,
      created_at: bet.createdAt.toISOString(),
      settled_at: iso(bet.settledAt),
      cancelled_at: iso(bet.cancelledAt),
    };
  });
}

export async function betJson(db: Queryable, bet: BetRow) {
  const [json] = await betsJson(db, [bet]);
  if (!json) throw new Error(`no view of bet ${bet.id}`);
  return json;
}

/** One of the player's own bets; another player's is as unknown as a missing one. */
export async function findOwnBet(db: Queryable, userId: number, betId: number): Promise<BetRow | undefined> {
  const [bet] = await db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.id, betId), eq(lotteryBets.userId, userId)));
  return bet;
}

/** A page of the player's bets, newest first, filtered by lottery, expect and status when given. */
export async function pageOfOwnBets(
  db: Queryable,
  userId: number,
  query: {
    page: number;
    per_page: number;
    lottery_id?: number | undefined;
    expect?: string | undefined;
    status?: number | undefined;
  },
) {
  const { page, per_page, lottery_id, expect, status } = query;
  const where = and(
    eq(lotteryBets.userId, userId),
    lottery_id === undefined ? undefined : eq(lotteryBets.lotteryId, lottery_id),
    expect === undefined ? undefined : eq(lotteryBets.expect, expect),
    status === undefined ? undefined : eq(lotteryBets.status, status),
  );
  const [total] = await db.select({ n: count() }).from(lotteryBets).where(where);
  const rows = await db
    .select()
    .from(lotteryBets)
    .where(where)
    .orderBy(desc(lotteryBets.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  return { list: await betsJson(db, rows), total: total?.n ?? 0, page, per_page };
}

/** The player's bet, or 404 注单不存在. */
export async function ownBetJson(db: Queryable, userId: number, betId: number) {
  const bet = await findOwnBet(db, userId, betId);
  if (!bet) throw new DomainError(404, '注单不存在');
  return betJson(db, bet);
}

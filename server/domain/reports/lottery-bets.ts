import { fenToYuan } from '@app/shared/format';
import { findLotteryPlay } from '@app/shared/lottery';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lotteries, lotteryBets } from '../../db/schema';
import type { BettingDetailJson, BettingFilter, BettingRecordJson, BettingSourceDef } from './betting-source';
import { BETTING_STATUS_TEXT, settledProfit } from './betting-status';
import { instantsOf } from './days';

function where(userId: number, filter: BettingFilter): SQL {
  const { from, to } = instantsOf(filter);
  return (
    and(
      eq(lotteryBets.userId, userId),
      filter.status === undefined ? undefined : eq(lotteryBets.status, filter.status),
      from ? gte(lotteryBets.createdAt, from) : undefined,
      to ? lt(lotteryBets.createdAt, to) : undefined,
    ) ?? sql`true`
  );
}

async function betsWithLottery(db: Queryable, condition: SQL | undefined) {
  return db
    .select({ bet: lotteryBets, lottery: lotteries.name })
    .from(lotteryBets)
    .innerJoin(lotteries, eq(lotteries.id, lotteryBets.lotteryId))
    .where(condition);
}
type BetView = Awaited<ReturnType<typeof betsWithLottery>>[number];

const playName = (play: string) => findLotteryPlay(play)?.name ?? play;

function recordJson({ bet, lottery }: BetView): BettingRecordJson {
  return {
    id: `lottery-${bet.id}`,
    source: 'lottery',
    source_text: '彩票',
    ref_no: bet.betNo,
    title: `${lottery} 第${bet.expect}期`,
    content: `${playName(bet.play)} ${bet.codes}`,
    stake: fenToYuan(bet.stake),
    payout: fenToYuan(bet.winAmount),
    profit: settledProfit(bet.status, bet.stake, bet.winAmount),
    status: bet.status,
    status_text: BETTING_STATUS_TEXT[bet.status] ?? '',
    created_at: bet.createdAt.toISOString(),
    settled_at: (bet.settledAt ?? bet.cancelledAt)?.toISOString() ?? null,
    link: null,
  };
}

function detailJson(view: BetView): BettingDetailJson {
  const { bet } = view;
  return {
    ...recordJson(view),
    items: [
      { label: '玩法', value: playName(bet.play), result_text: '' },
      { label: '号码', value: bet.codes, result_text: '' },
      {
        label: '注数倍数',
        value: `${bet.itemCount}注 × ${fenToYuan(bet.amount)}元 × ${bet.multiple}倍`,
        result_text: BETTING_STATUS_TEXT[bet.status] ?? '',
      },
    ],
  };
}

/** Lottery bets (server/db/lottery-schema.ts) as betting records; their statuses already match. */
export const lotteryBetsSource: BettingSourceDef = {
  source: 'lottery',
  text: '彩票',
  rows: (userId, filter) =>
    sql`select 'lottery' as source, ${lotteryBets.id} as id, ${lotteryBets.createdAt} as created_at,
      ${lotteryBets.stake} as stake, ${lotteryBets.winAmount} as payout, ${lotteryBets.status} as status
      from ${lotteryBets} where ${where(userId, filter)}`,
  async records(db, userId, ids) {
    if (ids.length === 0) return [];
    const views = await betsWithLottery(
      db,
      and(eq(lotteryBets.userId, userId), inArray(lotteryBets.id, ids)),
    );
    return views.map(recordJson);
  },
  async detail(db, userId, id) {
    const [view] = await betsWithLottery(db, and(eq(lotteryBets.userId, userId), eq(lotteryBets.id, id)));
    return view ? detailJson(view) : null;
  },
};

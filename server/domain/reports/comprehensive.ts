import { fenToYuan } from '@app/shared/format';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { gameRounds, ledger } from '../../db/schema';
import { type LedgerCategory, ledgerCategory } from '../ledger-types';
import { BEIJING_DAY_SQL, daysBetween, instantsOf } from './days';
import { ledgerWhere } from './ledger-views';

interface Figures {
  deposit: bigint;
  withdraw: bigint;
  bet: bigint;
  win: bigint;
  rebate: bigint;
  bonus: bigint;
}

const zero = (): Figures => ({ deposit: 0n, withdraw: 0n, bet: 0n, win: 0n, rebate: 0n, bonus: 0n });

/**
 * How a ledger sum of a category lands in the report, as positive figures: stakes less cancelled stakes
 * are the valid bets; withdrawals less refunded withdrawals are what left. Transfers to game wallets and
 * operator adjustments are not play, so they stay out (game rounds' own stakes and wins count instead).
 */
const ADD: Partial<Record<LedgerCategory, (figures: Figures, sum: bigint) => void>> = {
  deposit: (f, sum) => {
    f.deposit += sum;
  },
  withdraw: (f, sum) => {
    f.withdraw -= sum;
  },
  bet: (f, sum) => {
    f.bet -= sum;
  },
  refund: (f, sum) => {
    f.bet -= sum;
  },
  win: (f, sum) => {
    f.win += sum;
  },
  rebate: (f, sum) => {
    f.rebate += sum;
  },
  bonus: (f, sum) => {
    f.bonus += sum;
  },
};

function figuresJson(f: Figures) {
  return {
    deposit: fenToYuan(f.deposit),
    withdraw: fenToYuan(f.withdraw),
    bet: fenToYuan(f.bet),
    win: fenToYuan(f.win),
    rebate: fenToYuan(f.rebate),
    bonus: fenToYuan(f.bonus),
    net: fenToYuan(f.win + f.rebate + f.bonus - f.bet),
  };
}

/**
 * Stakes and wins of game rounds per day: played from a game platform's wallet, so not in the ledger (the
 * transfers in and out are, and stay out of the report as transfers).
 */
async function gameRoundsByDay(db: Queryable, userId: number, start: string, end: string) {
  const { from, to } = instantsOf({ start_date: start, end_date: end });
  const day = sql.raw(BEIJING_DAY_SQL(`"${gameRounds.createdAt.name}"`));
  return db
    .select({
      day: sql<string>`${day}`,
      bet: sql<string>`sum(${gameRounds.bet})::text`,
      win: sql<string>`sum(${gameRounds.win})::text`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, userId),
        from ? gte(gameRounds.createdAt, from) : undefined,
        to ? lt(gameRounds.createdAt, to) : undefined,
      ),
    )
    .groupBy(sql`1`);
}

/** The comprehensive report of one player over Beijing days start..end: totals and one entry per day. */
export async function comprehensiveReport(db: Queryable, userId: number, start: string, end: string) {
  const day = sql.raw(BEIJING_DAY_SQL(`"${ledger.createdAt.name}"`));
  const rows = await db
    .select({
      day: sql<string>`${day}`,
      type: ledger.type,
      sum: sql<string>`sum(${ledger.amount})::text`,
    })
    .from(ledger)
    .where(ledgerWhere(userId, null, { start_date: start, end_date: end }))
    .groupBy(sql`1`, ledger.type);
  const daily = new Map(daysBetween(start, end).map((date) => [date, zero()]));
  const totals = zero();
  for (const row of rows) {
    const add = ADD[ledgerCategory(row.type)];
    const figures = daily.get(row.day);
    if (!add || !figures) continue;
    add(figures, BigInt(row.sum));
    add(totals, BigInt(row.sum));
  }
  for (const round of await gameRoundsByDay(db, userId, start, end)) {
    const figures = daily.get(round.day);
    if (!figures) continue;
    for (const target of [figures, totals]) {
      target.bet += BigInt(round.bet);
      target.win += BigInt(round.win);
    }
  }
  return {
    start_date: start,
    end_date: end,
    totals: figuresJson(totals),
    daily: [...daily].map(([date, figures]) => ({ date, ...figuresJson(figures) })),
  };
}

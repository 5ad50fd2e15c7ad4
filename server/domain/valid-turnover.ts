import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rowsOf } from '../db/rows';
import { users, validTurnover } from '../db/schema';
import { domainEvent } from './events';
import { afterCommit } from './ledger';
import type { RebateGameType } from './rebate/rates';

/** The stake of one bet settled as won or lost. */
export interface SettledStake {
  userId: number;
  gameType: RebateGameType;
  /** What settled (order:<order_no>, lottery:<bet_no>, round:<round_no>): counted once, however often. */
  source: string;
  amountFen: bigint;
  title: string;
}

// Five parameters per stake, each twice in the statement: far below PostgreSQL's 65,535.
const CHUNK = 2000;

/**
 * The one place turnover counts (有效投注), called where bets settle as won or lost: sports settlement,
 * lottery draws, and game rounds (which settle at once). Never at placement, so a stake that is cancelled,
 * voided or refunded never counts, and there is nothing to take back.
 */
export async function countValidTurnover(tx: Queryable, stakes: readonly SettledStake[]): Promise<void> {
  const counted = stakes.filter((stake) => stake.amountFen > 0n);
  for (let start = 0; start < counted.length; start += CHUNK) {
    const values = sql.join(
      counted
        .slice(start, start + CHUNK)
        .map(
          (stake) =>
            sql`(${stake.userId}::int, ${stake.gameType}::text, ${stake.source}::text, ${stake.amountFen.toString()}::bigint, ${stake.title}::text)`,
        ),
      sql`, `,
    );
    await countValidTurnoverFrom(
      tx,
      sql`select * from (values ${values}) as v(user_id, game_type, source, amount, title)`,
    );
  }
}

/**
 * countValidTurnover for stakes selected in SQL (`user_id, game_type, source, amount, title`), so a draw
 * counts thousands of bets in two statements. One valid_turnover row per source (unique: a settlement run
 * again counts nothing twice), and the player counters move with it: totalgame (the VIP ladder) rises and
 * codingvolume (turnover still required before a withdrawal) is worked off, never below 0. The players'
 * rows are locked first in id order (as changeBalances does), so one player's rows are numbered in commit
 * order, which the rebate watermarks rely on.
 */
export async function countValidTurnoverFrom(tx: Queryable, stakes: SQL): Promise<void> {
  await tx.execute(
    sql`select id from ${users} where id in (select user_id from (${stakes}) s) order by id for update`,
  );
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`with stakes as (${stakes}), counted as (
      insert into ${validTurnover} (user_id, game_type, source, amount, title)
      select user_id, game_type, source, amount, title from stakes where amount > 0
      on conflict (source) do nothing
      returning user_id, amount
    ), per_user as (
      select user_id, sum(amount) as amount from counted group by user_id
    )
    update ${users} u set totalgame = u.totalgame + p.amount,
      codingvolume = greatest(u.codingvolume - p.amount, 0)
    from per_user p where u.id = p.user_id
    returning u.id`,
  );
  const userIds = rows.map((row) => Number(row.id));
  if (userIds.length > 0) afterCommit(tx, (db) => turnoverCounted.emit(db, userIds));
}

const turnoverCounted = domainEvent<number[]>();

/** Called after commit with the players whose valid turnover rose (turnover activities listen here). */
export const onTurnoverCounted = turnoverCounted.on;

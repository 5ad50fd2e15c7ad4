import { fenToYuan } from '@app/shared/format';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ORDER_STATUS } from '../sports/codes';

/** How many of a publisher's latest settled plans 近N中M counts. */
export const RECENT_PLANS = 10;

export interface PublisherRecord {
  /** Settled plans among the latest RECENT_PLANS (N of 近N中M). */
  settled: number;
  won: number;
  /** Payouts over stakes of every settled plan, in percent with 2 decimals ("0.00" before any). */
  return_rate: string;
  /** Plans won since the last lost one (a refunded plan neither adds nor breaks it). */
  streak: number;
}

const NO_RECORD: PublisherRecord = { settled: 0, won: 0, return_rate: '0.00', streak: 0 };

/** A publisher's return in basis points of the stake, as SQL (the recommend order sorts by it). */
export const returnBasisPointsOf = (userId: SQL) =>
  sql`(select coalesce(sum(o.payout) * 10000 / nullif(sum(o.stake), 0), 0) from plans p
    join orders o on o.id = p.order_id where p.user_id = ${userId} and o.status <> ${ORDER_STATUS.pending})`;

/** The current streak of a publisher, as SQL (the 连红 order sorts by it); the same rule as publisherRecords. */
export const streakOf = (userId: SQL) =>
  sql`(select count(*) from plans p join orders o on o.id = p.order_id
    where p.user_id = ${userId} and o.status = ${ORDER_STATUS.won} and o.settled_at > coalesce(
      (select max(o2.settled_at) from plans p2 join orders o2 on o2.id = p2.order_id
        where p2.user_id = ${userId} and o2.status = ${ORDER_STATUS.lost}), '-infinity'))`;

interface RecordRow {
  user_id: number;
  settled: number;
  won: number;
  stake: string;
  payout: string;
  streak: number;
}

/** 近N中M, 回报率 and 连红 of each publisher, from settled plans only. */
export async function publisherRecords(
  db: Queryable,
  userIds: number[],
): Promise<Map<number, PublisherRecord>> {
  const records = new Map<number, PublisherRecord>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return records;
  const rows = await rowsOf<RecordRow>(
    db,
    sql`with settled as (
      select p.user_id, o.status, o.stake, o.payout, o.settled_at,
        row_number() over (partition by p.user_id order by o.settled_at desc, p.id desc) as recency
      from plans p join orders o on o.id = p.order_id
      where o.status <> ${ORDER_STATUS.pending}
        and p.user_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
    ), last_loss as (
      select user_id, max(settled_at) as at from settled where status = ${ORDER_STATUS.lost} group by user_id
    )
    select s.user_id,
      count(*) filter (where s.recency <= ${RECENT_PLANS})::int as settled,
      count(*) filter (where s.recency <= ${RECENT_PLANS} and s.status = ${ORDER_STATUS.won})::int as won,
      sum(s.stake)::text as stake, sum(s.payout)::text as payout,
      count(*) filter (where s.status = ${ORDER_STATUS.won} and s.settled_at > coalesce(l.at, '-infinity'))::int
        as streak
    from settled s left join last_loss l on l.user_id = s.user_id
    group by s.user_id`,
  );
  for (const row of rows) {
    const stake = BigInt(row.stake);
    records.set(Number(row.user_id), {
      settled: Number(row.settled),
      won: Number(row.won),
      return_rate: fenToYuan(stake > 0n ? (BigInt(row.payout) * 10_000n) / stake : 0n),
      streak: Number(row.streak),
    });
  }
  for (const id of ids) if (!records.has(id)) records.set(id, NO_RECORD);
  return records;
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { BalanceChange } from '../ledger';
import { changeBalances } from '../ledger-batch';
import { ORDER_STATUS } from '../sports/codes';

interface Owed {
  follower_id: number;
  publisher_id: number;
  order_no: string;
  paid: string;
  owed: string;
}

/**
 * Brings the commission of every follow with an order on the match to what its order's current payout owes
 * (commissionOf in rules.ts, here in SQL): a settlement pays it, a 改判 moves the difference either way. The
 * follow rows are locked and hold what was paid, so running it again moves nothing. Runs in the settlement's
 * transaction after the payouts, so a winning follower always holds the commission being taken.
 */
export async function squareCommissions(tx: Tx, matchId: number): Promise<void> {
  const rows = await rowsOf<Owed>(
    tx,
    sql`with due as (
      select f.id, f.user_id as follower_id, p.user_id as publisher_id, o.order_no, f.commission as paid,
        case when o.status <> ${ORDER_STATUS.pending} and o.payout > o.stake
          then (o.payout - o.stake) * p.commission_rate / 100 else 0 end as owed
      from plan_follows f
      join plans p on p.id = f.plan_id
      join orders o on o.id = f.order_id
      where f.order_id in (select order_id from order_legs where match_id = ${matchId})
      order by f.id
      for update of f
    )
    update plan_follows set commission = due.owed from due
    where plan_follows.id = due.id and due.owed <> due.paid
    returning due.follower_id, due.publisher_id, due.order_no, due.paid::text as paid, due.owed::text as owed`,
  );
  const changes: BalanceChange[] = rows.flatMap((row) => {
    const moved = BigInt(row.owed) - BigInt(row.paid);
    return [
      {
        userId: Number(row.follower_id),
        amountFen: -moved,
        type: 'plan_commission_paid',
        remark: `跟单佣金 ${row.order_no}`,
      },
      {
        userId: Number(row.publisher_id),
        amountFen: moved,
        type: 'plan_commission_received',
        remark: `方案佣金 ${row.order_no}`,
      },
    ];
  });
  await changeBalances(tx, changes);
}

import { fenToYuan } from '@app/shared/format';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messages } from '../../db/schema';
import { afterCommit, type BalanceChange } from '../ledger';
import { changeBalances } from '../ledger-batch';
import { announceMessage, type MessageRow } from '../messages/messages';
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
  await tellWinners(tx, rows);
}

/**
 * A commission paid means a followed plan won: the follower and the publisher each get a 资金消息, pushed live
 * after the commit. A commission taken back by a 改判 is told by the 改判's own message.
 */
async function tellWinners(tx: Tx, rows: Owed[]): Promise<void> {
  const paid = rows.filter((row) => BigInt(row.owed) > BigInt(row.paid));
  const told: MessageRow[] = [];
  // Four parameters a message, two messages a row: chunks keep each statement far below 65,535 parameters.
  for (let start = 0; start < paid.length; start += 1000) {
    const values = paid.slice(start, start + 1000).flatMap((row) => {
      const amount = fenToYuan(BigInt(row.owed) - BigInt(row.paid));
      return [
        {
          userId: Number(row.follower_id),
          type: 'finance',
          title: '跟单中奖',
          content: `您跟单的注单 ${row.order_no} 已中奖，按方案约定向发单人支付佣金 ${amount} 元。`,
        },
        {
          userId: Number(row.publisher_id),
          type: 'finance',
          title: '方案佣金到账',
          content: `跟单注单 ${row.order_no} 已中奖，您获得佣金 ${amount} 元。`,
        },
      ];
    });
    told.push(...(await tx.insert(messages).values(values).returning()));
  }
  afterCommit(tx, (db) => {
    for (const message of told) announceMessage(db, message);
  });
}

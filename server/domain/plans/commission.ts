import { fenToYuan } from '@app/shared/format';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messages } from '../../db/schema';
import { afterCommit, type BalanceChange } from '../ledger';
import { changeBalances } from '../ledger-batch';
import { announceMessage, type MessageRow } from '../messages/messages';
import { ORDER_STATUS } from '../sports/codes';
import { commissionOf } from './rules';

interface Due {
  id: number;
  follower_id: number;
  publisher_id: number;
  order_no: string;
  status: number;
  stake: string;
  payout: string;
  rate: number;
  paid: string;
}

interface Owed {
  follower_id: number;
  publisher_id: number;
  order_no: string;
  paid: bigint;
  owed: bigint;
}

/**
 * Brings the commission of every follow with an order on the match to what its order's current payout owes
 * (commissionOf): a settlement pays it, a 改判 moves the difference either way. The follow rows are locked
 * and hold what was paid, so running it again moves nothing. Runs in the settlement's transaction after the
 * payouts, so a winning follower always holds the commission being taken.
 */
export async function squareCommissions(tx: Tx, matchId: number): Promise<void> {
  const due = await rowsOf<Due>(
    tx,
    sql`select f.id, f.user_id as follower_id, p.user_id as publisher_id, o.order_no, o.status,
        o.stake::text as stake, o.payout::text as payout, p.commission_rate as rate, f.commission::text as paid
      from plan_follows f
      join plans p on p.id = f.plan_id
      join orders o on o.id = f.order_id
      where f.order_id in (select order_id from order_legs where match_id = ${matchId})
      order by f.id
      for update of f`,
  );
  const moves = due.flatMap((row): Array<Owed & { id: number }> => {
    const owed =
      Number(row.status) === ORDER_STATUS.pending
        ? 0n
        : commissionOf(BigInt(row.stake), BigInt(row.payout), Number(row.rate));
    const paid = BigInt(row.paid);
    return owed === paid ? [] : [{ ...row, id: Number(row.id), paid, owed }];
  });
  if (moves.length === 0) return;
  await tx.execute(
    sql`update plan_follows set commission = v.owed from (values ${sql.join(
      moves.map((move) => sql`(${move.id}::int, ${move.owed.toString()}::bigint)`),
      sql`, `,
    )}) as v(id, owed) where plan_follows.id = v.id`,
  );
  const changes: BalanceChange[] = moves.flatMap((move) => {
    const moved = move.owed - move.paid;
    return [
      {
        userId: Number(move.follower_id),
        amountFen: -moved,
        type: 'plan_commission_paid',
        remark: `跟单佣金 ${move.order_no}`,
      },
      {
        userId: Number(move.publisher_id),
        amountFen: moved,
        type: 'plan_commission_received',
        remark: `方案佣金 ${move.order_no}`,
      },
    ];
  });
  await changeBalances(tx, changes);
  await tellWinners(tx, moves);
}

/**
 * A commission paid means a followed plan won: the follower and the publisher each get a 资金消息, pushed live
 * after the commit. A commission taken back by a 改判 is told by the 改判's own message.
 */
async function tellWinners(tx: Tx, rows: Owed[]): Promise<void> {
  const paid = rows.filter((row) => row.owed > row.paid);
  const told: MessageRow[] = [];
  // Four parameters a message, two messages a row: chunks keep each statement far below 65,535 parameters.
  for (let start = 0; start < paid.length; start += 1000) {
    const values = paid.slice(start, start + 1000).flatMap((row) => {
      const amount = fenToYuan(row.owed - row.paid);
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

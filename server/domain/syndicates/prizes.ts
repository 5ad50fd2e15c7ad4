import { fenToYuan } from '@app/shared/format';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messages } from '../../db/schema';
import { afterCommit, type BalanceChange } from '../ledger';
import { changeBalances } from '../ledger-batch';
import { announceMessage, type MessageRow } from '../messages/messages';
import { ORDER_STATUS } from '../sports/codes';
import { splitPayout } from './rules';

interface Purchase {
  id: number;
  syndicate_id: number;
  user_id: number;
  initiator_id: number;
  kind: string;
  shares: number;
  prize: string;
  order_no: string;
  status: number;
  stake: string;
  payout: string;
  rate: number;
}

interface Move {
  id: number;
  syndicateId: number;
  userId: number;
  initiatorId: number;
  orderNo: string;
  moved: bigint;
  owed: bigint;
  voided: boolean;
}

/**
 * Brings every purchase of a syndicate with an order on the match to what the order's current payout owes it
 * (splitPayout): a settlement pays it, a 改判 moves the difference either way. The order's payout was credited
 * to the initiator, so only the other players' parts move, from the initiator to them; the rows are locked and
 * hold what was paid, so running it again moves nothing. Runs in the settlement's transaction after the payouts.
 */
export async function squareSyndicatePrizes(tx: Tx, matchId: number): Promise<void> {
  const purchases = await rowsOf<Purchase>(
    tx,
    sql`select p.id, p.syndicate_id, p.user_id, s.user_id as initiator_id, p.kind, p.shares, p.prize::text as prize,
        o.order_no, o.status, o.stake::text as stake, o.payout::text as payout, s.commission_rate as rate
      from syndicate_shares p
      join syndicates s on s.id = p.syndicate_id
      join orders o on o.id = s.order_id
      where s.order_id in (select order_id from order_legs where match_id = ${matchId}) and not p.refunded
      order by p.id
      for update of p`,
  );
  const bySyndicate = new Map<number, Purchase[]>();
  for (const purchase of purchases) {
    const id = Number(purchase.syndicate_id);
    bySyndicate.set(id, [...(bySyndicate.get(id) ?? []), purchase]);
  }
  const moves: Move[] = [];
  for (const rows of bySyndicate.values()) {
    const [first] = rows;
    if (!first) continue;
    const owed =
      Number(first.status) === ORDER_STATUS.pending
        ? new Map<number, bigint>()
        : splitPayout(
            BigInt(first.payout),
            BigInt(first.stake),
            Number(first.rate),
            rows.map((row) => ({
              id: Number(row.id),
              shares: Number(row.shares),
              initiator: row.kind === 'initiator',
            })),
          );
    for (const row of rows) {
      const due = owed.get(Number(row.id)) ?? 0n;
      const paid = BigInt(row.prize);
      if (due !== paid)
        moves.push({
          id: Number(row.id),
          syndicateId: Number(row.syndicate_id),
          userId: Number(row.user_id),
          initiatorId: Number(row.initiator_id),
          orderNo: row.order_no,
          moved: due - paid,
          owed: due,
          voided: Number(row.status) === ORDER_STATUS.refunded,
        });
    }
  }
  if (moves.length === 0) return;
  await tx.execute(
    sql`update syndicate_shares set prize = v.owed from (values ${sql.join(
      moves.map((move) => sql`(${move.id}::int, ${move.owed.toString()}::bigint)`),
      sql`, `,
    )}) as v(id, owed) where syndicate_shares.id = v.id`,
  );
  // The initiator's own purchases were paid with the order's payout; the others' parts move from the initiator.
  const changes: BalanceChange[] = moves
    .filter((move) => move.userId !== move.initiatorId)
    .flatMap((move) => [
      {
        userId: move.initiatorId,
        amountFen: -move.moved,
        type: 'syndicate_prize_paid',
        remark: `合买 #${move.syndicateId} 分奖 ${move.orderNo}`,
      },
      {
        userId: move.userId,
        amountFen: move.moved,
        type: 'syndicate_prize_received',
        remark: `合买 #${move.syndicateId} 奖金 ${move.orderNo}`,
      },
    ]);
  await changeBalances(tx, changes);
  await tellWinners(tx, moves);
}

/** A buyer paid a prize (or a voided ticket's refund) gets a 资金消息, pushed live after the commit; a correction is told by the 改判's own message. */
async function tellWinners(tx: Tx, moves: Move[]): Promise<void> {
  const paid = moves.filter((move) => move.moved > 0n && move.userId !== move.initiatorId);
  const told: MessageRow[] = [];
  for (let start = 0; start < paid.length; start += 1000) {
    const values = paid.slice(start, start + 1000).map((move) => ({
      userId: move.userId,
      type: 'finance',
      title: move.voided ? '合买退款' : '合买中奖',
      content: move.voided
        ? `您参与的合买 #${move.syndicateId}（注单 ${move.orderNo}）已退款，退回 ${fenToYuan(move.moved)} 元。`
        : `您参与的合买 #${move.syndicateId}（注单 ${move.orderNo}）已派奖，您分得 ${fenToYuan(move.moved)} 元。`,
    }));
    told.push(...(await tx.insert(messages).values(values).returning()));
  }
  afterCommit(tx, (db) => {
    for (const message of told) announceMessage(db, message);
  });
}

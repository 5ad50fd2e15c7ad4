import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { SettledStake } from '../valid-turnover';
import { splitPayout } from './rules';

interface Purchase {
  id: number;
  order_no: string;
  user_id: number;
  kind: string;
  shares: number;
}

/**
 * A syndicate's order is placed in the initiator's name, but its stake was every buyer's: its valid turnover
 * (which 返水, the VIP ladder and the withdrawal turnover requirement read) is split by shares like its prize,
 * one counted source per purchase, so nobody earns turnover on money others paid.
 */
export async function bySyndicateShares(
  tx: Tx,
  matchId: number,
  stakes: SettledStake[],
): Promise<SettledStake[]> {
  const purchases = await rowsOf<Purchase>(
    tx,
    sql`select p.id, o.order_no, p.user_id, p.kind, p.shares
      from syndicate_shares p
      join syndicates s on s.id = p.syndicate_id
      join orders o on o.id = s.order_id
      where s.order_id in (select order_id from order_legs where match_id = ${matchId}) and not p.refunded
      order by p.id`,
  );
  if (purchases.length === 0) return stakes;
  const byOrder = new Map<string, Purchase[]>();
  for (const purchase of purchases)
    byOrder.set(purchase.order_no, [...(byOrder.get(purchase.order_no) ?? []), purchase]);
  return stakes.flatMap((stake) => {
    const shares = byOrder.get(stake.source.replace(/^order:/, ''));
    if (!shares) return [stake];
    const parts = splitPayout(
      stake.amountFen,
      stake.amountFen,
      0,
      shares.map((share) => ({
        id: Number(share.id),
        shares: Number(share.shares),
        initiator: share.kind === 'initiator',
      })),
    );
    return shares.map((share) => ({
      ...stake,
      userId: Number(share.user_id),
      source: `${stake.source}:share:${share.id}`,
      amountFen: parts.get(Number(share.id)) ?? 0n,
      title: `合买投注 ${stake.source.replace(/^order:/, '')}`,
    }));
  });
}

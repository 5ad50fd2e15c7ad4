/** Every share costs one yuan: a syndicate of a 120-yuan ticket sells 120 shares. */
export const SHARE_PRICE_FEN = 100n;
/** The initiator buys at least this share of their own syndicate (rounded up to a whole share). */
export const MIN_OWN_PERCENT = 5;
export const COMMISSION_MAX_PERCENT = 10;
/** Sales close this long before the ticket's earliest kickoff, so the order is placed while every match is open. */
export const CLOSE_BEFORE_KICKOFF_MS = 5 * 60_000;

export type SyndicateStatus = 'open' | 'placed' | 'cancelled' | 'settled';
export type PurchaseKind = 'initiator' | 'buy' | 'guarantee';

export const SYNDICATE_STATUS_TEXT: Record<SyndicateStatus, string> = {
  open: '认购中',
  placed: '已出票',
  cancelled: '已撤单',
  settled: '已结算',
};

export const minOwnShares = (totalShares: number): number => Math.ceil((totalShares * MIN_OWN_PERCENT) / 100);

/** The initiator's commission: a percentage of the ticket's profit, floored to the fen; nothing without profit. */
export function syndicateCommission(stakeFen: bigint, payoutFen: bigint, ratePercent: number): bigint {
  const profit = payoutFen - stakeFen;
  return profit > 0n ? (profit * BigInt(ratePercent)) / 100n : 0n;
}

export interface Holding {
  id: number;
  shares: number;
  /** The initiator's own purchase: it takes the commission and the fen left over by flooring. */
  initiator: boolean;
}

/**
 * What each purchase is owed of the order's payout: the commission (on profit only) to the initiator, the rest
 * split by shares, each purchase floored to the fen. The fen left over by flooring (fewer than the number of
 * purchases) go to the initiator's own purchase, so the split always adds up to the payout exactly.
 */
export function splitPayout(
  payoutFen: bigint,
  stakeFen: bigint,
  ratePercent: number,
  holdings: readonly Holding[],
): Map<number, bigint> {
  const owed = new Map<number, bigint>();
  const totalShares = BigInt(holdings.reduce((sum, holding) => sum + holding.shares, 0));
  if (totalShares === 0n) return owed;
  const commission = syndicateCommission(stakeFen, payoutFen, ratePercent);
  const shared = payoutFen - commission;
  let given = 0n;
  for (const holding of holdings) {
    const part = (shared * BigInt(holding.shares)) / totalShares;
    owed.set(holding.id, part);
    given += part;
  }
  const initiator = holdings.find((holding) => holding.initiator) ?? holdings[0];
  if (initiator) owed.set(initiator.id, (owed.get(initiator.id) ?? 0n) + commission + (shared - given));
  return owed;
}

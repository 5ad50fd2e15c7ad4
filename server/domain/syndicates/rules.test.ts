import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minOwnShares, splitPayout, syndicateCommission } from './rules';

const holdingsArb = fc
  .array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 30 })
  .map((shares) => shares.map((count, index) => ({ id: index + 1, shares: count, initiator: index === 0 })));

describe('合买 split', () => {
  it('pays out exactly the payout, to the fen, whatever the shares, payout and rate', () => {
    fc.assert(
      fc.property(
        holdingsArb,
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10 }),
        (holdings, payout, rate) => {
          const stake = BigInt(holdings.reduce((sum, holding) => sum + holding.shares, 0)) * 100n;
          const owed = splitPayout(payout, stake, rate, holdings);
          const total = [...owed.values()].reduce((sum, part) => sum + part, 0n);
          expect(total).toBe(payout);
          for (const part of owed.values()) expect(part >= 0n).toBe(true);
        },
      ),
    );
  });

  it('gives every buyer at least their shares’ part of what is left after the commission, and never more', () => {
    fc.assert(
      fc.property(
        holdingsArb,
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10 }),
        (holdings, payout, rate) => {
          const totalShares = BigInt(holdings.reduce((sum, holding) => sum + holding.shares, 0));
          const stake = totalShares * 100n;
          const owed = splitPayout(payout, stake, rate, holdings);
          const shared = payout - syndicateCommission(stake, payout, rate);
          for (const holding of holdings.filter((candidate) => !candidate.initiator)) {
            const exact = shared * BigInt(holding.shares);
            const part = owed.get(holding.id) ?? 0n;
            expect(part * totalShares <= exact).toBe(true);
            expect((part + 1n) * totalShares > exact).toBe(true);
          }
          // The initiator keeps the commission and fewer leftover fen than there are purchases.
          const initiator = holdings[0] as (typeof holdings)[number];
          const initiatorFair = (shared * BigInt(initiator.shares)) / totalShares;
          const extra = (owed.get(initiator.id) ?? 0n) - initiatorFair - (payout - shared);
          expect(extra >= 0n && extra < BigInt(holdings.length)).toBe(true);
        },
      ),
    );
  });

  it('takes commission from profit only: nothing on a loss, a void (payout = stake) or a break-even', () => {
    expect(syndicateCommission(10_000n, 0n, 10)).toBe(0n);
    expect(syndicateCommission(10_000n, 10_000n, 10)).toBe(0n);
    expect(syndicateCommission(10_000n, 25_099n, 10)).toBe(1_509n);
    const voided = splitPayout(1_000n, 1_000n, 10, [
      { id: 1, shares: 1, initiator: true },
      { id: 2, shares: 9, initiator: false },
    ]);
    expect([...voided.entries()]).toEqual([
      [1, 100n],
      [2, 900n],
    ]);
  });

  it('asks the initiator for at least 5% of the shares, rounded up', () => {
    expect([2, 10, 20, 21, 100, 1_000].map(minOwnShares)).toEqual([1, 1, 1, 2, 5, 50]);
  });
});

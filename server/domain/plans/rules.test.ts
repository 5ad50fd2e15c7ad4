import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionOf, planResult, planStatus } from './rules';

const fen = fc.bigInt({ min: 0n, max: 10_000_000_000n });
const rate = fc.integer({ min: 0, max: 100 });

describe('跟单 commission', () => {
  it('is taken from profit only, floored to the fen, and never more than the rate of the profit', () => {
    fc.assert(
      fc.property(fen, fen, rate, (stake, payout, percent) => {
        const commission = commissionOf(stake, payout, percent);
        const profit = payout - stake;
        if (profit <= 0n) return commission === 0n;
        // commission ≤ profit × rate < commission + 1 fen (in hundredths of a fen: exact).
        const exact = profit * BigInt(percent);
        return commission * 100n <= exact && exact < (commission + 1n) * 100n && commission <= profit;
      }),
    );
  });

  it('leaves the follower at least their stake back whenever they won', () => {
    fc.assert(
      fc.property(fen, fen, rate, (stake, payout, percent) =>
        payout > stake ? payout - commissionOf(stake, payout, percent) >= stake : true,
      ),
    );
  });

  it('reads the ticket: open before the deadline, closed after it, settled once the order is', () => {
    const deadline = new Date('2026-11-28T12:00:00Z');
    expect(planStatus(0, deadline, new Date('2026-11-28T11:59:59Z'))).toBe('open');
    expect(planStatus(0, deadline, deadline)).toBe('closed');
    expect(planStatus(1, deadline, new Date('2026-11-28T11:00:00Z'))).toBe('settled');
    expect([0, 1, 2, 3].map(planResult)).toEqual(['pending', 'won', 'lost', 'void']);
  });
});

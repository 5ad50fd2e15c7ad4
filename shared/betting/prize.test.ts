import { describe, expect, it } from 'vitest';
import { findCombination } from './combos';
import { estimateWithMultiples } from './multiples';
import { divideHalfEven, formatOdds, parseOdds } from './odds';
import { estimateBet, settleSubBet, subBetPrizeFen, subBetStatus } from './prize';
import { enumerateSubBets } from './subbets';

const odds = (...values: string[]) => values.map((value) => ({ odds: parseOdds(value) }));
const yuan = (fen: bigint) => `${fen / 100n}.${(fen % 100n).toString().padStart(2, '0')}`;

describe('odds', () => {
  it('parse to exact hundredths and format back', () => {
    expect(parseOdds('1.85')).toBe(185n);
    expect(parseOdds('2')).toBe(200n);
    expect(parseOdds('12.5')).toBe(1250n);
    expect(formatOdds(1250n)).toBe('12.50');
    expect(() => parseOdds('1.855')).toThrow('赔率格式不正确');
    expect(() => parseOdds('0.95')).toThrow('赔率不能低于1.00');
    expect(() => parseOdds('abc')).toThrow();
  });

  it('round half to even (四舍六入五成双)', () => {
    expect(divideHalfEven(125n, 10n)).toBe(12n);
    expect(divideHalfEven(135n, 10n)).toBe(14n);
    expect(divideHalfEven(126n, 10n)).toBe(13n);
    expect(divideHalfEven(124n, 10n)).toBe(12n);
    expect(divideHalfEven(1251n, 100n)).toBe(13n);
  });
});

describe('prize of a winning sub-bet', () => {
  it('is odds product x amount x multiple, exact', () => {
    // 1.85 x 2.10 x 2 yuan x 3 = 23.31
    expect(yuan(subBetPrizeFen(odds('1.85', '2.10'), 200n, 3))).toBe('23.31');
    expect(yuan(subBetPrizeFen(odds('1.10', '1.10', '1.10'), 200n, 1))).toBe('2.66');
  });

  it('rounds to 0.01 half-to-even', () => {
    // 1.25 x 1.25 x 2 = 3.125 -> 3.12 (2 is even); 1.35 x 1.35 x 2 = 3.645 -> 3.64
    expect(yuan(subBetPrizeFen(odds('1.25', '1.25'), 200n, 1))).toBe('3.12');
    expect(yuan(subBetPrizeFen(odds('1.35', '1.35'), 200n, 1))).toBe('3.64');
    // 1.15 x 1.15 x 2 = 2.645 -> 2.64; 1.05 x 1.05 x 2 = 2.205 -> 2.20; 1.75 x 1.75 x 2 = 6.125 -> 6.12
    expect(yuan(subBetPrizeFen(odds('1.15', '1.15'), 200n, 1))).toBe('2.64');
    expect(yuan(subBetPrizeFen(odds('1.05', '1.05'), 200n, 1))).toBe('2.20');
    // 1.45 x 1.05 x 3 = 4.5675 -> 4.57 (not a tie)
    expect(yuan(subBetPrizeFen(odds('1.45', '1.05'), 300n, 1))).toBe('4.57');
    // 1.55 x 1.55 x 2 = 4.805 -> 4.80; 1.65 x 1.65 x 2 = 5.445 -> 5.44; 1.95 x 1.95 x 2 = 7.605 -> 7.60
    expect(yuan(subBetPrizeFen(odds('1.55', '1.55'), 200n, 1))).toBe('4.80');
    expect(yuan(subBetPrizeFen(odds('1.65', '1.65'), 200n, 1))).toBe('5.44');
    expect(yuan(subBetPrizeFen(odds('1.95', '1.95'), 200n, 1))).toBe('7.60');
    // 1.85 x 1.85 x 2 = 6.845 -> 6.84 ; 1.05 x 1.15 x 2 = 2.415 -> 2.42 (1 is odd)
    expect(yuan(subBetPrizeFen(odds('1.85', '1.85'), 200n, 1))).toBe('6.84');
    expect(yuan(subBetPrizeFen(odds('1.05', '1.15'), 200n, 1))).toBe('2.42');
  });

  it('is capped by the number of legs', () => {
    const big = (legs: number) => odds(...Array.from({ length: legs }, () => '50.00'));
    const max = 2000000n; // 20000 yuan
    expect(yuan(subBetPrizeFen(big(1), max, 99))).toBe('100000.00');
    expect(yuan(subBetPrizeFen(big(2), max, 99))).toBe('200000.00');
    expect(yuan(subBetPrizeFen(big(3), max, 99))).toBe('200000.00');
    expect(yuan(subBetPrizeFen(big(4), max, 99))).toBe('500000.00');
    expect(yuan(subBetPrizeFen(big(5), max, 99))).toBe('500000.00');
    expect(yuan(subBetPrizeFen(big(6), max, 99))).toBe('1000000.00');
    expect(yuan(subBetPrizeFen(big(8), max, 99))).toBe('1000000.00');
    // just under the cap stays exact
    expect(yuan(subBetPrizeFen(odds('5.00'), 2000000n, 1))).toBe('100000.00');
    expect(yuan(subBetPrizeFen(odds('4.99'), 2000000n, 1))).toBe('99800.00');
  });

  it('counts a void leg as won at 1.00 and caps by the remaining legs', () => {
    const legs = [
      { odds: parseOdds('50.00') },
      { odds: parseOdds('50.00') },
      { odds: parseOdds('9.99'), void: true },
      { odds: parseOdds('50.00') },
    ];
    // 3 live legs -> 200000 tier, not the 4-leg 500000 tier.
    expect(yuan(subBetPrizeFen(legs, 2000000n, 10))).toBe('200000.00');
    expect(yuan(subBetPrizeFen([{ odds: 300n }, { odds: 999n, void: true }], 200n, 1))).toBe('6.00');
    expect(yuan(subBetPrizeFen([{ odds: 999n, void: true }], 200n, 2))).toBe('4.00');
  });

  it('returns the whole stake of an all-void sub-bet, whatever the cap', () => {
    // 20000 x 99 = 1,980,000.00: the 100,000.00 single cap limits winnings, never a refund.
    expect(yuan(subBetPrizeFen([{ odds: 150n, void: true }], 2000000n, 99))).toBe('1980000.00');
    expect(
      yuan(
        subBetPrizeFen(
          [
            { odds: 150n, void: true },
            { odds: 300n, void: true },
          ],
          2000000n,
          99,
        ),
      ),
    ).toBe('1980000.00');
  });
});

describe('settled sub-bets', () => {
  const leg = (value: string, result: 'won' | 'lost' | 'void' | 'pending') => ({
    matchId: 1,
    odds: value,
    result,
  });

  it('lose with any lost leg, are void when every leg is, win when all are won or void, else wait', () => {
    expect(subBetStatus([leg('2', 'won'), leg('2', 'lost')])).toBe('lost');
    expect(subBetStatus([leg('2', 'won'), leg('2', 'pending')])).toBe('pending');
    expect(subBetStatus([leg('2', 'won'), leg('2', 'void')])).toBe('won');
    expect(subBetStatus([leg('2', 'void'), leg('2', 'void')])).toBe('void');
    expect(subBetStatus([leg('2', 'void'), leg('2', 'pending')])).toBe('pending');
    expect(subBetStatus([leg('2', 'lost'), leg('2', 'pending')])).toBe('lost');
  });

  it('pay winnings only when won (void legs at 1.00) and count the stake of decided ones as turnover', () => {
    const settled = (...legs: ReturnType<typeof leg>[]) => settleSubBet(legs, 200n, 1);
    expect(settled(leg('2.00', 'won'), leg('3.00', 'void'))).toEqual({
      status: 'won',
      prizeFen: 400n,
      refundFen: 0n,
      validFen: 200n,
    });
    expect(settled(leg('2.00', 'won'), leg('3.00', 'lost'))).toEqual({
      status: 'lost',
      prizeFen: 0n,
      refundFen: 0n,
      validFen: 200n,
    });
    expect(settled(leg('2.00', 'won'), leg('3.00', 'pending'))).toEqual({
      status: 'pending',
      prizeFen: 0n,
      refundFen: 0n,
      validFen: 0n,
    });
  });

  it('refund a void sub-bet exactly, uncapped, and count none of it as turnover', () => {
    expect(settleSubBet([leg('1.50', 'void')], 2000000n, 99)).toEqual({
      status: 'void',
      prizeFen: 0n,
      refundFen: 198000000n,
      validFen: 0n,
    });
  });
});

describe('estimate of a slip', () => {
  const sel = (matchId: number, value: string, play = 'winDrawLose') => ({ matchId, odds: value, play });

  it('3串4 at 2 yuan x1 over three matches is 4注 and 8元', () => {
    const legs = [sel(1, '2.00'), sel(2, '1.50'), sel(3, '3.00')];
    const estimate = estimateBet('mixed', [findCombination('3x4') as never], legs, 200n, 1);
    expect(estimate.count).toBe(4);
    expect(yuan(estimate.stakeFen)).toBe('8.00');
    // max: 2x1.5 + 2x3 + 1.5x3 (x2 yuan) + 2x1.5x3 x2 = 6 + 12 + 9 + 18
    expect(yuan(estimate.maxPrizeFen)).toBe('45.00');
    // min: the cheapest 2串1: 2.00 x 1.50 x 2 yuan
    expect(yuan(estimate.minPrizeFen)).toBe('6.00');
  });

  it('复式 takes the best option of each match for the maximum and the worst for the minimum', () => {
    const legs = [sel(1, '2.00'), sel(1, '3.00'), sel(2, '1.50')];
    const estimate = estimateBet('mixed', [findCombination('2x1') as never], legs, 200n, 2);
    expect(estimate.count).toBe(2);
    expect(yuan(estimate.stakeFen)).toBe('8.00');
    expect(yuan(estimate.maxPrizeFen)).toBe('18.00');
    expect(yuan(estimate.minPrizeFen)).toBe('12.00');
  });

  it('single mode: one bet per option; different plays of a match can win together', () => {
    const legs = [sel(1, '2.00'), sel(1, '3.00'), sel(1, '8.00', 'score'), sel(2, '1.50')];
    const estimate = estimateBet('single', [], legs, 1000n, 1);
    expect(estimate.count).toBe(4);
    expect(yuan(estimate.stakeFen)).toBe('40.00');
    expect(yuan(estimate.maxPrizeFen)).toBe(`${30 + 80 + 15}.00`);
    expect(yuan(estimate.minPrizeFen)).toBe('15.00');
  });

  it('预计奖金 minimum with every outcome of a match picked: 4串11 pays at least 9.00, not its cheapest ticket 7.20', () => {
    const pick = (matchId: number, option: string, value: string) => ({
      matchId,
      sport: 'football' as const,
      play: 'winDrawLose',
      option,
      odds: value,
    });
    const sure = [pick(1, 'win', '2.50'), pick(1, 'draw', '3.20'), pick(1, 'lose', '2.80')];
    const legs = [...sure, pick(2, 'win', '1.80'), pick(3, 'win', '2.00'), pick(4, 'win', '2.20')];
    const estimate = estimateBet('mixed', [findCombination('4x11') as never], legs, 200n, 1);
    expect(estimate.count).toBe(3 * 7 + 4);
    // Match 1 always comes in, so the least win is it (at 2.50) with the cheapest other match: 2.50 x 1.80 x 2.
    // 2.00 x 1.80 x 2 = 7.20 (matches 2 and 3) can only win together with a match-1 ticket.
    expect(yuan(estimate.minPrizeFen)).toBe('9.00');
    // Without the sure match the cheapest ticket is the least win again.
    // 奖金优化 reads the same least win off its sub-bets at their own multiples.
    const subBets = [...enumerateSubBets('mixed', [findCombination('4x11') as never], legs)];
    const optimised = estimateWithMultiples(subBets, new Array(subBets.length).fill(1), 200n);
    expect(yuan(optimised.minPrizeFen)).toBe('9.00');
    const unsure = estimateBet('mixed', [findCombination('4x11') as never], legs.slice(1), 200n, 1);
    expect(yuan(unsure.minPrizeFen)).toBe('7.20');
    // 单关: every outcome of match 1 at 10 yuan always pays at least its cheapest pick, 25.00.
    const singles = estimateBet('single', [], [...sure, pick(2, 'win', '1.50')], 1000n, 1);
    expect(yuan(singles.minPrizeFen)).toBe('25.00');
  });

  it('is empty without selections', () => {
    expect(estimateBet('single', [], [], 200n, 1)).toEqual({
      count: 0,
      stakeFen: 0n,
      minPrizeFen: 0n,
      maxPrizeFen: 0n,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { FAMILIES, LOTTERY_TYPES } from './families';
import { parseHundredths } from './odds';
import { randomPick } from './pickers';
import type { LotteryFamily, LotteryPlay, Picks } from './types';

/**
 * Every play's return, checked exactly: every equally likely draw of the family is enumerated and the
 * odds paid summed in bigint hundredths, so a wrong 注数, a wrong prize rule or odds that pay more than the
 * family's return all fail here.
 */

/** Every draw of the family, each once (3 dice, 5 digits, every order of the 10 cars). */
function forEveryDraw(family: LotteryFamily, visit: (numbers: number[]) => void): void {
  const { length, min, max, distinct } = family.draw;
  if (distinct) {
    const cars = Array.from({ length }, (_, index) => min + index);
    permute(cars, cars.length, visit);
    return;
  }
  const numbers = Array.from({ length }, () => min);
  const step = (position: number): void => {
    if (position === length) {
      visit(numbers);
      return;
    }
    for (let value = min; value <= max; value += 1) {
      numbers[position] = value;
      step(position + 1);
    }
  };
  step(0);
}

/** Heap's algorithm: every order of `items`, in place. */
function permute(items: number[], size: number, visit: (numbers: number[]) => void): void {
  if (size === 1) {
    visit(items);
    return;
  }
  for (let i = 0; i < size - 1; i += 1) {
    permute(items, size - 1, visit);
    const j = size % 2 === 0 ? i : 0;
    [items[j], items[size - 1]] = [items[size - 1] as number, items[j] as number];
  }
  permute(items, size - 1, visit);
}

/** A seeded generator, so a failing pick can be reproduced. */
function seeded(seed: number) {
  let state = seed;
  return (limit: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % limit;
  };
}

interface Sample {
  play: LotteryPlay;
  picks: Picks;
  /** Σ over every draw of the odds paid, as the play's declared probabilities say it must be. */
  expected: bigint;
  paid: bigint;
}

/**
 * 机选 picks, one larger pick, and for option plays every option picked at once. PK10's 3,628,800 orders
 * are walked with fewer picks to keep the walk short: the larger pick of item plays, every option of a
 * one-row play, one option (a different one) on each row of the others.
 */
function samplesOf(play: LotteryPlay, family: LotteryFamily): Sample[] {
  const fewDraws = family.outcomes <= 100_000;
  const picksList: Picks[] = fewDraws ? [1, 2, 3].map((seed) => randomPick(play, seeded(seed))) : [];
  const larger = randomPick(play, seeded(7)).map((line, rowIndex) => {
    const codes = play.rows[rowIndex]?.options.map((option) => option.code) ?? [];
    return line.length > 0 ? codes.filter((code, index) => line.includes(code) || index % 3 === 0) : line;
  });
  if (fewDraws || play.pays.by === 'item') picksList.push(larger);
  if (play.pays.by === 'option') {
    const every = play.rows.map((line) => line.options.map((option) => option.code));
    const onePerRow = play.rows.map((line, rowIndex) => [
      line.options[rowIndex % line.options.length]?.code ?? '',
    ]);
    picksList.push(fewDraws || play.rows.length === 1 ? every : onePerRow);
  }
  return picksList.map((picks) => ({ play, picks, expected: expectedPaid(play, picks), paid: 0n }));
}

function expectedPaid(play: LotteryPlay, picks: Picks): bigint {
  const { pays } = play;
  if (pays.by === 'item') return BigInt(play.count(picks) * pays.ways) * parseHundredths(play.odds);
  let sum = 0n;
  play.rows.forEach((line, rowIndex) => {
    line.options.forEach((option, optionIndex) => {
      if (!picks[rowIndex]?.includes(option.code)) return;
      sum += BigInt(pays.ways[rowIndex]?.[optionIndex] ?? 0) * parseHundredths(option.odds ?? '0');
    });
  });
  return sum;
}

/** Items' ways and odds: odds × ways never pay more than the return, and fall short by less than a fen. */
function waysAndOdds(play: LotteryPlay): Array<{ ways: number; odds: string }> {
  const { pays } = play;
  if (pays.by === 'item') return [{ ways: pays.ways, odds: play.odds }];
  return play.rows.flatMap((line, rowIndex) =>
    line.options.map((option, optionIndex) => ({
      ways: pays.ways[rowIndex]?.[optionIndex] ?? 0,
      odds: option.odds ?? '',
    })),
  );
}

describe.each(LOTTERY_TYPES)('the return of every %s play', (type) => {
  const family = FAMILIES[type];

  it('odds are the exact probability at the family return, rounded down to the fen', () => {
    for (const play of family.plays) {
      for (const { ways, odds } of waysAndOdds(play)) {
        // return × draws − odds(fen) × 100 × ways lies in [0, 100 × ways): a fen less would break it.
        const shortfall =
          BigInt(family.returnRate) * BigInt(family.outcomes) - parseHundredths(odds) * 100n * BigInt(ways);
        expect(shortfall >= 0n && shortfall < 100n * BigInt(ways), `${play.id} ${odds}`).toBe(true);
      }
    }
  });

  it('over every draw, each pick is paid exactly its items × ways × odds', { timeout: 300_000 }, () => {
    const samples = family.plays.flatMap((play) => samplesOf(play, family));
    for (const sample of samples) expect(sample.play.count(sample.picks), sample.play.id).toBeGreaterThan(0);
    let draws = 0;
    forEveryDraw(family, (numbers) => {
      draws += 1;
      for (const sample of samples) sample.paid += sample.play.winOdds(sample.picks, numbers);
    });
    expect(draws).toBe(family.outcomes);
    for (const sample of samples) {
      expect(sample.paid, `${sample.play.id} ${JSON.stringify(sample.picks)}`).toBe(sample.expected);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { findLotteryPlay, playsOf } from './catalogue';
import { checkBetCodes, drawNumbers, formatBetCodes, formatOpenCode, parseOpenCode } from './codes';
import { LOTTERY_TYPES } from './families';
import { applyRowFilter, randomPick } from './pickers';
import { estimateLotteryBet } from './prize';
import { trendOf } from './trend';

const sequence = (values: number[]) => {
  let index = 0;
  return (limit: number) => (values[index++ % values.length] ?? 0) % limit;
};

describe('open codes', () => {
  it('parses each family and refuses impossible draws', () => {
    expect(parseOpenCode('k3', '6,1,3')).toEqual([1, 3, 6]);
    expect(parseOpenCode('k3', '0,1,3')).toBeUndefined();
    expect(parseOpenCode('ssc', '0,9,9,1,2')).toEqual([0, 9, 9, 1, 2]);
    expect(parseOpenCode('ssc', '0,9,9,1')).toBeUndefined();
    expect(parseOpenCode('pk10', '03,01,07,02,10,05,04,09,06,08')).toEqual([3, 1, 7, 2, 10, 5, 4, 9, 6, 8]);
    expect(parseOpenCode('pk10', '03,03,07,02,10,05,04,09,06,08')).toBeUndefined();
    expect(formatOpenCode('pk10', [3, 1, 7, 2, 10, 5, 4, 9, 6, 8])).toBe('03,01,07,02,10,05,04,09,06,08');
  });

  it('draws valid codes of every family from any random source', () => {
    for (const type of ['k3', 'ssc', 'pk10'] as const) {
      const numbers = drawNumbers(type, sequence([7, 3, 11, 0, 5, 2, 9]));
      expect(parseOpenCode(type, formatOpenCode(type, numbers))).toEqual(numbers);
    }
  });
});

describe('picking helpers', () => {
  const dwd = findLotteryPlay('ssc_dwd');
  const row = dwd?.rows[0];
  it('全 大 小 奇 偶 清 on a digit row', () => {
    if (!row) throw new Error('no row');
    expect(applyRowFilter(row, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(applyRowFilter(row, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(applyRowFilter(row, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(applyRowFilter(row, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(applyRowFilter(row, 'all')).toHaveLength(10);
    expect(applyRowFilter(row, 'clear')).toEqual([]);
  });

  it('机选 makes the smallest valid bet of every play', () => {
    for (const play of LOTTERY_TYPES.flatMap(playsOf)) {
      const picks = randomPick(play, sequence([4, 1, 7, 2, 9, 3, 5]));
      const check = checkBetCodes(play, formatBetCodes(picks));
      expect(check.valid, play.id).toBe(true);
      // Smallest: without any one of the picked options the picks make no item.
      picks.forEach((line, rowIndex) => {
        for (const code of line) {
          const fewer = picks.map((other, index) =>
            index === rowIndex ? other.filter((c) => c !== code) : other,
          );
          expect(play.count(fewer), `${play.id} without ${code}`).toBe(0);
        }
      });
    }
  });

  it('estimates stake live and refuses amounts out of range', () => {
    const play = findLotteryPlay('k3_sbth');
    if (!play) throw new Error('no play');
    expect(estimateLotteryBet(play, '1,2,3,4', 200n, 3)).toMatchObject({
      valid: true,
      itemCount: 4,
      stakeFen: 2_400n,
    });
    expect(estimateLotteryBet(play, '1,2,3,4', 100n, 1).message).toBe('每注金额须在2-20000元之间');
    expect(estimateLotteryBet(play, '1,2,3,4', 200n, 100).message).toBe('倍数须在1-99之间');
  });
});

describe('trend', () => {
  it('tracks omission per position and value', () => {
    const trend = trendOf('k3', [
      { expect: 'a', numbers: [1, 2, 3] },
      { expect: 'b', numbers: [1, 4, 6] },
      { expect: 'c', numbers: [2, 4, 6] },
    ]);
    const first = trend.positions[0];
    expect(first?.rows.map((r) => r.hit)).toEqual([1, 1, 2]);
    expect(first?.currentMissing).toEqual([1, 0, 3, 3, 3, 3]);
    expect(first?.appear).toEqual([2, 1, 0, 0, 0, 0]);
    // Missed draws over appearances + 1: 1 missed once in 3 draws, 3-6 never seen.
    expect(first?.averageMissing).toEqual([0, 1, 3, 3, 3, 3]);
    expect(first?.maxMissing).toEqual([1, 2, 3, 3, 3, 3]);
    expect(trend.sums.map((s) => s.sum)).toEqual([6, 11, 12]);
  });
});

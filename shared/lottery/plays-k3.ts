import { fairOdds } from './odds';
import {
  choose,
  hundredths,
  numberOptions,
  oddsOfHits,
  picked,
  row,
  SIZE_PARITY,
  sizeParityWins,
  sumOptions,
} from './play-kit';
import type { LotteryPlay } from './types';

// 快三: three dice, 216 equally likely draws; the odds return 96% of stakes.
const DRAWS = 216;
const RETURN = 9_600;
const odds = (ways: number) => fairOdds(DRAWS, ways, RETURN);

const DICE = numberOptions(1, 6);
const SUM_WAYS: Record<number, number> = {
  3: 1,
  4: 3,
  5: 6,
  6: 10,
  7: 15,
  8: 21,
  9: 25,
  10: 27,
  11: 27,
  12: 25,
  13: 21,
  14: 15,
  15: 10,
  16: 6,
  17: 3,
  18: 1,
};
const SUMS = sumOptions(SUM_WAYS, DRAWS, RETURN);

const sum = (numbers: number[]) => numbers.reduce((total, value) => total + value, 0);
const countOf = (numbers: number[], value: number) => numbers.filter((n) => n === value).length;
const distinct = (numbers: number[]) => new Set(numbers).size;
/** The pair value of a draw with exactly two equal dice. */
const pairOf = (numbers: number[]) => numbers.find((n) => countOf(numbers, n) === 2);

const base = { type: 'k3' as const };

export const K3_PLAYS: LotteryPlay[] = [
  {
    ...base,
    id: 'k3_hz',
    group: 'hz',
    groupName: '和值',
    name: '和值',
    rule: '所选和值与三个开奖号码之和相同即中奖，不同和值赔率不同',
    odds: `${SUMS[7]?.odds ?? ''}-${SUMS[0]?.odds ?? ''}`,
    rows: [row('和值', SUMS)],
    needs: '请至少选择1个和值',
    count: (picks) => picked(picks).length,
    winOdds: (picks, numbers) =>
      oddsOfHits(SUMS, picked(picks), '0', (code) => Number(code) === sum(numbers)),
  },
  {
    ...base,
    id: 'k3_dxds',
    group: 'dxds',
    groupName: '大小单双',
    name: '大小单双',
    rule: '按三个号码之和：11-18为大，3-10为小，奇数为单，偶数为双',
    odds: odds(108),
    rows: [row('和值', SIZE_PARITY)],
    needs: '请至少选择1项',
    count: (picks) => picked(picks).length,
    winOdds: (picks, numbers) =>
      oddsOfHits(SIZE_PARITY, picked(picks), odds(108), (code) => sizeParityWins(code, sum(numbers), 11)),
  },
  {
    ...base,
    id: 'k3_sthdx',
    group: 'sth',
    groupName: '三同号',
    name: '三同号单选',
    rule: '所选豹子（如111）与开奖号码相同即中奖',
    odds: odds(1),
    rows: [
      row(
        '豹子',
        DICE.map((die) => ({ code: die.code, name: die.code.repeat(3) })),
      ),
    ],
    needs: '请至少选择1个豹子',
    count: (picks) => picked(picks).length,
    winOdds: (picks, numbers) =>
      distinct(numbers) === 1 && picked(picks).includes(String(numbers[0])) ? hundredths(odds(1)) : 0n,
  },
  {
    ...base,
    id: 'k3_sthtx',
    group: 'sth',
    groupName: '三同号',
    name: '三同号通选',
    rule: '开出任意豹子（111、222…666）即中奖',
    odds: odds(6),
    rows: [row('通选', [{ code: 'all', name: '三同号通选' }])],
    needs: '请选择三同号通选',
    count: (picks) => picked(picks).length,
    winOdds: (picks, numbers) =>
      distinct(numbers) === 1 && picked(picks).length > 0 ? hundredths(odds(6)) : 0n,
  },
  {
    ...base,
    id: 'k3_ethfx',
    group: 'eth',
    groupName: '二同号',
    name: '二同号复选',
    rule: '开奖号码恰有两个相同（不含豹子）且与所选对子相同即中奖',
    odds: odds(15),
    rows: [
      row(
        '对子',
        DICE.map((die) => ({ code: die.code, name: `${die.code.repeat(2)}*` })),
      ),
    ],
    needs: '请至少选择1个对子',
    count: (picks) => picked(picks).length,
    winOdds: (picks, numbers) =>
      picked(picks).includes(String(pairOf(numbers))) ? hundredths(odds(15)) : 0n,
  },
  {
    ...base,
    id: 'k3_ethdx',
    group: 'eth',
    groupName: '二同号',
    name: '二同号单选',
    rule: '选择对子与不同号各一，与开奖号码完全相同（顺序不限）即中奖',
    odds: odds(3),
    rows: [
      row(
        '同号',
        DICE.map((die) => ({ code: die.code, name: die.code.repeat(2) })),
      ),
      row('不同号', DICE),
    ],
    needs: '请选择同号与不同号各至少1个，且不能相同',
    count: (picks) => {
      const singles = picked(picks, 1);
      return picked(picks, 0).reduce(
        (total, pair) => total + singles.filter((one) => one !== pair).length,
        0,
      );
    },
    winOdds: (picks, numbers) => {
      const pair = pairOf(numbers);
      const single = numbers.find((n) => n !== pair);
      if (pair === undefined || single === undefined) return 0n;
      return picked(picks, 0).includes(String(pair)) && picked(picks, 1).includes(String(single))
        ? hundredths(odds(3))
        : 0n;
    },
  },
  {
    ...base,
    id: 'k3_sbth',
    group: 'sbth',
    groupName: '三不同号',
    name: '三不同号',
    rule: '选择至少3个号码，开奖号码为三个不同号码且都在所选之中即中奖',
    odds: odds(6),
    rows: [row('号码', DICE)],
    needs: '请至少选择3个号码',
    count: (picks) => choose(picked(picks).length, 3),
    winOdds: (picks, numbers) =>
      distinct(numbers) === 3 && numbers.every((n) => picked(picks).includes(String(n)))
        ? hundredths(odds(6))
        : 0n,
  },
  {
    ...base,
    id: 'k3_ebth',
    group: 'ebth',
    groupName: '二不同号',
    name: '二不同号',
    rule: '选择至少2个号码，每注两个不同号码都出现在开奖号码中即中奖，可同时中多注',
    odds: odds(30),
    rows: [row('号码', DICE)],
    needs: '请至少选择2个号码',
    count: (picks) => choose(picked(picks).length, 2),
    winOdds: (picks, numbers) => {
      const hits = [...new Set(numbers)].filter((n) => picked(picks).includes(String(n))).length;
      return BigInt(choose(hits, 2)) * hundredths(odds(30));
    },
  },
];

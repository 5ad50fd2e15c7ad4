import {
  choose,
  type FamilyOdds,
  itemPlay,
  lazily,
  optionPlay,
  picked,
  SIZE_PARITY,
  sizeParityWins,
} from './play-kit';
import type { LotteryPlay } from './types';

// 快三: three dice, 216 equally likely throws; the odds return 96% of stakes.
export const K3_ODDS: FamilyOdds = { type: 'k3', outcomes: 216, returnRate: 9_600 };

const DICE = [1, 2, 3, 4, 5, 6].map(String);
/** Throws (of 216) giving each sum 3-18. */
const SUM_WAYS = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];

const sum = (numbers: number[]) => numbers.reduce((total, value) => total + value, 0);
const countOf = (numbers: number[], value: number) => numbers.filter((n) => n === value).length;
const distinct = (numbers: number[]) => new Set(numbers).size;
/** The pair value of a throw with exactly two equal dice. */
const pairOf = (numbers: number[]) => numbers.find((n) => countOf(numbers, n) === 2);
const has = (codes: string[], value: number | undefined) =>
  value !== undefined && codes.includes(String(value));

export const k3Plays = lazily((): LotteryPlay[] => [
  optionPlay(K3_ODDS, {
    id: 'k3_hz',
    group: 'hz',
    groupName: '和值',
    name: '和值',
    rule: '所选和值与三个开奖号码之和相同即中奖，不同和值赔率不同',
    rows: [
      {
        label: '和值',
        options: SUM_WAYS.map((ways, index) => ({ code: String(index + 3), name: String(index + 3), ways })),
      },
    ],
    needs: '请至少选择1个和值',
    wins: (_, code, numbers) => Number(code) === sum(numbers),
  }),
  optionPlay(K3_ODDS, {
    id: 'k3_dxds',
    group: 'dxds',
    groupName: '大小单双',
    name: '大小单双',
    rule: '按三个号码之和：11-18为大，3-10为小，奇数为单，偶数为双',
    rows: [{ label: '和值', options: SIZE_PARITY.map((code) => ({ code, name: code, ways: 108 })) }],
    needs: '请至少选择1项',
    wins: (_, code, numbers) => sizeParityWins(code, sum(numbers), 11),
  }),
  optionPlay(K3_ODDS, {
    id: 'k3_sthdx',
    group: 'sth',
    groupName: '三同号',
    name: '三同号单选',
    rule: '所选豹子（如111）与开奖号码相同即中奖',
    rows: [{ label: '豹子', options: DICE.map((die) => ({ code: die, name: die.repeat(3), ways: 1 })) }],
    needs: '请至少选择1个豹子',
    wins: (_, code, numbers) => distinct(numbers) === 1 && code === String(numbers[0]),
  }),
  optionPlay(K3_ODDS, {
    id: 'k3_sthtx',
    group: 'sth',
    groupName: '三同号',
    name: '三同号通选',
    rule: '开出任意豹子（111、222…666）即中奖',
    rows: [{ label: '通选', options: [{ code: 'all', name: '三同号通选', ways: 6 }] }],
    needs: '请选择三同号通选',
    wins: (_, _code, numbers) => distinct(numbers) === 1,
  }),
  optionPlay(K3_ODDS, {
    id: 'k3_ethfx',
    group: 'eth',
    groupName: '二同号',
    name: '二同号复选',
    rule: '开奖号码恰有两个相同（不含豹子）且与所选对子相同即中奖',
    rows: [
      { label: '对子', options: DICE.map((die) => ({ code: die, name: `${die.repeat(2)}*`, ways: 15 })) },
    ],
    needs: '请至少选择1个对子',
    wins: (_, code, numbers) => code === String(pairOf(numbers)),
  }),
  itemPlay(K3_ODDS, {
    id: 'k3_ethdx',
    group: 'eth',
    groupName: '二同号',
    name: '二同号单选',
    rule: '选择对子与不同号各一，与开奖号码完全相同（顺序不限）即中奖',
    rows: [
      { label: '同号', options: DICE.map((die) => ({ code: die, name: die.repeat(2) })) },
      { label: '不同号', options: DICE.map((die) => ({ code: die, name: die })) },
    ],
    needs: '请选择同号与不同号各至少1个，且不能相同',
    ways: 3,
    count: (picks) => {
      const singles = picked(picks, 1);
      return picked(picks, 0).reduce(
        (total, pair) => total + singles.filter((one) => one !== pair).length,
        0,
      );
    },
    hits: (picks, numbers) => {
      const pair = pairOf(numbers);
      const single = numbers.find((n) => n !== pair);
      if (pair === undefined) return 0;
      return has(picked(picks, 0), pair) && has(picked(picks, 1), single) ? 1 : 0;
    },
  }),
  itemPlay(K3_ODDS, {
    id: 'k3_sbth',
    group: 'sbth',
    groupName: '三不同号',
    name: '三不同号',
    rule: '选择至少3个号码，开奖号码为三个不同号码且都在所选之中即中奖',
    rows: [{ label: '号码', options: DICE.map((die) => ({ code: die, name: die })) }],
    needs: '请至少选择3个号码',
    ways: 6,
    count: (picks) => choose(picked(picks).length, 3),
    hits: (picks, numbers) =>
      distinct(numbers) === 3 && numbers.every((n) => has(picked(picks), n)) ? 1 : 0,
  }),
  itemPlay(K3_ODDS, {
    id: 'k3_ebth',
    group: 'ebth',
    groupName: '二不同号',
    name: '二不同号',
    rule: '选择至少2个号码，每注两个不同号码都出现在开奖号码中即中奖，可同时中多注',
    rows: [{ label: '号码', options: DICE.map((die) => ({ code: die, name: die })) }],
    needs: '请至少选择2个号码',
    ways: 30,
    count: (picks) => choose(picked(picks).length, 2),
    hits: (picks, numbers) => choose([...new Set(numbers)].filter((n) => has(picked(picks), n)).length, 2),
  }),
]);

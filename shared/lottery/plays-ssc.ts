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
  totalPicks,
} from './play-kit';
import type { LotteryPlay } from './types';

// 时时彩: five digits 0-9 (万千百十个); the odds return 98% of stakes.
const RETURN = 9_800;
const DIGITS = numberOptions(0, 9);
const POSITIONS = ['万位', '千位', '百位', '十位', '个位'];

const ONE_DIGIT = fairOdds(10, 1, RETURN);
const STRAIGHT = fairOdds(1000, 1, RETURN);
const GROUP3 = fairOdds(1000, 3, RETURN);
const GROUP6 = fairOdds(1000, 6, RETURN);
const HALF = fairOdds(2, 1, RETURN);
const DRAGON_TIGER = [
  { code: '龙', name: '龙', odds: fairOdds(100, 45, RETURN) },
  { code: '虎', name: '虎', odds: fairOdds(100, 45, RETURN) },
  { code: '和', name: '和', odds: fairOdds(100, 10, RETURN) },
];

const frontThree = (numbers: number[]) => numbers.slice(0, 3);
const has = (picks: string[], n: number | undefined) => n !== undefined && picks.includes(String(n));

const base = { type: 'ssc' as const };

export const SSC_PLAYS: LotteryPlay[] = [
  {
    ...base,
    id: 'ssc_dwd',
    group: 'dwd',
    groupName: '定位胆',
    name: '定位胆',
    rule: '在任意位置选择号码，所选号码与该位开奖号码相同即中奖，每位独立计算',
    odds: ONE_DIGIT,
    rows: POSITIONS.map((label) => row(label, DIGITS)),
    needs: '请至少选择1个号码',
    count: totalPicks,
    winOdds: (picks, numbers) =>
      BigInt(numbers.filter((n, index) => has(picked(picks, index), n)).length) * hundredths(ONE_DIGIT),
  },
  {
    ...base,
    id: 'ssc_q3zx',
    group: 'q3',
    groupName: '前三',
    name: '前三直选',
    rule: '万、千、百位各选至少1个号码，与开奖号码前三位按位相同即中奖',
    odds: STRAIGHT,
    rows: POSITIONS.slice(0, 3).map((label) => row(label, DIGITS)),
    needs: '万位、千位、百位各至少选择1个号码',
    count: (picks) => [0, 1, 2].reduce((total, index) => total * picked(picks, index).length, 1),
    winOdds: (picks, numbers) =>
      frontThree(numbers).every((n, index) => has(picked(picks, index), n)) ? hundredths(STRAIGHT) : 0n,
  },
  {
    ...base,
    id: 'ssc_q3z3',
    group: 'q3',
    groupName: '前三',
    name: '组三',
    rule: '选择至少2个号码，开奖号码前三位恰有两位相同（如112）且号码都在所选之中即中奖，顺序不限',
    odds: GROUP3,
    rows: [row('组三', DIGITS)],
    needs: '请至少选择2个号码',
    count: (picks) => Math.max(0, picked(picks).length * (picked(picks).length - 1)),
    winOdds: (picks, numbers) => {
      const front = frontThree(numbers);
      const isGroup3 = new Set(front).size === 2;
      return isGroup3 && front.every((n) => has(picked(picks), n)) ? hundredths(GROUP3) : 0n;
    },
  },
  {
    ...base,
    id: 'ssc_q3z6',
    group: 'q3',
    groupName: '前三',
    name: '组六',
    rule: '选择至少3个号码，开奖号码前三位互不相同且都在所选之中即中奖，顺序不限',
    odds: GROUP6,
    rows: [row('组六', DIGITS)],
    needs: '请至少选择3个号码',
    count: (picks) => choose(picked(picks).length, 3),
    winOdds: (picks, numbers) => {
      const front = frontThree(numbers);
      return new Set(front).size === 3 && front.every((n) => has(picked(picks), n)) ? hundredths(GROUP6) : 0n;
    },
  },
  {
    ...base,
    id: 'ssc_dxds',
    group: 'dxds',
    groupName: '大小单双',
    name: '总和大小单双',
    rule: '按五个号码之和：23-45为大，0-22为小，奇数为单，偶数为双',
    odds: HALF,
    rows: [row('总和', SIZE_PARITY)],
    needs: '请至少选择1项',
    count: (picks) => picked(picks).length,
    winOdds: (picks, numbers) => {
      const total = numbers.reduce((sum, n) => sum + n, 0);
      return oddsOfHits(SIZE_PARITY, picked(picks), HALF, (code) => sizeParityWins(code, total, 23));
    },
  },
  {
    ...base,
    id: 'ssc_lhh',
    group: 'lhh',
    groupName: '龙虎和',
    name: '龙虎和',
    rule: '比较万位与个位：万位大为龙，个位大为虎，相同为和（开和时龙、虎不中）',
    odds: `${DRAGON_TIGER[0]?.odds}/${DRAGON_TIGER[2]?.odds}`,
    rows: [row('万位 vs 个位', DRAGON_TIGER)],
    needs: '请至少选择1项',
    count: (picks) => picked(picks).length,
    winOdds: (picks, numbers) => {
      const first = numbers[0] ?? 0;
      const last = numbers[4] ?? 0;
      const outcome = first > last ? '龙' : first < last ? '虎' : '和';
      return oddsOfHits(DRAGON_TIGER, picked(picks), '0', (code) => code === outcome);
    },
  },
];

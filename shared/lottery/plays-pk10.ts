import { fairOdds } from './odds';
import {
  hundredths,
  numberOptions,
  oddsOfHits,
  picked,
  row,
  SIZE_PARITY,
  sizeParityWins,
  sumOptions,
  totalPicks,
} from './play-kit';
import type { LotteryPlay } from './types';

// 北京赛车 PK10: cars 01-10 in finishing order; the odds return 98% of stakes.
const RETURN = 9_800;
const CARS = numberOptions(1, 10, 2);
const PLACES = [
  '冠军',
  '亚军',
  '第三名',
  '第四名',
  '第五名',
  '第六名',
  '第七名',
  '第八名',
  '第九名',
  '第十名',
];
const ONE_CAR = fairOdds(10, 1, RETURN);
const HALF = fairOdds(2, 1, RETURN);
/** Ordered (first, second) pairs of the 90 giving each 冠亚和. */
const SUM_WAYS: Record<number, number> = Object.fromEntries(
  Array.from({ length: 17 }, (_, index) => {
    const total = index + 3;
    const pairs = total <= 11 ? Math.floor((total - 1) / 2) : Math.floor((21 - total) / 2);
    return [total, pairs * 2];
  }),
);
const SUMS = sumOptions(SUM_WAYS, 90, RETURN);
const DRAGON_TIGER = [
  { code: '龙', name: '龙' },
  { code: '虎', name: '虎' },
];
const DUELS = PLACES.slice(0, 5).map((place, index) => `${place} vs ${PLACES[9 - index]}`);

const has = (picks: string[], car: number | undefined) =>
  car !== undefined && picks.includes(String(car).padStart(2, '0'));

const base = { type: 'pk10' as const };

export const PK10_PLAYS: LotteryPlay[] = [
  {
    ...base,
    id: 'pk10_gj',
    group: 'gj',
    groupName: '冠军',
    name: '冠军',
    rule: '所选车号与冠军车号相同即中奖',
    odds: ONE_CAR,
    rows: [row('冠军', CARS)],
    needs: '请至少选择1个车号',
    count: (picks) => picked(picks).length,
    winOdds: (picks, numbers) => (has(picked(picks), numbers[0]) ? hundredths(ONE_CAR) : 0n),
  },
  {
    ...base,
    id: 'pk10_gyhz',
    group: 'gyhz',
    groupName: '冠亚和值',
    name: '冠亚和值',
    rule: '冠军与亚军车号之和（3-19）与所选和值相同即中奖，不同和值赔率不同',
    odds: `${SUMS[8]?.odds ?? ''}-${SUMS[0]?.odds ?? ''}`,
    rows: [row('冠亚和', SUMS)],
    needs: '请至少选择1个和值',
    count: (picks) => picked(picks).length,
    winOdds: (picks, numbers) =>
      oddsOfHits(SUMS, picked(picks), '0', (code) => Number(code) === (numbers[0] ?? 0) + (numbers[1] ?? 0)),
  },
  {
    ...base,
    id: 'pk10_dwd',
    group: 'dwd',
    groupName: '定位胆',
    name: '定位胆',
    rule: '在任意名次选择车号，与该名次开奖车号相同即中奖，每个名次独立计算',
    odds: ONE_CAR,
    rows: PLACES.map((label) => row(label, CARS)),
    needs: '请至少选择1个车号',
    count: totalPicks,
    winOdds: (picks, numbers) =>
      BigInt(numbers.filter((car, index) => has(picked(picks, index), car)).length) * hundredths(ONE_CAR),
  },
  {
    ...base,
    id: 'pk10_dxds',
    group: 'dxds',
    groupName: '大小单双',
    name: '大小单双',
    rule: '按各名次车号：06-10为大，01-05为小，奇数为单，偶数为双，每个名次独立计算',
    odds: HALF,
    rows: PLACES.map((label) => row(label, SIZE_PARITY)),
    needs: '请至少选择1项',
    count: totalPicks,
    winOdds: (picks, numbers) =>
      numbers.reduce(
        (sum, car, index) =>
          sum + oddsOfHits(SIZE_PARITY, picked(picks, index), HALF, (code) => sizeParityWins(code, car, 6)),
        0n,
      ),
  },
  {
    ...base,
    id: 'pk10_lh',
    group: 'lh',
    groupName: '龙虎',
    name: '龙虎',
    rule: '冠军对第十名、亚军对第九名……第五名对第六名：前者车号大为龙，小为虎',
    odds: HALF,
    rows: DUELS.map((label) => row(label, DRAGON_TIGER)),
    needs: '请至少选择1项',
    count: totalPicks,
    winOdds: (picks, numbers) =>
      [0, 1, 2, 3, 4].reduce((sum, index) => {
        const outcome = (numbers[index] ?? 0) > (numbers[9 - index] ?? 0) ? '龙' : '虎';
        return sum + (picked(picks, index).includes(outcome) ? hundredths(HALF) : 0n);
      }, 0n),
  },
];

import {
  type FamilyOdds,
  itemPlay,
  lazily,
  optionPlay,
  picked,
  SIZE_PARITY,
  sizeParityWins,
} from './play-kit';
import type { LotteryPlay, Picks } from './types';

// 北京赛车 PK10: cars 01-10 in finishing order, 10! equally likely orders; the odds return 98% of stakes.
export const PK10_ODDS: FamilyOdds = { type: 'pk10', outcomes: 3_628_800, returnRate: 9_800 };
const ORDERS = PK10_ODDS.outcomes;

export const PK10_PLACES = [
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
const carCode = (car: number) => String(car).padStart(2, '0');
const CARS = Array.from({ length: 10 }, (_, index) => carCode(index + 1));
/** One car on one place: a tenth of the orders. */
const carOptions = (ways: number) => CARS.map((code) => ({ code, name: code, ways }));
const DUELS = PK10_PLACES.slice(0, 5).map((place, index) => `${place} vs ${PK10_PLACES[9 - index]}`);
/** Orders whose first two cars sum to each 冠亚和 3-19: ordered pairs × the 8! orders of the rest. */
const SUM_OPTIONS = Array.from({ length: 17 }, (_, index) => {
  const total = index + 3;
  const pairs = total <= 11 ? Math.floor((total - 1) / 2) : Math.floor((21 - total) / 2);
  return { code: String(total), name: String(total), ways: pairs * 2 * (ORDERS / 90) };
});

const has = (picks: Picks, rowIndex: number, car: number | undefined) =>
  car !== undefined && picked(picks, rowIndex).includes(carCode(car));

/** Ordered picks of distinct cars, one from each of the first `places` rows (猜前二/猜前三 注数). */
function distinctOrders(picks: Picks, places: number, taken: string[] = []): number {
  if (taken.length === places) return 1;
  return picked(picks, taken.length)
    .filter((car) => !taken.includes(car))
    .reduce((total, car) => total + distinctOrders(picks, places, [...taken, car]), 0);
}

function guessPlay(places: 2 | 3): LotteryPlay {
  const labels = PK10_PLACES.slice(0, places);
  const name = places === 2 ? '猜前二' : '猜前三';
  return itemPlay(PK10_ODDS, {
    id: `pk10_q${places}zx`,
    group: `q${places}`,
    groupName: name,
    name: `${name}直选`,
    rule: `${labels.join('、')}各选车号，与开奖前${places === 2 ? '二' : '三'}名按顺序完全相同即中奖`,
    rows: labels.map((label) => ({ label, options: CARS.map((code) => ({ code, name: code })) })),
    needs: `${labels.join('、')}各至少选择1个不同的车号`,
    ways: places === 2 ? ORDERS / 90 : ORDERS / 720,
    count: (picks) => distinctOrders(picks, places),
    hits: (picks, numbers) => (labels.every((_, index) => has(picks, index, numbers[index])) ? 1 : 0),
  });
}

export const pk10Plays = lazily((): LotteryPlay[] => [
  optionPlay(PK10_ODDS, {
    id: 'pk10_gj',
    group: 'gj',
    groupName: '冠军',
    name: '冠军',
    rule: '所选车号与冠军车号相同即中奖',
    rows: [{ label: '冠军', options: carOptions(ORDERS / 10) }],
    needs: '请至少选择1个车号',
    wins: (_, code, numbers) => code === carCode(numbers[0] ?? 0),
  }),
  guessPlay(2),
  guessPlay(3),
  optionPlay(PK10_ODDS, {
    id: 'pk10_gyhz',
    group: 'gyhz',
    groupName: '冠亚和值',
    name: '冠亚和值',
    rule: '冠军与亚军车号之和（3-19）与所选和值相同即中奖，不同和值赔率不同',
    rows: [{ label: '冠亚和', options: SUM_OPTIONS }],
    needs: '请至少选择1个和值',
    wins: (_, code, numbers) => Number(code) === (numbers[0] ?? 0) + (numbers[1] ?? 0),
  }),
  optionPlay(PK10_ODDS, {
    id: 'pk10_dwd',
    group: 'dwd',
    groupName: '定位胆',
    name: '定位胆',
    rule: '在任意名次选择车号，与该名次开奖车号相同即中奖，每个名次独立计算',
    rows: PK10_PLACES.map((label) => ({ label, options: carOptions(ORDERS / 10) })),
    needs: '请至少选择1个车号',
    wins: (rowIndex, code, numbers) => code === carCode(numbers[rowIndex] ?? 0),
  }),
  optionPlay(PK10_ODDS, {
    id: 'pk10_dxds',
    group: 'dxds',
    groupName: '大小单双',
    name: '大小单双',
    rule: '按各名次车号：06-10为大，01-05为小，奇数为单，偶数为双，每个名次独立计算',
    rows: PK10_PLACES.map((label) => ({
      label,
      options: SIZE_PARITY.map((code) => ({ code, name: code, ways: ORDERS / 2 })),
    })),
    needs: '请至少选择1项',
    wins: (rowIndex, code, numbers) => sizeParityWins(code, numbers[rowIndex] ?? 0, 6),
  }),
  optionPlay(PK10_ODDS, {
    id: 'pk10_lh',
    group: 'lh',
    groupName: '龙虎',
    name: '龙虎',
    rule: '冠军对第十名、亚军对第九名……第五名对第六名：前者车号大为龙，小为虎',
    rows: DUELS.map((label) => ({
      label,
      options: ['龙', '虎'].map((code) => ({ code, name: code, ways: ORDERS / 2 })),
    })),
    needs: '请至少选择1项',
    wins: (rowIndex, code, numbers) =>
      code === ((numbers[rowIndex] ?? 0) > (numbers[9 - rowIndex] ?? 0) ? '龙' : '虎'),
  }),
]);

import { K3_ODDS, k3Plays } from './plays-k3';
import { PK10_ODDS, PK10_PLACES, pk10Plays } from './plays-pk10';
import { sscPlays } from './plays-ssc';
import { SSC_ODDS, SSC_POSITIONS } from './plays-ssc-stars';
import type { LotteryFamily, LotteryType } from './types';

/**
 * One descriptor per family, keyed by every LotteryType so a family cannot be half added. Its plays are
 * built on first use (`lazily`).
 */
export const FAMILIES: { readonly [Type in LotteryType]: LotteryFamily & { type: Type } } = {
  k3: {
    ...K3_ODDS,
    type: 'k3',
    name: '快三',
    icon: '快3',
    note: '三颗骰子，每颗1-6点；按和值、形态（豹子、对子、三不同）投注。',
    draw: { length: 3, min: 1, max: 6, distinct: false, width: 1 },
    openCodeHint: '三个1-6的号码，如 1,3,5',
    positions: ['第一位', '第二位', '第三位'],
    bigSumFrom: 11,
    get plays() {
      return k3Plays();
    },
  },
  ssc: {
    ...SSC_ODDS,
    type: 'ssc',
    name: '时时彩',
    icon: '时',
    note: '五位号码（万千百十个），每位0-9；五星、四星、前中后三星、二星、任选、定位胆、总和大小单双、龙虎和。',
    draw: { length: 5, min: 0, max: 9, distinct: false, width: 1 },
    openCodeHint: '五个0-9的号码，如 1,2,3,4,5',
    positions: SSC_POSITIONS,
    bigSumFrom: 23,
    get plays() {
      return sscPlays();
    },
  },
  pk10: {
    ...PK10_ODDS,
    type: 'pk10',
    name: '北京赛车',
    icon: '赛',
    note: '十辆赛车01-10的名次；可猜冠军、前二、前三，冠亚和值、各名次车号、大小单双与龙虎。',
    draw: { length: 10, min: 1, max: 10, distinct: true, width: 2 },
    openCodeHint: '01-10十个车号各一次，如 03,01,07,02,10,05,04,09,06,08',
    positions: PK10_PLACES,
    bigSumFrom: 12,
    get plays() {
      return pk10Plays();
    },
  },
};

export const LOTTERY_TYPES = Object.keys(FAMILIES) as LotteryType[];

/** The family of a type read from the database or a URL; undefined for anything else. */
export const familyOf = (type: string): LotteryFamily | undefined =>
  LOTTERY_TYPES.includes(type as LotteryType) ? FAMILIES[type as LotteryType] : undefined;

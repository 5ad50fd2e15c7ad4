import { FAMILIES, familyOf } from './families';
import type { LotteryDefinition, LotteryPlay, LotteryType } from './types';

/** Every lottery sold: each family in a fast (1 minute) and a standard (5 minute) variant. */
export const LOTTERIES: LotteryDefinition[] = [
  { id: 1, code: 'jsk3', name: '极速快三', type: 'k3', intervalSeconds: 60, hot: true, sort: 1 },
  { id: 2, code: 'wfk3', name: '五分快三', type: 'k3', intervalSeconds: 300, hot: false, sort: 2 },
  { id: 3, code: 'jsssc', name: '极速时时彩', type: 'ssc', intervalSeconds: 60, hot: true, sort: 3 },
  { id: 4, code: 'wfssc', name: '五分时时彩', type: 'ssc', intervalSeconds: 300, hot: false, sort: 4 },
  { id: 5, code: 'jssc', name: '极速赛车', type: 'pk10', intervalSeconds: 60, hot: true, sort: 5 },
  { id: 6, code: 'bjpk10', name: '北京赛车', type: 'pk10', intervalSeconds: 300, hot: true, sort: 6 },
];

export const findLottery = (idOrCode: number | string): LotteryDefinition | undefined =>
  LOTTERIES.find((lottery) => lottery.id === Number(idOrCode) || lottery.code === idOrCode);

export const playsOf = (type: LotteryType): LotteryPlay[] => FAMILIES[type].plays;

/** A play by its id, which starts with its family's type (k3_hz): only that family's plays are built. */
export const findLotteryPlay = (id: string): LotteryPlay | undefined =>
  familyOf(id.slice(0, id.indexOf('_')))?.plays.find((play) => play.id === id);

export interface LotteryPlayGroup {
  group: string;
  name: string;
  plays: LotteryPlay[];
}

/** The plays of a family grouped as the game page tabs show them (in catalogue order). */
export function playGroupsOf(type: LotteryType): LotteryPlayGroup[] {
  const groups: LotteryPlayGroup[] = [];
  for (const play of playsOf(type)) {
    const existing = groups.find((group) => group.group === play.group);
    if (existing) existing.plays.push(play);
    else groups.push({ group: play.group, name: play.groupName, plays: [play] });
  }
  return groups;
}

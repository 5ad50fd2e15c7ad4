import { describe, expect, it } from 'vitest';
import { findLotteryPlay, LOTTERIES, LOTTERY_PLAYS, playGroupsOf } from './catalogue';
import { checkBetCodes } from './codes';
import { prizeFen } from './prize';

function play(id: string) {
  const found = findLotteryPlay(id);
  if (!found) throw new Error(`no play ${id}`);
  return found;
}

/** 注数 of a code, and the prize of 2 yuan × 1 on a draw (fen). */
function bet(id: string, codes: string) {
  const check = checkBetCodes(play(id), codes);
  if (!check.valid) throw new Error(check.message);
  return {
    items: check.itemCount,
    prize: (numbers: number[]) => prizeFen(play(id), check.picks, numbers, 200n, 1),
  };
}

describe('catalogue', () => {
  it('sells every family in a 1-minute and a 5-minute variant', () => {
    for (const type of ['k3', 'ssc', 'pk10'] as const) {
      const intervals = LOTTERIES.filter((lottery) => lottery.type === type).map((l) => l.intervalSeconds);
      expect(intervals.sort()).toEqual([300, 60].sort());
    }
  });

  it('groups the plays the issue lists', () => {
    const names = (type: 'k3' | 'ssc' | 'pk10') => playGroupsOf(type).map((group) => group.name);
    expect(names('k3')).toEqual(['和值', '大小单双', '三同号', '二同号', '三不同号', '二不同号']);
    expect(names('ssc')).toEqual(['定位胆', '前三', '大小单双', '龙虎和']);
    expect(names('pk10')).toEqual(['冠军', '冠亚和值', '定位胆', '大小单双', '龙虎']);
    expect(new Set(LOTTERY_PLAYS.map((p) => p.id)).size).toBe(LOTTERY_PLAYS.length);
  });
});

describe('快三', () => {
  it('和值 pays the odds of the drawn sum only', () => {
    const hz = bet('k3_hz', '3,10,18');
    expect(hz.items).toBe(3);
    expect(hz.prize([1, 1, 1])).toBe(41_472n); // 207.36 × 2 yuan
    expect(hz.prize([2, 3, 5])).toBe(1_536n); // 7.68 × 2
    expect(hz.prize([1, 2, 3])).toBe(0n);
  });

  it('大小单双 counts each hit: 11-18 大, odd 单', () => {
    const dxds = bet('k3_dxds', '大,小,单,双');
    expect(dxds.items).toBe(4);
    expect(dxds.prize([3, 4, 6])).toBe(768n); // 13: 大 and 单 at 1.92
  });

  it('三同号 单选 and 通选 win on triples only', () => {
    expect(bet('k3_sthdx', '2,5').prize([5, 5, 5])).toBe(41_472n);
    expect(bet('k3_sthdx', '2,5').prize([5, 5, 6])).toBe(0n);
    expect(bet('k3_sthtx', 'all').prize([1, 1, 1])).toBe(6_912n);
  });

  it('二同号: 复选 on an exact pair, 单选 counts pair × different single', () => {
    expect(bet('k3_ethfx', '3').prize([3, 3, 6])).toBe(2_764n);
    expect(bet('k3_ethfx', '3').prize([3, 3, 3])).toBe(0n);
    const single = bet('k3_ethdx', '1,2|1,2,3');
    expect(single.items).toBe(4); // 11-2, 11-3, 22-1, 22-3
    expect(single.prize([1, 2, 2])).toBe(13_824n);
    expect(single.prize([1, 1, 1])).toBe(0n);
  });

  it('三不同号 C(n,3) and 二不同号 C(n,2), several 二不同号 items can win', () => {
    const three = bet('k3_sbth', '1,2,3,4');
    expect(three.items).toBe(4);
    expect(three.prize([1, 3, 4])).toBe(6_912n);
    expect(three.prize([1, 1, 4])).toBe(0n);
    const two = bet('k3_ebth', '1,2,3,4,5,6');
    expect(two.items).toBe(15);
    expect(two.prize([1, 3, 4])).toBe(3n * 1_382n); // {1,3} {1,4} {3,4} at 6.91
    expect(two.prize([2, 2, 5])).toBe(1_382n);
  });
});

describe('时时彩', () => {
  it('定位胆 counts every picked digit and pays each position that hits', () => {
    const dwd = bet('ssc_dwd', '1,2|||0|9');
    expect(dwd.items).toBe(4);
    expect(dwd.prize([1, 5, 5, 0, 3])).toBe(2n * 1_960n);
  });

  it('前三直选 is the product of the three positions', () => {
    const zx = bet('ssc_q3zx', '1,2|3|4,5,6');
    expect(zx.items).toBe(6);
    expect(zx.prize([2, 3, 6, 0, 0])).toBe(196_000n);
    expect(zx.prize([3, 2, 6, 0, 0])).toBe(0n);
  });

  it('组三 n(n-1) wins on a pair in the front three, 组六 C(n,3) on three distinct', () => {
    const z3 = bet('ssc_q3z3', '1,2,3');
    expect(z3.items).toBe(6);
    expect(z3.prize([2, 1, 2, 9, 9])).toBe(65_332n);
    expect(z3.prize([1, 2, 3, 9, 9])).toBe(0n);
    const z6 = bet('ssc_q3z6', '1,2,3,4');
    expect(z6.items).toBe(4);
    expect(z6.prize([3, 1, 4, 0, 0])).toBe(32_666n);
    expect(z6.prize([3, 3, 4, 0, 0])).toBe(0n);
  });

  it('总和大小单双 splits at 23; 龙虎和 compares 万位 and 个位', () => {
    expect(bet('ssc_dxds', '大,双').prize([9, 9, 5, 0, 0])).toBe(392n); // 23: 大, 单
    const lhh = bet('ssc_lhh', '龙,虎,和');
    expect(lhh.prize([7, 0, 0, 0, 2])).toBe(434n);
    expect(lhh.prize([4, 0, 0, 0, 4])).toBe(1_960n);
  });
});

describe('北京赛车', () => {
  const order = [3, 8, 1, 2, 10, 4, 5, 6, 7, 9];

  it('冠军 and 定位胆 by car number', () => {
    expect(bet('pk10_gj', '01,03').prize(order)).toBe(1_960n);
    const dwd = bet('pk10_dwd', '03|08|||||||06|09');
    expect(dwd.items).toBe(4);
    expect(dwd.prize(order)).toBe(3n * 1_960n);
  });

  it('冠亚和值 pays by sum: 11 at 8.82, 3 at 44.10', () => {
    expect(bet('pk10_gyhz', '11,3').prize(order)).toBe(1_764n);
    expect(bet('pk10_gyhz', '3').prize([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8_820n);
  });

  it('大小单双 per place and 龙虎 per duel', () => {
    expect(bet('pk10_dxds', '大,单|大||||||||').prize(order)).toBe(2n * 392n); // 03: 小 单; 08: 大
    const lh = bet('pk10_lh', '龙|虎|||');
    expect(lh.items).toBe(2);
    expect(lh.prize(order)).toBe(0n); // 3 < 9 虎; 8 > 7 龙
    expect(bet('pk10_lh', '虎|龙|||').prize(order)).toBe(784n);
  });
});

describe('bet code validation', () => {
  const refused = (id: string, codes: string) => {
    const check = checkBetCodes(play(id), codes);
    return check.valid ? '' : check.message;
  };

  it('refuses too few picks with the play own message', () => {
    expect(refused('k3_sbth', '1,2')).toBe('请至少选择3个号码');
    expect(refused('ssc_q3zx', '1|2|')).toBe('万位、千位、百位各至少选择1个号码');
    expect(refused('k3_ethdx', '1|1')).toBe('请选择同号与不同号各至少1个，且不能相同');
    expect(refused('k3_hz', '')).toBe('请至少选择1个和值');
  });

  it('refuses unknown numbers, repeats and a wrong number of positions', () => {
    expect(refused('k3_hz', '2')).toBe('和值的号码“2”无效');
    expect(refused('ssc_dwd', '1,1||||')).toBe('万位有重复的号码');
    expect(refused('ssc_dwd', '1|2')).toBe('投注号码格式不正确');
    expect(refused('pk10_gj', '1')).toBe('冠军的号码“1”无效');
  });

  it('normalises the order of picks so equal bets share one code', () => {
    const check = checkBetCodes(play('k3_hz'), ' 18, 3 ,10');
    expect(check.valid && check.codes).toBe('3,10,18');
  });
});

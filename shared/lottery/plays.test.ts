import { describe, expect, it } from 'vitest';
import { findLotteryPlay, LOTTERIES, playGroupsOf, playsOf } from './catalogue';
import { checkBetCodes } from './codes';
import { LOTTERY_TYPES } from './families';
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
    expect(names('ssc')).toEqual([
      '定位胆',
      '五星',
      '四星',
      '前三',
      '中三',
      '后三',
      '前二',
      '后二',
      '任选',
      '大小单双',
      '龙虎和',
    ]);
    expect(names('pk10')).toEqual(['冠军', '猜前二', '猜前三', '冠亚和值', '定位胆', '大小单双', '龙虎']);
    const all = LOTTERY_TYPES.flatMap(playsOf);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    // findLotteryPlay builds only the family its id names.
    for (const play of all) expect(findLotteryPlay(play.id)).toBe(play);
    expect(findLotteryPlay('k3')).toBeUndefined();
    expect(findLotteryPlay('ssc_nothing')).toBeUndefined();
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

  it('五星: 直选 is the product of five positions, 组选120 C(n,5) on five distinct digits', () => {
    const zx = bet('ssc_wxzx', '1|2|3|4|5,6');
    expect(zx.items).toBe(2);
    expect(zx.prize([1, 2, 3, 4, 6])).toBe(19_600_000n); // 98000.00 × 2 yuan
    expect(zx.prize([1, 2, 3, 4, 7])).toBe(0n);
    const z120 = bet('ssc_wxz120', '0,1,2,3,4,5');
    expect(z120.items).toBe(6);
    expect(z120.prize([5, 3, 1, 0, 2])).toBe(163_332n); // 816.66 × 2
    expect(z120.prize([5, 3, 1, 0, 0])).toBe(0n);
  });

  it('组选60/30/20/10/5 count their shapes and win only on that shape', () => {
    const z60 = bet('ssc_wxz60', '1,2|1,2,3,4');
    expect(z60.items).toBe(2); // pair 1 with singles 2,3,4; pair 2 with singles 1,3,4
    expect(z60.prize([3, 1, 4, 1, 2])).toBe(326_666n); // 1633.33 × 2
    expect(z60.prize([3, 1, 4, 1, 1])).toBe(0n);
    const z30 = bet('ssc_wxz30', '1,2,3|4');
    expect(z30.items).toBe(3);
    expect(z30.prize([2, 4, 1, 2, 1])).toBe(653_332n); // 3266.66 × 2
    const z20 = bet('ssc_wxz20', '7|1,2');
    expect(z20.items).toBe(1);
    expect(z20.prize([7, 1, 7, 2, 7])).toBe(980_000n);
    const z10 = bet('ssc_wxz10', '7|7,8');
    expect(z10.items).toBe(1);
    expect(z10.prize([8, 7, 7, 8, 7])).toBe(1_960_000n);
    const z5 = bet('ssc_wxz5', '0|9');
    expect(z5.prize([0, 0, 9, 0, 0])).toBe(3_920_000n);
    expect(z5.prize([0, 0, 0, 0, 0])).toBe(0n);
  });

  it('四星 reads 千百十个; 中三 and 后三 read their own three digits', () => {
    expect(bet('ssc_sxzx', '2|3|4|5').prize([9, 2, 3, 4, 5])).toBe(1_960_000n);
    expect(bet('ssc_z3zx', '2|3|4').prize([9, 2, 3, 4, 5])).toBe(196_000n);
    expect(bet('ssc_h3zx', '2|3|4').prize([9, 2, 3, 4, 5])).toBe(0n);
    expect(bet('ssc_h3z6', '3,4,5').prize([9, 2, 5, 3, 4])).toBe(32_666n);
  });

  it('和值 counts the straight numbers making each sum and pays the 直选 odds once', () => {
    const q3hz = bet('ssc_q3hz', '0,1,27');
    expect(q3hz.items).toBe(5); // 000; 001 010 100; 999
    expect(q3hz.prize([1, 0, 0, 5, 5])).toBe(196_000n);
    expect(bet('ssc_q3hz', '13,14').items).toBe(150);
    const h2hz = bet('ssc_h2hz', '9');
    expect(h2hz.items).toBe(10);
    expect(h2hz.prize([0, 0, 0, 4, 5])).toBe(19_600n);
  });

  it('二星组选 needs two different digits; 任选 pays every matching set of positions', () => {
    const q2zu = bet('ssc_q2zu', '1,2,3');
    expect(q2zu.items).toBe(3);
    expect(q2zu.prize([2, 1, 0, 0, 0])).toBe(9_800n);
    expect(q2zu.prize([1, 1, 0, 0, 0])).toBe(0n);
    const rx2 = bet('ssc_rx2', '1|2|3||');
    expect(rx2.items).toBe(3);
    expect(rx2.prize([1, 2, 3, 0, 0])).toBe(3n * 19_600n);
    expect(rx2.prize([1, 2, 9, 0, 0])).toBe(19_600n);
    expect(bet('ssc_rx3', '1|2|3|4|').items).toBe(4);
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

  it('猜前二 and 猜前三 count distinct cars in order', () => {
    const q2 = bet('pk10_q2zx', '03,08|03,08');
    expect(q2.items).toBe(2);
    expect(q2.prize(order)).toBe(17_640n); // 88.20 × 2
    const q3 = bet('pk10_q3zx', '03|08|01,03');
    expect(q3.items).toBe(1);
    expect(q3.prize(order)).toBe(141_120n); // 705.60 × 2
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
    expect(refused('ssc_wxz60', '1|1,2,3')).toBe('请至少选择1个二重号和3个单号，且号码不重复');
    expect(refused('pk10_q2zx', '01|01')).toBe('冠军、亚军各至少选择1个不同的车号');
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

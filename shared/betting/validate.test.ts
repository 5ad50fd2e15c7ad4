import { describe, expect, it } from 'vitest';
import type { Selection } from './slip';
import { validateBasketballMixed, validateFootballMixed, validateMixed, validateStake } from './validate';

const football = (matchId: number, play: Selection['play'] = 'winDrawLose', option = 'win'): Selection => ({
  matchId,
  sport: 'football',
  play,
  option,
  name: option,
  odds: '2.00',
});
const basketball = (matchId: number, play: Selection['play'] = 'win-lose', option = 'win'): Selection => ({
  ...football(matchId, play, option),
  sport: 'basketball',
});
const many = (make: (id: number) => Selection, count: number) =>
  Array.from({ length: count }, (_, i) => make(i + 1));

describe('football mixed rules', () => {
  it('passes a clean slip', () => {
    expect(validateFootballMixed([football(1), football(2, 'score', '1:0')])).toEqual({
      valid: true,
      message: '验证通过',
    });
  });
  it('asks for a selection when empty', () => {
    expect(validateFootballMixed([]).message).toBe('请选择投注选项');
  });
  it('only one sport', () => {
    expect(validateFootballMixed([football(1), basketball(2)]).message).toBe(
      '混合过关只能选择同一运动项目的比赛',
    );
  });
  it('one game per match', () => {
    expect(validateFootballMixed([football(1), football(1, 'handicap')]).message).toBe(
      '同一场比赛不能选择多个游戏',
    );
    // 复式 in one game is fine
    expect(validateFootballMixed([football(1), football(1, 'winDrawLose', 'draw')]).valid).toBe(true);
  });
  it.each([
    ['winDrawLose', 8],
    ['handicap', 8],
    ['totalGoals', 6],
    ['score', 4],
    ['halfFullTime', 4],
  ] as const)('%s allows %i legs', (play, passes) => {
    expect(validateFootballMixed(many((id) => football(id, play, 'x'), passes)).valid).toBe(true);
    expect(validateFootballMixed(many((id) => football(id, play, 'x'), passes + 1)).message).toBe(
      `混合过关最多${passes}关`,
    );
  });
  it('takes the smallest max passes of the plays used', () => {
    const slip = [...many((id) => football(id), 4), football(5, 'score', '1:0')];
    expect(validateFootballMixed(slip).message).toBe('混合过关最多4关');
    const six = [...many((id) => football(id), 6), football(7, 'totalGoals', '2')];
    expect(validateFootballMixed(six).message).toBe('混合过关最多6关');
  });
});

describe('basketball mixed rules', () => {
  it('empty gives 请选择投注选项', () => {
    expect(validateBasketballMixed([])).toEqual({ valid: false, message: '请选择投注选项' });
  });
  it('non-basketball types give 混合过关只能选择篮球项目', () => {
    expect(validateBasketballMixed([basketball(1), football(2)]).message).toBe('混合过关只能选择篮球项目');
  });
  it('two games on one match give 同一场比赛不能选择不同游戏', () => {
    expect(validateBasketballMixed([basketball(1), basketball(1, 'handicap')]).message).toBe(
      '同一场比赛不能选择不同游戏',
    );
  });
  it.each([
    ['win-lose', 8],
    ['handicap', 8],
    ['score-diff', 4],
    ['total-score', 8],
  ] as const)('%s allows %i legs, more give 混合过关最多N关', (play, passes) => {
    expect(validateBasketballMixed(many((id) => basketball(id, play), passes)).valid).toBe(true);
    expect(validateBasketballMixed(many((id) => basketball(id, play), passes + 1)).message).toBe(
      `混合过关最多${passes}关`,
    );
  });
  it('else 验证通过', () => {
    expect(validateMixed('basketball', [basketball(1), basketball(2, 'score-diff', 'home_1_5')])).toEqual({
      valid: true,
      message: '验证通过',
    });
  });
});

describe('stake limits', () => {
  it('amount 2-20000, multiple 1-99', () => {
    expect(validateStake(2, 1).valid).toBe(true);
    expect(validateStake(20000, 99).valid).toBe(true);
    expect(validateStake(1, 1).message).toBe('投注金额须为2-20000元');
    expect(validateStake(20001, 1).message).toBe('投注金额须为2-20000元');
    expect(validateStake(2.5, 1).message).toBe('投注金额须为2-20000元');
    expect(validateStake(2, 0).message).toBe('投注倍数须为1-99倍');
    expect(validateStake(2, 100).message).toBe('投注倍数须为1-99倍');
  });
});

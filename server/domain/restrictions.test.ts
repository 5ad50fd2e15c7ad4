import { describe, expect, it } from 'vitest';
import { type MoneyUse, type PlayerFlags, restrictionOf } from './restrictions';

const ALLOWED: PlayerFlags = { enabled: 1, isBlack: 0, disableGame: 0, disableNggame: 0 };
const USES: MoneyUse[] = ['lottery', 'sports', 'game', 'ng_game'];

/** What each use answers a player with these flags: the refusal's status and message, or null when allowed. */
const answers = (flags: Partial<PlayerFlags>) =>
  USES.map((use) => {
    const refusal = restrictionOf({ ...ALLOWED, ...flags }, use);
    return refusal && [refusal.status, refusal.message];
  });

describe('restrictions: one decision for every path where money goes into play', () => {
  it('an unflagged player may bet and play everywhere', () => {
    expect(answers({})).toEqual([null, null, null, null]);
  });

  it('is_black closes every kind of betting and game', () => {
    expect(answers({ isBlack: 1 })).toEqual([
      [422, '您的账号已被限制投注'],
      [403, '您的账号已被限制投注'],
      [422, '您的账户已被限制，无法进入游戏'],
      [422, '您的账户已被限制，无法进入游戏'],
    ]);
  });

  it('disable_game closes the games, lottery among them, but not sports', () => {
    expect(answers({ disableGame: 1 })).toEqual([
      [422, '您的账户已被禁止游戏，不能投注彩票'],
      null,
      [422, '您的账户已被禁止进入游戏'],
      [422, '您的账户已被禁止进入游戏'],
    ]);
  });

  it('disable_nggame closes only the NG platforms', () => {
    expect(answers({ disableNggame: 1 })).toEqual([
      null,
      null,
      null,
      [422, '您的账户已被禁止进入第三方游戏'],
    ]);
  });

  it('a disabled account bets nowhere, whatever path asks', () => {
    expect(answers({ enabled: 0 })).toEqual([
      [422, '账号已被禁用'],
      [403, '账号已被禁用'],
      [422, '账号已被禁用'],
      [422, '账号已被禁用'],
    ]);
  });
});

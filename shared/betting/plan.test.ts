import { describe, expect, it } from 'vitest';
import { planSlip, type SlipInput } from './plan';
import { BASKETBALL_PLAYS, FOOTBALL_PLAYS, FOOTBALL_SCORES, findOption } from './plays';
import type { Selection } from './slip';

const pick = (matchId: number, odds = '2.00', option = 'win'): Selection => ({
  matchId,
  sport: 'football',
  play: 'winDrawLose',
  option,
  name: option,
  odds,
  single: true,
});
const slip = (overrides: Partial<SlipInput>): SlipInput => ({
  mode: 'mixed',
  sport: 'football',
  combos: ['3x4'],
  selections: [pick(1), pick(2), pick(3)],
  amount: 2,
  multiple: 1,
  ...overrides,
});

describe('plays and options', () => {
  it('football: 31 scores, 8 total-goal options, 9 half/full', () => {
    expect(FOOTBALL_SCORES).toHaveLength(31);
    expect(FOOTBALL_SCORES.map((option) => option.name)).toEqual(
      '1:0 2:0 2:1 3:0 3:1 3:2 4:0 4:1 4:2 5:0 5:1 5:2 胜其它 0:0 1:1 2:2 3:3 平其它 0:1 0:2 1:2 0:3 1:3 2:3 0:4 1:4 2:4 0:5 1:5 2:5 负其它'.split(
        ' ',
      ),
    );
    const names = (key: string) =>
      FOOTBALL_PLAYS.find((play) => play.key === key)?.options.map((o) => o.name);
    expect(names('totalGoals')).toEqual(['0球', '1球', '2球', '3球', '4球', '5球', '6球', '7+球']);
    expect(names('halfFullTime')).toEqual([
      '胜胜',
      '胜平',
      '胜负',
      '平胜',
      '平平',
      '平负',
      '负胜',
      '负平',
      '负负',
    ]);
    expect(names('winDrawLose')).toEqual(['胜', '平', '负']);
  });

  it('basketball: score-difference bands for both sides, over/under', () => {
    const diff = BASKETBALL_PLAYS.find((play) => play.key === 'score-diff')?.options.map((o) => o.name);
    expect(diff).toEqual([
      '主胜1-5',
      '主胜6-10',
      '主胜11-15',
      '主胜16-20',
      '主胜21-25',
      '主胜26+',
      '客胜1-5',
      '客胜6-10',
      '客胜11-15',
      '客胜16-20',
      '客胜21-25',
      '客胜26+',
    ]);
    expect(findOption('basketball', 'total-score', 'over')?.name).toBe('大分');
    expect(findOption('basketball', 'handicap', 'win')).toBeDefined();
  });
});

describe('planSlip', () => {
  it('the E2E slip: three matches, 3串4, 2 yuan x1 -> 4注 8元', () => {
    const plan = planSlip(slip({}));
    if (!plan.valid) throw new Error(plan.message);
    expect(plan.estimate.count).toBe(4);
    expect(plan.estimate.stakeFen).toBe(800n);
  });

  it('refuses unknown options, bad odds and duplicates', () => {
    expect(planSlip(slip({ selections: [pick(1, '2.00', 'nope'), pick(2), pick(3)] }))).toEqual({
      valid: false,
      message: '投注选项不存在',
    });
    expect(planSlip(slip({ selections: [pick(1, '0.5'), pick(2), pick(3)] }))).toEqual({
      valid: false,
      message: '赔率不正确，须为不低于1.00的数值',
    });
    expect(planSlip(slip({ selections: [pick(1), pick(1), pick(2), pick(3)] }))).toEqual({
      valid: false,
      message: '投注选项重复',
    });
  });

  it('refuses a combination that does not fit the number of matches', () => {
    expect(planSlip(slip({ combos: ['4x11'] }))).toEqual({ valid: false, message: '请选择正确的过关方式' });
    expect(planSlip(slip({ combos: [] }))).toEqual({ valid: false, message: '请选择正确的过关方式' });
    expect(planSlip(slip({ combos: ['3x9'] }))).toMatchObject({ valid: false });
  });

  it('自由过关: any k串1 of fewer legs, each over every k of the matches (3 matches: 2串1 is 3注)', () => {
    const plan = planSlip(slip({ combos: ['2x1', '3x1'] }));
    if (!plan.valid) throw new Error(plan.message);
    expect(plan.estimate.count).toBe(4);
    expect(plan.combinations.map((c) => c.code)).toEqual(['2x1', '3x1']);
    expect(planSlip(slip({ combos: ['2x1'] }))).toMatchObject({ valid: true, estimate: { count: 3 } });
  });

  it('refuses a plan that buys one ticket twice: 3串1 with 3串4 is 5注 for 4 tickets', () => {
    const overlap = { valid: false, message: '过关方式重复，同一注不能重复投注' };
    expect(planSlip(slip({ combos: ['3x1', '3x4'] }))).toEqual(overlap);
    expect(planSlip(slip({ combos: ['2x1', '3x3'] }))).toEqual(overlap);
    expect(planSlip(slip({ combos: ['3x4', '3x4'] }))).toEqual(overlap);
  });

  it('多串过关 is one M串N alone, even with a 自由过关 it does not contain', () => {
    const four = [pick(1), pick(2), pick(3), pick(4)];
    const alone = { valid: false, message: '多串过关只能单独选择一种，不能与其他过关方式同时投注' };
    expect(planSlip(slip({ selections: four, combos: ['4x4', '4x1'] }))).toEqual(alone);
    expect(planSlip(slip({ selections: four, combos: ['4x4', '4x6'] }))).toEqual(alone);
    expect(planSlip(slip({ selections: four, combos: ['4x6'] }))).toMatchObject({ valid: true });
  });

  it('applies the mixed rules, the match limit and the stake limits', () => {
    expect(planSlip(slip({ selections: [] }))).toEqual({ valid: false, message: '请选择投注选项' });
    const nine = Array.from({ length: 9 }, (_, i) => pick(i + 1));
    expect(planSlip(slip({ mode: 'single', selections: nine }))).toEqual({
      valid: false,
      message: '最多选择8场比赛',
    });
    const twoGames = [pick(1), { ...pick(1), play: 'totalGoals' as const, option: '2' }];
    expect(planSlip(slip({ selections: twoGames, combos: ['1x1'] })).valid).toBe(false);
    expect(planSlip(slip({ amount: 1 }))).toEqual({ valid: false, message: '投注金额须为2-20000元' });
    expect(planSlip(slip({ multiple: 100 }))).toEqual({ valid: false, message: '投注倍数须为1-99倍' });
  });

  it('refuses a slip of more than 10,000 bets with 注数过多，请减少选项, and allows exactly 10,000', () => {
    const scores = (matchId: number, count: number) =>
      FOOTBALL_SCORES.slice(0, count).map((score) => ({
        ...pick(matchId),
        play: 'score' as const,
        option: score.code,
      }));
    const tenThousand = [1, 2, 3, 4].flatMap((matchId) => scores(matchId, 10));
    const allowed = planSlip(slip({ selections: tenThousand, combos: ['4x1'] }));
    expect(allowed.valid && allowed.estimate.count).toBe(10_000);
    const oneMore = [...tenThousand, ...scores(4, 11).slice(10)];
    expect(planSlip(slip({ selections: oneMore, combos: ['4x1'] }))).toEqual({
      valid: false,
      message: '注数过多，请减少选项',
    });
    // Every score of four matches in 4串1 would be 923,521 bets.
    const everything = [1, 2, 3, 4].flatMap((matchId) => scores(matchId, 31));
    expect(planSlip(slip({ selections: everything, combos: ['4x1'] }))).toMatchObject({
      valid: false,
      message: '注数过多，请减少选项',
    });
  });

  it('single mode needs no combination', () => {
    const plan = planSlip(slip({ mode: 'single', combos: [], amount: 10, multiple: 2 }));
    expect(plan.valid && plan.estimate.count).toBe(3);
    expect(plan.valid && plan.estimate.stakeFen).toBe(6000n);
  });
});

describe('the prize cap', () => {
  it('refuses a slip whose bets cannot return their stake, naming the cap, with the capped estimate', () => {
    // 20000 x 99 single at 1.50: stake 1,980,000.00, best case capped at 100,000.00.
    const plan = planSlip(
      slip({ mode: 'single', combos: [], selections: [pick(1, '1.50')], amount: 20000, multiple: 99 }),
    );
    expect(plan).toMatchObject({
      valid: false,
      message: '最高奖金限额100000元，当前投注无法返还本金，请降低倍数或金额',
    });
    expect(!plan.valid && plan.estimate?.maxPrizeFen).toBe(10000000n);
  });

  it('accepts a stake per bet up to the cap of its fewest legs', () => {
    expect(planSlip(slip({ mode: 'single', combos: [], amount: 20000, multiple: 5 })).valid).toBe(true);
    expect(planSlip(slip({ mode: 'single', combos: [], amount: 20000, multiple: 6 })).valid).toBe(false);
    // 3串4 holds 2-leg bets (cap 200000): 20000 x 10 passes, x 11 does not.
    expect(planSlip(slip({ amount: 20000, multiple: 10 })).valid).toBe(true);
    expect(planSlip(slip({ amount: 20000, multiple: 11 }))).toMatchObject({
      valid: false,
      message: '最高奖金限额200000元，当前投注无法返还本金，请降低倍数或金额',
    });
  });
});

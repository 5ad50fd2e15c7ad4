import { useSession, useToastStore } from '@app/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { summarize } from './estimate';
import { persistSlipPerPlayer } from './persistence';
import type { SlipPick } from './pick';
import { EMPTY_SLIP, useSlip } from './useSlip';

const HOUR = 3_600_000;
const pick = (matchId: number, option = 'win', odds = '2.00', startsIn = HOUR): SlipPick => ({
  matchId,
  sport: 'football',
  play: 'winDrawLose',
  option,
  name: option,
  odds,
  matchNo: `周三00${matchId}`,
  home: `主队${matchId}`,
  away: `客队${matchId}`,
  startTime: new Date(Date.now() + startsIn).toISOString(),
  playName: '胜平负',
  single: true,
});

const signIn = (id: number) => useSession.setState({ user: { id } as never, token: `tok-${id}` });
const stop = persistSlipPerPlayer();
afterAll(stop);

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null, token: null });
  useSlip.setState({ ...EMPTY_SLIP, sport: 'football', betType: 'winDrawLose' });
  useToastStore.setState({ current: null });
});

describe('slip store', () => {
  it('toggles options and refuses a ninth match with 最多选择8场比赛', () => {
    const slip = useSlip.getState();
    slip.toggle(pick(1));
    slip.toggle(pick(1, 'draw'));
    slip.toggle(pick(1));
    expect(useSlip.getState().selections.map((s) => s.option)).toEqual(['draw']);
    for (let id = 2; id <= 8; id += 1) useSlip.getState().toggle(pick(id));
    useSlip.getState().toggle(pick(9));
    expect(useSlip.getState().selections).toHaveLength(8);
    expect(useToastStore.getState().current?.message).toBe('最多选择8场比赛');
  });

  it('switching to mixed clears; the combination follows the number of matches', () => {
    useSlip.getState().toggle(pick(1));
    useSlip.getState().setMode('mixed');
    expect(useSlip.getState().selections).toEqual([]);
    for (const id of [1, 2, 3]) useSlip.getState().toggle(pick(id));
    expect(useSlip.getState().combos).toEqual(['3x1']);
    useSlip.getState().toggleCombo('3x4');
    expect(useSlip.getState().combos).toEqual(['3x4']);
    expect(summarize(useSlip.getState())).toMatchObject({ count: 4, stake: '8.00', problem: null });
    useSlip.getState().toggle(pick(4));
    expect(useSlip.getState().combos).toEqual(['4x1']);
  });

  it('过关方式: 自由过关 k串1 combine, a 多串过关 M串N stands alone, so no ticket is ever bought twice', () => {
    useSlip.getState().setMode('mixed');
    for (const id of [1, 2, 3]) useSlip.getState().toggle(pick(id));
    const tap = (code: string) => {
      useSlip.getState().toggleCombo(code);
      return useSlip.getState().combos;
    };
    expect(tap('2x1')).toEqual(['3x1', '2x1']);
    expect(summarize(useSlip.getState())).toMatchObject({ count: 4, problem: null });
    expect(tap('3x1')).toEqual(['2x1']);
    expect(tap('2x1')).toEqual(['2x1']); // the last one stays chosen
    expect(tap('3x4')).toEqual(['3x4']);
    expect(tap('3x3')).toEqual(['3x3']);
    expect(tap('3x1')).toEqual(['3x1']);
    // Another option on a chosen match keeps the pass types; a new match starts again from its longest k串1.
    tap('2x1');
    useSlip.getState().toggle(pick(1, 'draw'));
    expect(useSlip.getState().combos).toEqual(['3x1', '2x1']);
    useSlip.getState().toggle(pick(4));
    expect(useSlip.getState().combos).toEqual(['4x1']);
  });

  it('removes one pick, or clears them all', () => {
    for (const id of [1, 2]) useSlip.getState().toggle(pick(id));
    useSlip.getState().remove(pick(1));
    expect(useSlip.getState().selections.map((s) => s.matchId)).toEqual([2]);
    useSlip.getState().clear();
    expect(useSlip.getState().selections).toEqual([]);
  });

  it('a moved price replaces the odds and remembers the old one for the highlight', () => {
    useSlip.getState().toggle(pick(5, 'win', '1.50'));
    useSlip.getState().updateOdds([{ match_id: 5, play: 'winDrawLose', option: 'win', new_odds: '1.65' }]);
    const [moved] = useSlip.getState().selections;
    expect(moved).toMatchObject({ odds: '1.65', previousOdds: '1.50' });
    expect(summarize(useSlip.getState()).maxPrize).toBe('3.30');
  });

  it('a closed or kicked-off match is left out of the count, 移除失效选项 drops it', () => {
    useSlip.getState().setMode('mixed');
    for (const id of [1, 2, 3]) useSlip.getState().toggle(pick(id));
    useSlip.getState().toggle(pick(4, 'win', '2.00', -1000));
    useSlip.getState().closeMatch(3);
    const summary = summarize(useSlip.getState());
    expect(summary.picks.map((p) => p.matchId)).toEqual([1, 2]);
    expect(useSlip.getState().combos).toEqual(['2x1']);
    expect(summary).toMatchObject({ count: 1, stake: '2.00', problem: null });
    useSlip.getState().removeStale();
    expect(useSlip.getState().selections.map((s) => s.matchId)).toEqual([1, 2]);
  });

  it('explains why a slip cannot be placed', () => {
    useSlip.getState().toggle(pick(1));
    useSlip.getState().setAmount('1');
    expect(summarize(useSlip.getState()).problem).toBe('投注金额须为2-20000元');
  });
});

describe('slip per player', () => {
  it("is saved for the signed-in player, survives a reload, and is not another player's", () => {
    signIn(7);
    useSlip.getState().toggle(pick(5, 'win', '1.50'));
    useSlip.getState().setAmount('10元');
    useSlip.getState().setOddsPolicy('higher');
    const saved = JSON.parse(localStorage.getItem('user_data:mfe_sports_slip:7') ?? '{}');
    expect(saved).toMatchObject({ amount: '10', oddsPolicy: 'higher', selections: [{ matchId: 5 }] });

    signIn(8);
    expect(useSlip.getState().selections).toEqual([]);
    expect(useSlip.getState().oddsPolicy).toBe('none');
    signIn(7);
    expect(useSlip.getState()).toMatchObject({
      amount: '10',
      oddsPolicy: 'higher',
      selections: [{ matchId: 5 }],
    });
  });

  it('logout empties the slip and removes the stored copy', async () => {
    signIn(7);
    useSlip.getState().toggle(pick(5));
    useSession.setState({ token: null }); // no logoff call to make in this test
    await useSession.getState().logout();
    expect(useSlip.getState().selections).toEqual([]);
    expect(localStorage.getItem('user_data:mfe_sports_slip:7')).toBeNull();
    signIn(7);
    expect(useSlip.getState().selections).toEqual([]);
  });

  it('keeps nothing while signed out', () => {
    useSlip.getState().toggle(pick(5));
    expect(Object.keys(localStorage).filter((key) => key.includes('slip'))).toEqual([]);
  });

  it('设胆 marks the whole match, a new option of it joins as banker, and 3串3 drops to 2注', () => {
    const slip = useSlip.getState();
    slip.setMode('mixed');
    for (const id of [1, 2, 3]) useSlip.getState().toggle(pick(id));
    useSlip.getState().toggleCombo('3x3');
    expect(useSlip.getState().combos).toEqual(['3x3']);
    expect(summarize(useSlip.getState()).count).toBe(3);
    useSlip.getState().toggleBanker(1);
    expect(summarize(useSlip.getState()).count).toBe(2);
    useSlip.getState().toggle(pick(1, 'draw'));
    expect(
      useSlip
        .getState()
        .selections.filter((s) => s.matchId === 1)
        .map((s) => s.banker),
    ).toEqual([true, true]);
    // 2 options on the banker x (match 2 or match 3): 4注
    expect(summarize(useSlip.getState()).count).toBe(4);
    useSlip.getState().toggleBanker(1);
    expect(useSlip.getState().selections.some((s) => s.banker)).toBe(false);
    expect(summarize(useSlip.getState()).count).toBe(5);
  });
});

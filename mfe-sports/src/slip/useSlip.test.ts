import { useToastStore } from '@app/shared';
import type { Selection } from '@app/shared/betting';
import { beforeEach, describe, expect, it } from 'vitest';
import { summarize } from './estimate';
import { useSlip } from './useSlip';

const pick = (matchId: number, option = 'win', odds = '2.00'): Selection => ({
  matchId,
  sport: 'football',
  play: 'winDrawLose',
  option,
  name: option,
  odds,
});

beforeEach(() => {
  localStorage.clear();
  useSlip.setState({ selections: [], sport: 'football', betType: 'winDrawLose', mode: 'single', combos: [] });
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
    useSlip.getState().toggleCombo('3x1');
    expect(useSlip.getState().combos).toEqual(['3x4']);
    expect(summarize(useSlip.getState())).toMatchObject({ count: 4, stake: '8.00', problem: null });
    useSlip.getState().toggle(pick(4));
    expect(useSlip.getState().combos).toEqual(['4x1']);
  });

  it('is saved across reloads and replaces moved odds', () => {
    useSlip.getState().toggle(pick(5, 'win', '1.50'));
    useSlip.getState().setAmount('10元');
    const saved = JSON.parse(localStorage.getItem('mfe_sports_slip') ?? '{}');
    expect(saved.state.selections[0].matchId).toBe(5);
    expect(saved.state.amount).toBe('10');
    useSlip.getState().updateOdds([{ match_id: 5, play: 'winDrawLose', option: 'win', new_odds: '1.65' }]);
    expect(useSlip.getState().selections[0]?.odds).toBe('1.65');
  });

  it('explains why a slip cannot be placed', () => {
    useSlip.getState().toggle(pick(1));
    useSlip.getState().setAmount('1');
    expect(summarize(useSlip.getState()).problem).toBe('投注金额须为2-20000元');
  });
});

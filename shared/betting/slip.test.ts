import { describe, expect, it } from 'vitest';
import { INITIAL_SLIP, type Selection, type SlipState, slipReducer, TOO_MANY_MATCHES } from './slip';

const pick = (matchId: number, option = 'win', play: Selection['play'] = 'win-lose'): Selection => ({
  matchId,
  sport: 'basketball',
  play,
  option,
  name: option,
  odds: '1.80',
  single: true,
});

const apply = (state: SlipState, ...selections: Selection[]) =>
  selections.reduce((current, selection) => slipReducer(current, { type: 'toggle', selection }).state, state);

describe('bet slip', () => {
  it('defaults to basketball, win-lose, single, empty', () => {
    expect(INITIAL_SLIP).toEqual({
      selections: [],
      betType: 'win-lose',
      sport: 'basketball',
      mode: 'single',
    });
  });

  it('tapping an option adds it, tapping it again removes it', () => {
    const once = apply(INITIAL_SLIP, pick(1), pick(1, 'lose'));
    expect(once.selections.map((s) => s.option)).toEqual(['win', 'lose']);
    expect(apply(once, pick(1)).selections.map((s) => s.option)).toEqual(['lose']);
  });

  it('refuses a ninth match with 最多选择8场比赛 but takes more options of the eight', () => {
    const eight = apply(INITIAL_SLIP, ...[1, 2, 3, 4, 5, 6, 7, 8].map((id) => pick(id)));
    const ninth = slipReducer(eight, { type: 'toggle', selection: pick(9) });
    expect(ninth.error).toBe(TOO_MANY_MATCHES);
    expect(TOO_MANY_MATCHES).toBe('最多选择8场比赛');
    expect(ninth.state).toBe(eight);
    const more = slipReducer(eight, { type: 'toggle', selection: pick(8, 'lose') });
    expect(more.error).toBeUndefined();
    expect(more.state.selections).toHaveLength(9);
  });

  it('changing the bet type clears the selections; choosing the same one keeps them', () => {
    const state = apply(INITIAL_SLIP, pick(1));
    expect(slipReducer(state, { type: 'setBetType', betType: 'win-lose' }).state.selections).toHaveLength(1);
    const changed = slipReducer(state, { type: 'setBetType', betType: 'handicap' }).state;
    expect(changed).toMatchObject({ betType: 'handicap', selections: [] });
  });

  it('switching to mixed clears; back to single keeps', () => {
    const state = apply(INITIAL_SLIP, pick(1));
    const mixed = slipReducer(state, { type: 'setMode', mode: 'mixed' }).state;
    expect(mixed).toMatchObject({ mode: 'mixed', selections: [] });
    const withPick = apply(mixed, pick(2));
    expect(slipReducer(withPick, { type: 'setMode', mode: 'single' }).state.selections).toHaveLength(1);
  });

  it('a new sport starts over with its default play', () => {
    const state = apply(INITIAL_SLIP, pick(1));
    expect(slipReducer(state, { type: 'setSport', sport: 'football' }).state).toMatchObject({
      sport: 'football',
      betType: 'winDrawLose',
      selections: [],
    });
  });

  it('removes a whole match or clears everything', () => {
    const state = apply(INITIAL_SLIP, pick(1), pick(1, 'lose'), pick(2));
    expect(slipReducer(state, { type: 'remove', matchId: 1 }).state.selections.map((s) => s.matchId)).toEqual(
      [2],
    );
    expect(slipReducer(state, { type: 'clear' }).state.selections).toEqual([]);
  });

  it('单关 takes only a pick whose match offers its play for singles; 串关 takes it', () => {
    const parlayOnly = { ...pick(1), single: false };
    expect(slipReducer(INITIAL_SLIP, { type: 'toggle', selection: parlayOnly })).toEqual({
      state: INITIAL_SLIP,
      error: '该玩法不支持单关',
    });
    const mixed = { ...INITIAL_SLIP, mode: 'mixed' as const };
    expect(slipReducer(mixed, { type: 'toggle', selection: parlayOnly }).state.selections).toEqual([
      parlayOnly,
    ]);
  });
});

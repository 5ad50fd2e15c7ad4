import { MAX_MATCHES } from './constants';
import { DEFAULT_PLAY, type PlayKey, type Sport } from './plays';
import { SINGLE_NOT_ALLOWED } from './singles';

/** One tapped option (SPEC 3 bet selection: match, odds {name, type, value}, type). */
export interface Selection {
  matchId: number;
  /** Sport of the match; mixed validation refuses slips that mix them. */
  sport: Sport;
  /** The play (SPEC "type"): winDrawLose, handicap, ... */
  play: PlayKey;
  /** Option code: 'win', '1:0', 'home_1_5', ... */
  option: string;
  /** Option name shown to the player: 胜, 1:0, 主胜1-5, ... */
  name: string;
  /** Odds as shown, 2-decimal text ('1.85'). */
  odds: string;
  /** Handicap or total line of the play when it has one ('-1', '215.5'). */
  line?: string;
  /** 胆 (banker) in 串关: every sub-bet holds this match (see subbets.ts). */
  banker?: boolean;
  /** The match offers this play for singles (单关); otherwise it is bet in 串关 only (see singles.ts). */
  single?: boolean;
}

export type BetMode = 'single' | 'mixed';

export interface SlipState {
  selections: Selection[];
  /** The current play tab. */
  betType: PlayKey;
  sport: Sport;
  mode: BetMode;
}

export type SlipAction =
  | { type: 'toggle'; selection: Selection }
  | { type: 'setBetType'; betType: PlayKey }
  | { type: 'setMode'; mode: BetMode }
  | { type: 'setSport'; sport: Sport }
  | { type: 'remove'; matchId: number }
  | { type: 'clear' };

export interface SlipResult {
  state: SlipState;
  /** Set when the action was refused; the state is then unchanged. */
  error?: string;
}

export const TOO_MANY_MATCHES = `最多选择${MAX_MATCHES}场比赛`;

/** SPEC 3 defaults: basketball, win-lose, single. */
export const INITIAL_SLIP: SlipState = {
  selections: [],
  betType: DEFAULT_PLAY.basketball,
  sport: 'basketball',
  mode: 'single',
};

const sameOption = (a: Selection, b: Selection) =>
  a.matchId === b.matchId && a.play === b.play && a.option === b.option;

export function distinctMatches(selections: readonly Selection[]): number[] {
  return [...new Set(selections.map((selection) => selection.matchId))];
}

/**
 * The slip rules of SPEC 4/5: tapping a selected option removes it, else adds it (at most 8 different
 * matches; in 单关 only a pick whose match offers its play for singles); changing bet type or switching to mixed clears the selections; a new sport starts over with its
 * default play.
 */
export function slipReducer(state: SlipState, action: SlipAction): SlipResult {
  switch (action.type) {
    case 'toggle': {
      const { selection } = action;
      if (state.selections.some((existing) => sameOption(existing, selection))) {
        return {
          state: {
            ...state,
            selections: state.selections.filter((existing) => !sameOption(existing, selection)),
          },
        };
      }
      if (state.mode === 'single' && selection.single !== true) return { state, error: SINGLE_NOT_ALLOWED };
      const matches = new Set(distinctMatches(state.selections));
      if (!matches.has(selection.matchId) && matches.size >= MAX_MATCHES) {
        return { state, error: TOO_MANY_MATCHES };
      }
      return { state: { ...state, selections: [...state.selections, selection] } };
    }
    case 'setBetType':
      if (action.betType === state.betType) return { state };
      return { state: { ...state, betType: action.betType, selections: [] } };
    case 'setMode':
      if (action.mode === state.mode) return { state };
      return {
        state: { ...state, mode: action.mode, selections: action.mode === 'mixed' ? [] : state.selections },
      };
    case 'setSport':
      if (action.sport === state.sport) return { state };
      return {
        state: { ...state, sport: action.sport, betType: DEFAULT_PLAY[action.sport], selections: [] },
      };
    case 'remove':
      return {
        state: {
          ...state,
          selections: state.selections.filter((selection) => selection.matchId !== action.matchId),
        },
      };
    case 'clear':
      return { state: { ...state, selections: [] } };
  }
}

import { type BasketballPlay, type FootballPlay, MAX_PASSES } from './constants';

export type Sport = 'football' | 'basketball';
export type PlayKey = FootballPlay | BasketballPlay;

export interface PlayOption {
  /** Stable code sent to the server and stored with the bet. */
  code: string;
  /** What the player reads on the option button. */
  name: string;
}

export interface PlayDefinition {
  key: PlayKey;
  sport: Sport;
  name: string;
  /** Whether the play carries a line (handicap or total) that the options are read against. */
  hasLine: boolean;
  maxPasses: number;
  options: readonly PlayOption[];
}

const option = (code: string, name = code): PlayOption => ({ code, name });

const WIN_DRAW_LOSE = [option('win', '胜'), option('draw', '平'), option('lose', '负')];

/** The 31 correct-score options in display order: home wins, draws, away wins, each closed by 其它. */
export const FOOTBALL_SCORES: readonly PlayOption[] = [
  ...['1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '5:0', '5:1', '5:2'].map((s) =>
    option(s),
  ),
  option('win_other', '胜其它'),
  ...['0:0', '1:1', '2:2', '3:3'].map((s) => option(s)),
  option('draw_other', '平其它'),
  ...['0:1', '0:2', '1:2', '0:3', '1:3', '2:3', '0:4', '1:4', '2:4', '0:5', '1:5', '2:5'].map((s) =>
    option(s),
  ),
  option('lose_other', '负其它'),
];

const TOTAL_GOALS = [
  ...['0', '1', '2', '3', '4', '5', '6'].map((g) => option(g, `${g}球`)),
  option('7+', '7+球'),
];

const RESULT_NAMES = { win: '胜', draw: '平', lose: '负' } as const;
const RESULTS = ['win', 'draw', 'lose'] as const;
/** Half-time result then full-time result: 胜胜, 胜平, ... 负负 (9). */
const HALF_FULL = RESULTS.flatMap((half) =>
  RESULTS.map((full) => option(`${half}_${full}`, `${RESULT_NAMES[half]}${RESULT_NAMES[full]}`)),
);

/** Score-difference bands: [code suffix, low, high]; the last band is open-ended. */
export const SCORE_DIFF_BANDS = [
  ['1_5', 1, 5],
  ['6_10', 6, 10],
  ['11_15', 11, 15],
  ['16_20', 16, 20],
  ['21_25', 21, 25],
  ['26+', 26, Number.POSITIVE_INFINITY],
] as const;

const bandName = (low: number, high: number) => (Number.isFinite(high) ? `${low}-${high}` : `${low}+`);
const SCORE_DIFF = (['home', 'away'] as const).flatMap((side) =>
  SCORE_DIFF_BANDS.map(([suffix, low, high]) =>
    option(`${side}_${suffix}`, `${side === 'home' ? '主胜' : '客胜'}${bandName(low, high)}`),
  ),
);

const football = (
  key: FootballPlay,
  name: string,
  options: PlayOption[],
  hasLine = false,
): PlayDefinition => ({
  key,
  sport: 'football',
  name,
  hasLine,
  maxPasses: MAX_PASSES.football[key],
  options,
});
const basketball = (
  key: BasketballPlay,
  name: string,
  options: PlayOption[],
  hasLine = false,
): PlayDefinition => ({
  key,
  sport: 'basketball',
  name,
  hasLine,
  maxPasses: MAX_PASSES.basketball[key],
  options,
});

export const FOOTBALL_PLAYS: readonly PlayDefinition[] = [
  football('winDrawLose', '胜平负', WIN_DRAW_LOSE),
  football('handicap', '让球胜平负', WIN_DRAW_LOSE, true),
  football('score', '比分', [...FOOTBALL_SCORES]),
  football('totalGoals', '总进球', TOTAL_GOALS),
  football('halfFullTime', '半全场', HALF_FULL),
];

export const BASKETBALL_PLAYS: readonly PlayDefinition[] = [
  basketball('win-lose', '胜负', [option('win', '主胜'), option('lose', '主负')]),
  basketball('handicap', '让分胜负', [option('win', '让分主胜'), option('lose', '让分主负')], true),
  basketball('score-diff', '胜分差', SCORE_DIFF),
  basketball('total-score', '大小分', [option('over', '大分'), option('under', '小分')], true),
];

export const PLAYS: Record<Sport, readonly PlayDefinition[]> = {
  football: FOOTBALL_PLAYS,
  basketball: BASKETBALL_PLAYS,
};

/** The default play of each sport (the first tab of its bet page). */
export const DEFAULT_PLAY: Record<Sport, PlayKey> = { football: 'winDrawLose', basketball: 'win-lose' };

export function findPlay(sport: Sport, key: string): PlayDefinition | undefined {
  return PLAYS[sport].find((play) => play.key === key);
}

export function findOption(sport: Sport, play: string, code: string): PlayOption | undefined {
  return findPlay(sport, play)?.options.find((candidate) => candidate.code === code);
}

/** Sport type ids of SPEC 3 for the two sports with bet math. */
export const SPORT_TYPE_OF: Record<Sport, 1 | 2> = { football: 1, basketball: 2 };
export function sportOfType(sportType: number): Sport | undefined {
  if (sportType === 1) return 'football';
  if (sportType === 2) return 'basketball';
  return undefined;
}

/**
 * SPEC 9 betting constants. Pure; the server imports the same values so client checks and settlement agree.
 * Plays, slip rules, M串N expansion and prizes live in the sibling files (see index.ts).
 */

export const BET_AMOUNT = { min: 2, max: 20000 } as const;
export const BET_MULTIPLE = { min: 1, max: 99 } as const;
/** 跟单: one follow of a plan takes 1 to 9999 times the plan's ticket (the server refuses more). */
export const FOLLOW_MULTIPLE_MAX = 9999;
/** At most 8 different matches in one slip (最多选择8场比赛). */
export const MAX_MATCHES = 8;
/**
 * Most bets (注) one slip may expand to. Not in the spec (a per-slip limit is with product); it bounds the
 * work of settling and listing one order: 4 matches x 31 scores in 4串1 alone would be 923,521 bets.
 */
export const MAX_SUB_BETS = 10_000;

/** Match status as the server stores and sends it: 0 未开赛, 1 进行中, 2 已完场, 3 已取消. */
export const MATCH_STATUS = { scheduled: 0, live: 1, finished: 2, void: 3 } as const;

/** Prize caps in yuan by number of legs: single; 2-3; 4-5; 6 and more. */
export const PRIZE_CAPS = {
  single: 100000,
  legs2to3: 200000,
  legs4to5: 500000,
  legs6plus: 1000000,
} as const;

/** The prize cap (yuan) for a combination of `legs` legs. */
export function prizeCapForLegs(legs: number): number {
  if (legs <= 1) return PRIZE_CAPS.single;
  if (legs <= 3) return PRIZE_CAPS.legs2to3;
  if (legs <= 5) return PRIZE_CAPS.legs4to5;
  return PRIZE_CAPS.legs6plus;
}

export type FootballPlay = 'winDrawLose' | 'handicap' | 'totalGoals' | 'score' | 'halfFullTime';
export type BasketballPlay = 'win-lose' | 'handicap' | 'score-diff' | 'total-score';

/** Most legs a mixed (过关) bet may have per play type. */
export const MAX_PASSES = {
  football: { winDrawLose: 8, handicap: 8, totalGoals: 6, score: 4, halfFullTime: 4 },
  basketball: { 'win-lose': 8, handicap: 8, 'score-diff': 4, 'total-score': 8 },
} as const satisfies {
  football: Record<FootballPlay, number>;
  basketball: Record<BasketballPlay, number>;
};

/** Sport type ids. */
export const SPORT_TYPES = { football: 1, basketball: 2, tennis: 3, volleyball: 4 } as const;

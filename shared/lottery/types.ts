import type { Hundredths } from './odds';

/** The three lottery families: 快三 (three dice), 时时彩 (five digits), 北京赛车 PK10 (ten cars). */
export type LotteryType = 'k3' | 'ssc' | 'pk10';

export interface LotteryDefinition {
  id: number;
  code: string;
  name: string;
  type: LotteryType;
  /** Seconds between draws: 60 for the fast variant, 300 for the standard one. */
  intervalSeconds: number;
  hot: boolean;
  sort: number;
}

/** One ball or button a player can pick; `odds` when it pays differently from its play. */
export interface LotteryPlayOption {
  code: string;
  name: string;
  odds?: string;
}

/** A line of options (a position such as 万位, or the one line of a single-line play). */
export interface LotteryPlayRow {
  label: string;
  options: LotteryPlayOption[];
}

/** The parsed bet code: the picked option codes, one list per row. */
export type Picks = string[][];

export interface LotteryPlay {
  /** Stable key sent as play_id ('k3_hz'). */
  id: string;
  type: LotteryType;
  group: string;
  groupName: string;
  name: string;
  /** How it wins, shown to the player. */
  rule: string;
  /** Odds of one item; plays whose options pay differently show their range. */
  odds: string;
  rows: LotteryPlayRow[];
  /** The message when the picks make no item (至少选择…). */
  needs: string;
  /** Items (注) the picks make; 0 when they make none. */
  count(picks: Picks): number;
  /** Sum of the odds (hundredths) of every winning item for the drawn numbers. */
  winOdds(picks: Picks, numbers: number[]): Hundredths;
}

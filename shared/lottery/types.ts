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

/**
 * How a play's odds were set, from the exact probability of one item (注) winning: `ways` of the family's
 * equally likely draws win it. `item`: every item has the same ways; `option`: each option is one item with
 * its own ways (per row, per option), as in 和值.
 */
export type PlayPays = { by: 'item'; ways: number } | { by: 'option'; ways: number[][] };

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
  pays: PlayPays;
  /** Items (注) the picks make; 0 when they make none. */
  count(picks: Picks): number;
  /** Sum of the odds (hundredths) of every winning item for the drawn numbers. */
  winOdds(picks: Picks, numbers: number[]): Hundredths;
}

/** What a draw of the family looks like. */
export interface DrawShape {
  length: number;
  min: number;
  max: number;
  /** PK10: every car once (a permutation). */
  distinct: boolean;
  /** Digits when printed ('03' for cars). */
  width: number;
}

/**
 * Everything one family needs, in one place: adding a family is one more descriptor, and a missing piece
 * fails to compile (FAMILIES is keyed by every LotteryType).
 */
export interface LotteryFamily {
  type: LotteryType;
  name: string;
  /** The short mark on lottery cards ('快3'). */
  icon: string;
  /** One line about the family on the categories page. */
  note: string;
  /** Share of stakes the odds return, per ten thousand (9_600 = 96%). */
  returnRate: number;
  /** Equally likely draws (216 dice throws, 100,000 digit strings, 10! car orders). */
  outcomes: number;
  draw: DrawShape;
  openCodeHint: string;
  /** The names of the drawn positions (走势 columns). */
  positions: string[];
  /** 和值 from this value on is 大 (history list). */
  bigSumFrom: number;
  plays: LotteryPlay[];
}

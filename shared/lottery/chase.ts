import { checkBetCodes } from './codes';
import { parseHundredths } from './odds';
import {
  LOTTERY_AMOUNT_MAX_FEN,
  LOTTERY_AMOUNT_MIN_FEN,
  LOTTERY_AMOUNT_RANGE,
  LOTTERY_MULTIPLE_MAX,
  LOTTERY_MULTIPLE_MIN,
  stakeFen,
} from './prize';
import type { LotteryPlay, Picks } from './types';

/**
 * 追号 (chasing): the same numbers over the next N expects, with a multiple per expect. The plan is computed
 * here only, so the client's preview and the server's validation agree to the fen.
 *
 * Modes:
 * - `same` 同倍: every expect at `startMultiple`.
 * - `double` 翻倍: `startMultiple`, doubled every `doubleEvery` expects (expect i, counted from 0, plays
 *   startMultiple × 2^floor(i / doubleEvery)), never above LOTTERY_MULTIPLE_MAX (it stays at the cap).
 * - `profit` 利润率追号: at each expect the smallest multiple m ≥ startMultiple such that, if this expect wins,
 *   the prize keeps at least `minProfitRate` % over everything staked up to and including it:
 *     prize(m) − C(m) ≥ R × C(m), with C(m) = C_prev + m × s
 *   where s is the stake of one multiple, p the prize of one multiple and R the rate. Solved for m:
 *     m ≥ C_prev × (1 + R) / (p − s × (1 + R))
 *   (only possible when p > s × (1 + R)). The prize is floored to the fen like settlement, so the bound is
 *   checked exactly in integers and raised by one until it holds. A multiple above the cap cannot keep the
 *   rate: the plan is refused, naming the expect.
 *
 * The prize of an expect (预计奖金) is the least the bet pays when it wins: one item of the lowest odds picked.
 */
export type ChaseMode = 'same' | 'double' | 'profit';

export const CHASE_MODES: ChaseMode[] = ['same', 'double', 'profit'];
export const CHASE_MODE_TEXT: Record<ChaseMode, string> = {
  same: '同倍追号',
  double: '翻倍追号',
  profit: '利润率追号',
};
export const CHASE_EXPECTS_MIN = 2;
export const CHASE_EXPECTS_MAX = 120;
export const CHASE_PROFIT_RATE_MAX = 10_000;

export interface ChaseSettings {
  mode: ChaseMode;
  /** How many expects, the current one first. */
  expects: number;
  startMultiple: number;
  /** 翻倍: double every this many expects. */
  doubleEvery: number;
  /** 利润率: the minimum profit rate in whole percent (50 = 50%). */
  minProfitRate: number;
}

export interface ChaseRow {
  /** 0 for the first (current) expect. */
  index: number;
  multiple: number;
  stakeFen: bigint;
  cumulativeFen: bigint;
  /** The prize if this expect wins (one item of the lowest odds picked). */
  prizeFen: bigint;
  /** (prize − cumulative stake) / cumulative stake, in basis points (5000 = 50.00%), floored. */
  profitRateBp: number;
}

export type ChasePlan =
  | { valid: true; message: ''; itemCount: number; rows: ChaseRow[]; totalFen: bigint }
  | { valid: false; message: string; itemCount: number; rows: ChaseRow[]; totalFen: 0n };

/** The lowest odds (hundredths) of one picked item: what a winning bet pays at least, per yuan. */
export function lowestPickedOdds(play: LotteryPlay, picks: Picks): bigint {
  if (play.pays.by === 'item') return parseHundredths(play.odds);
  let lowest: bigint | undefined;
  picks.forEach((line, rowIndex) => {
    const options = play.rows[rowIndex]?.options ?? [];
    for (const code of line) {
      const odds = options.find((option) => option.code === code)?.odds;
      if (odds === undefined) continue;
      const value = parseHundredths(odds);
      if (lowest === undefined || value < lowest) lowest = value;
    }
  });
  return lowest ?? 0n;
}

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

const refuse = (message: string, itemCount = 0): ChasePlan => ({
  valid: false,
  message,
  itemCount,
  rows: [],
  totalFen: 0n,
});

/** Checks the settings and the bet, then lays out every expect's multiple and money. */
export function planChase(
  play: LotteryPlay,
  codes: string,
  amountFen: bigint,
  settings: ChaseSettings,
): ChasePlan {
  const check = checkBetCodes(play, codes);
  if (!check.valid) return refuse(check.message);
  const { itemCount } = check;
  if (amountFen < LOTTERY_AMOUNT_MIN_FEN || amountFen > LOTTERY_AMOUNT_MAX_FEN) {
    return refuse(LOTTERY_AMOUNT_RANGE, itemCount);
  }
  if (!CHASE_MODES.includes(settings.mode)) return refuse('追号方式不正确', itemCount);
  if (!isWhole(settings.expects, CHASE_EXPECTS_MIN, CHASE_EXPECTS_MAX)) {
    return refuse(`追号期数须在${CHASE_EXPECTS_MIN}-${CHASE_EXPECTS_MAX}期之间`, itemCount);
  }
  if (!isWhole(settings.startMultiple, LOTTERY_MULTIPLE_MIN, LOTTERY_MULTIPLE_MAX)) {
    return refuse(`起始倍数须在${LOTTERY_MULTIPLE_MIN}-${LOTTERY_MULTIPLE_MAX}之间`, itemCount);
  }
  if (settings.mode === 'double' && !isWhole(settings.doubleEvery, 1, CHASE_EXPECTS_MAX)) {
    return refuse('翻倍间隔须在1-120期之间', itemCount);
  }
  if (settings.mode === 'profit' && !isWhole(settings.minProfitRate, 1, CHASE_PROFIT_RATE_MAX)) {
    return refuse(`最低利润率须在1%-${CHASE_PROFIT_RATE_MAX}%之间`, itemCount);
  }

  const perMultiple = stakeFen(amountFen, itemCount, 1);
  const odds = lowestPickedOdds(play, check.picks);
  const prizeOf = (multiple: number) => (amountFen * BigInt(multiple) * odds) / 100n;
  const rows: ChaseRow[] = [];
  let cumulative = 0n;
  for (let index = 0; index < settings.expects; index += 1) {
    let multiple: number;
    if (settings.mode === 'profit') {
      const needed = profitMultiple(cumulative, perMultiple, prizeOf, settings);
      if (needed === undefined) {
        return rows.length === 0
          ? refuse(`该注单赔率无法达到${settings.minProfitRate}%的利润率，请降低利润率`, itemCount)
          : refuse(
              `第${index + 1}期需超过${LOTTERY_MULTIPLE_MAX}倍才能保持${settings.minProfitRate}%的利润率，请降低利润率或减少期数`,
              itemCount,
            );
      }
      multiple = needed;
    } else if (settings.mode === 'double') {
      const doublings = Math.floor(index / settings.doubleEvery);
      // 2^doublings grows past any cap quickly; compare before it overflows a safe integer.
      multiple =
        doublings >= 7
          ? LOTTERY_MULTIPLE_MAX
          : Math.min(settings.startMultiple * 2 ** doublings, LOTTERY_MULTIPLE_MAX);
    } else {
      multiple = settings.startMultiple;
    }
    const stake = perMultiple * BigInt(multiple);
    cumulative += stake;
    const prize = prizeOf(multiple);
    rows.push({
      index,
      multiple,
      stakeFen: stake,
      cumulativeFen: cumulative,
      prizeFen: prize,
      profitRateBp: Number(((prize - cumulative) * 10_000n) / cumulative),
    });
  }
  return { valid: true, message: '', itemCount, rows, totalFen: cumulative };
}

/**
 * 利润率: the smallest multiple from the closed-form bound (see the top of the file) that keeps the rate once
 * the prize is floored to the fen; undefined when no multiple up to the cap does.
 */
function profitMultiple(
  previous: bigint,
  perMultiple: bigint,
  prizeOf: (multiple: number) => bigint,
  { startMultiple, minProfitRate }: ChaseSettings,
): number | undefined {
  const rate = BigInt(minProfitRate);
  // m × (100p − (100 + R) × s) ≥ (100 + R) × C_prev, all in fen × 100 (100p is exact: amount × odds).
  const margin = prizeOf(100) - perMultiple * (100n + rate);
  if (margin <= 0n) return undefined;
  const bound = (previous * (100n + rate) + margin - 1n) / margin;
  const keeps = (multiple: number) => {
    const total = previous + perMultiple * BigInt(multiple);
    return (prizeOf(multiple) - total) * 100n >= rate * total;
  };
  for (
    let multiple = Math.max(startMultiple, Number(bound));
    multiple <= LOTTERY_MULTIPLE_MAX;
    multiple += 1
  ) {
    if (keeps(multiple)) return multiple;
  }
  return undefined;
}

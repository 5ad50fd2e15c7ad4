import { checkBetCodes } from './codes';
import type { LotteryPlay, Picks } from './types';

/** SPEC 9: amount per item 2 to 20000 yuan, multiple 1 to 99. */
export const LOTTERY_AMOUNT_MIN_FEN = 200n;
export const LOTTERY_AMOUNT_MAX_FEN = 2_000_000n;
export const LOTTERY_MULTIPLE_MIN = 1;
export const LOTTERY_MULTIPLE_MAX = 99;
export const LOTTERY_AMOUNT_RANGE = '每注金额须在2-20000元之间';
export const LOTTERY_MULTIPLE_RANGE = '倍数须在1-99之间';

/** Stake of a bet: amount per item × items × multiple. */
export const stakeFen = (amountFen: bigint, itemCount: number, multiple: number): bigint =>
  amountFen * BigInt(itemCount) * BigInt(multiple);

/**
 * The payout of a bet for a draw: the odds of every winning item summed, times amount and multiple,
 * rounded down to the fen. The server settles with the same function (in SQL: the same integer division).
 */
export function prizeFen(
  play: LotteryPlay,
  picks: Picks,
  numbers: number[],
  amountFen: bigint,
  multiple: number,
): bigint {
  return (amountFen * BigInt(multiple) * play.winOdds(picks, numbers)) / 100n;
}

export interface LotteryBetEstimate {
  valid: boolean;
  message: string;
  itemCount: number;
  stakeFen: bigint;
}

/** What the game page shows while picking: 注数 and stake, or why the pick is not a bet yet. */
export function estimateLotteryBet(
  play: LotteryPlay,
  codes: string,
  amountFen: bigint,
  multiple: number,
): LotteryBetEstimate {
  const check = checkBetCodes(play, codes);
  if (!check.valid) return { valid: false, message: check.message, itemCount: 0, stakeFen: 0n };
  if (amountFen < LOTTERY_AMOUNT_MIN_FEN || amountFen > LOTTERY_AMOUNT_MAX_FEN) {
    return { valid: false, message: LOTTERY_AMOUNT_RANGE, itemCount: check.itemCount, stakeFen: 0n };
  }
  if (!Number.isInteger(multiple) || multiple < LOTTERY_MULTIPLE_MIN || multiple > LOTTERY_MULTIPLE_MAX) {
    return { valid: false, message: LOTTERY_MULTIPLE_RANGE, itemCount: check.itemCount, stakeFen: 0n };
  }
  return {
    valid: true,
    message: '',
    itemCount: check.itemCount,
    stakeFen: stakeFen(amountFen, check.itemCount, multiple),
  };
}

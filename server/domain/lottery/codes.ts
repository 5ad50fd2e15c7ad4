import { randomInt } from 'node:crypto';
import { beijingStamp } from '@app/shared/format';
import { DomainError } from '../errors';

export const EXPECT_STATUS = { open: 0, drawn: 2 } as const;
export const BET_STATUS = { pending: 0, won: 1, lost: 2, cancelled: 3 } as const;
export const BET_STATUS_TEXT: Record<number, string> = { 0: '待开奖', 1: '已中奖', 2: '未中奖', 3: '已撤单' };

/** A business refusal of the lottery domain with its Chinese message (HTTP 422 unless told). */
export class LotteryRejected extends DomainError {
  constructor(message: string, status: 404 | 409 | 422 = 422) {
    super(status, message);
  }
}

/** Every expect near `now` is drawn or closing as we look (a run of early draws): bet again in a moment. */
export class NoOpenExpect extends LotteryRejected {
  constructor() {
    super('暂无可投注的期号，请稍后再试');
  }
}

/**
 * Bet numbers: LT + Beijing date-time to the second + 8 random digits. Thousands of bets can share a second,
 * so a clash is possible: the bet is then written again with a new number (BET_NO_CONSTRAINT).
 */
export function newBetNo(now: Date): string {
  return `LT${beijingStamp(now)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const BET_NO_CONSTRAINT = 'lottery_bets_bet_no_unique';

/** A unique violation, optionally of one constraint (the driver error may sit in `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as
      | { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown }
      | undefined;
    current;
  ) {
    if (current.code === '23505') {
      return !constraint || current.constraint === constraint || current.constraint_name === constraint;
    }
    current = current.cause as typeof current;
  }
  return false;
}

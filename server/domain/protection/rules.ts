import { fenToYuan } from '@app/shared/format';
import { DomainError } from '../errors';
import type { Period } from './periods';

/** What a limit caps: money paid in, net loss, money staked (fen), or minutes played. */
export type LimitKind = 'deposit' | 'loss' | 'stake' | 'time';
export type LimitPeriod = Period | 'session';

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'stake', 'time'];

/** The periods each kind offers: money per day/week/month, time per session and per day. */
export const PERIODS_OF: Record<LimitKind, readonly LimitPeriod[]> = {
  deposit: ['day', 'week', 'month'],
  loss: ['day', 'week', 'month'],
  stake: ['day', 'week', 'month'],
  time: ['session', 'day'],
};

export const KIND_TEXT: Record<LimitKind, string> = {
  deposit: '充值限额',
  loss: '亏损限额',
  stake: '投注限额',
  time: '游戏时长限制',
};

/** A raise (or a removal) can be confirmed only this long after it was asked for. */
export const RAISE_DELAY_MS = 24 * 3_600_000;

export type ExclusionKind = 'cooling_off' | 'self_exclusion';

export const EXCLUSION_TEXT: Record<ExclusionKind, string> = {
  cooling_off: '冷静期',
  self_exclusion: '自我排除',
};

/** Cooling-off lasts 1 to 42 days (24 hours to 6 weeks); self-exclusion 6 to 60 months. */
export const EXCLUSION_RANGE: Record<ExclusionKind, { min: number; max: number; unit: 'day' | 'month' }> = {
  cooling_off: { min: 1, max: 42, unit: 'day' },
  self_exclusion: { min: 6, max: 60, unit: 'month' },
};

/** The amount as the player reads it: yuan for money, minutes for time. */
export function limitAmountText(kind: LimitKind, amount: bigint): string {
  return kind === 'time' ? `${amount}分钟` : `${fenToYuan(amount)}元`;
}

/** A limit, exclusion or time limit refused the action; the message names it and when it ends. */
export class ProtectionRefusal extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}

import { fenToYuan, toFen } from '@app/shared/format';
import { z } from 'zod';
import {
  EXCLUSION_RANGE,
  type LimitKind,
  type LimitView,
  type ProtectionView,
  type SessionSummary,
} from '../../domain/protection';
import { isoTime, yuan } from '../schemas';

// The wire of 理性投注: limits in yuan ("500.00") or, for time, whole minutes ("60").

const kind = z.enum(['deposit', 'loss', 'stake', 'time'], { error: '限额类型不正确' });
const period = z.enum(['day', 'week', 'month', 'session'], { error: '限额周期不正确' });
const limitAmount = z.string().describe('yuan with 2 decimals, or whole minutes for kind time');

const limitSchema = z.strictObject({
  kind,
  period,
  amount: limitAmount.nullable(),
  used: limitAmount,
  resets_at: isoTime.nullable(),
  pending: z.strictObject({ amount: limitAmount.nullable(), effective_at: isoTime }).nullable(),
});

export const protectionSchema = z.strictObject({
  limits: z.array(limitSchema),
  reality_check_minutes: z.number().int(),
  exclusion: z
    .strictObject({ kind: z.enum(['cooling_off', 'self_exclusion']), since: isoTime, until: isoTime })
    .nullable(),
});

export const sessionSchema = z.strictObject({
  started_at: isoTime,
  minutes: z.number().int(),
  net: yuan.describe('won (positive) or lost (negative) since sign-in'),
});

const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** amount null removes the limit (after 24 hours and a confirmation, as a raise). */
export const limitBody = z
  .strictObject({
    kind,
    period,
    amount: z.string({ error: '请输入限额' }).trim().regex(AMOUNT_PATTERN, '限额格式不正确').nullable(),
  })
  .refine((body) => body.kind !== 'time' || body.amount === null || /^\d{1,4}$/.test(body.amount), {
    message: '时长限制须为整数分钟',
    path: ['amount'],
  });

export const limitKeyBody = z.strictObject({ kind, period });

export const exclusionBody = z.strictObject({
  kind: z.enum(['cooling_off', 'self_exclusion'], { error: '请选择冷静期或自我排除' }),
  length: z
    .number({ error: '请选择时长' })
    .int('请选择时长')
    .describe(
      `cooling_off: days ${EXCLUSION_RANGE.cooling_off.min}-${EXCLUSION_RANGE.cooling_off.max}; self_exclusion: months ${EXCLUSION_RANGE.self_exclusion.min}-${EXCLUSION_RANGE.self_exclusion.max}`,
    ),
});

export const realityCheckBody = z.strictObject({
  minutes: z.number({ error: '请选择提醒间隔' }).int('请选择提醒间隔'),
});

const amountText = (limitKind: LimitKind, amount: bigint) =>
  limitKind === 'time' ? amount.toString() : fenToYuan(amount);

export const amountOf = (limitKind: LimitKind, text: string | null): bigint | null =>
  text === null ? null : limitKind === 'time' ? BigInt(text) : toFen(text);

function limitJson(limit: LimitView): z.infer<typeof limitSchema> {
  return {
    kind: limit.kind,
    period: limit.period,
    amount: limit.amount === null ? null : amountText(limit.kind, limit.amount),
    used: amountText(limit.kind, limit.used),
    resets_at: limit.resetsAt?.toISOString() ?? null,
    pending: limit.pending
      ? {
          amount: limit.pending.amount === null ? null : amountText(limit.kind, limit.pending.amount),
          effective_at: limit.pending.effectiveAt.toISOString(),
        }
      : null,
  };
}

export function protectionJson(view: ProtectionView): z.infer<typeof protectionSchema> {
  return {
    limits: view.limits.map(limitJson),
    reality_check_minutes: view.realityCheckMinutes,
    exclusion: view.exclusion
      ? {
          kind: view.exclusion.kind,
          since: view.exclusion.since.toISOString(),
          until: view.exclusion.until.toISOString(),
        }
      : null,
  };
}

export function sessionJson(summary: SessionSummary): z.infer<typeof sessionSchema> {
  return {
    started_at: summary.startedAt.toISOString(),
    minutes: summary.minutes,
    net: fenToYuan(summary.netFen),
  };
}

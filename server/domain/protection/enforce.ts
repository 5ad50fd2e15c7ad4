import { formatBeijing } from '@app/shared/format';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { authTokens, playerLimits, playerProtection, protectionStakes } from '../../db/schema';
import { lockWallet } from '../ledger';
import { PERIOD_TEXT, type Period, periodWindow, resetText } from './periods';
import {
  EXCLUSION_TEXT,
  type ExclusionKind,
  KIND_TEXT,
  type LimitKind,
  limitAmountText,
  ProtectionRefusal,
} from './rules';
import { depositedIn, lossIn, minutesIn, stakedIn } from './usage';

// The checks every path that spends or adds money runs INSIDE its debiting transaction, after the player's
// row is locked (here again, so a path that locked nothing yet is covered): two requests of one player,
// from one device or two, queue on that row, and the second sees the first's stake or deposit.

export interface StakeInput {
  userId: number;
  amountFen: bigint;
  /** What is staked: order:<no>, lottery:<no>, chase:<no>:<seq>, game:<platform>. */
  source: string;
  now: Date;
  /** The signed-in session placing it; a 追号 item placed by the scheduler has none (no time limit). */
  sessionId?: number | undefined;
}

type LimitRow = typeof playerLimits.$inferSelect;

/** The player's limits in force (set, not merely pending), read once per check. */
async function activeLimits(tx: Queryable, userId: number): Promise<LimitRow[]> {
  return tx
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, userId), isNotNull(playerLimits.amount)));
}

const ofKind = (limits: LimitRow[], kind: LimitKind) => limits.filter((limit) => limit.kind === kind);

/** '2026-12-25 03:30' */
export const minuteText = (at: Date) => formatBeijing(at, 'dateTime').slice(0, 16);

/** The refusal of a cooling-off or self-exclusion still running, else null. */
export async function exclusionRefusal(
  tx: Queryable,
  userId: number,
  now: Date,
): Promise<ProtectionRefusal | null> {
  const [row] = await tx.select().from(playerProtection).where(eq(playerProtection.userId, userId));
  if (!row?.excludedUntil || row.excludedUntil.getTime() <= now.getTime()) return null;
  const kind = EXCLUSION_TEXT[row.exclusionKind as ExclusionKind] ?? '自我排除';
  return new ProtectionRefusal(
    `您正处于${kind}，${minuteText(row.excludedUntil)} 前不能投注、充值或转入游戏`,
  );
}

function overLimit(kind: LimitKind, limit: LimitRow, used: bigint, adding: bigint, now: Date) {
  const amount = limit.amount as bigint;
  if (used + adding <= amount) return null;
  const name = `${PERIOD_TEXT[limit.period as Period]}${KIND_TEXT[kind]}（${limitAmountText(kind, amount)}）`;
  const resets = `将于 ${resetText(periodWindow(limit.period as Period, now).resetsAt)} 重置`;
  if (used >= amount) return new ProtectionRefusal(`已达到${name}，${resets}`);
  return new ProtectionRefusal(
    `超出${name}，本期还可${kind === 'deposit' ? '充值' : '投注'} ${limitAmountText(kind, amount - used)}，${resets}`,
  );
}

async function timeRefusal(
  tx: Queryable,
  input: StakeInput,
  limits: LimitRow[],
): Promise<ProtectionRefusal | null> {
  if (input.sessionId === undefined) return null;
  for (const limit of ofKind(limits, 'time')) {
    const minutes = BigInt(limit.amount as bigint);
    if (limit.period === 'session') {
      const [token] = await tx
        .select({ createdAt: authTokens.createdAt })
        .from(authTokens)
        .where(eq(authTokens.id, input.sessionId));
      const played = token ? Math.floor((input.now.getTime() - token.createdAt.getTime()) / 60_000) : 0;
      if (BigInt(played) >= minutes) {
        return new ProtectionRefusal(`已达到单次登录游戏时长限制（${minutes}分钟），请退出后重新登录`);
      }
    } else {
      const window = periodWindow('day', input.now);
      const played = await minutesIn(tx, input.userId, window, input.now, input.sessionId);
      if (BigInt(played) >= minutes) {
        return new ProtectionRefusal(
          `已达到每日游戏时长限制（${minutes}分钟），将于 ${resetText(window.resetsAt)} 重置`,
        );
      }
    }
  }
  return null;
}

/** Why this stake may not be placed (exclusion, time, stake or loss limit), else null; counts nothing. */
export async function stakeRefusal(tx: Queryable, input: StakeInput): Promise<ProtectionRefusal | null> {
  await lockWallet(tx, input.userId);
  const excluded = await exclusionRefusal(tx, input.userId, input.now);
  if (excluded) return excluded;
  const limits = await activeLimits(tx, input.userId);
  const timed = await timeRefusal(tx, input, limits);
  if (timed) return timed;
  for (const limit of ofKind(limits, 'stake')) {
    const window = periodWindow(limit.period as Period, input.now);
    const refusal = overLimit(
      'stake',
      limit,
      await stakedIn(tx, input.userId, window),
      input.amountFen,
      input.now,
    );
    if (refusal) return refusal;
  }
  for (const limit of ofKind(limits, 'loss')) {
    // The stake could be lost entirely: it may not take the period's loss past the limit.
    const window = periodWindow(limit.period as Period, input.now);
    const refusal = overLimit(
      'loss',
      limit,
      await lossIn(tx, input.userId, window),
      input.amountFen,
      input.now,
    );
    if (refusal) return refusal;
  }
  return null;
}

/** Counts a stake the limits allowed; in the transaction that debits it. */
export async function recordStake(tx: Queryable, input: StakeInput): Promise<void> {
  await tx
    .insert(protectionStakes)
    .values({ userId: input.userId, amount: input.amountFen, source: input.source, createdAt: input.now });
}

/** Refuses a stake the player's protection does not allow, else counts it. */
export async function guardStake(tx: Queryable, input: StakeInput): Promise<void> {
  const refusal = await stakeRefusal(tx, input);
  if (refusal) throw refusal;
  await recordStake(tx, input);
}

/**
 * Before a recharge order is made: an excluded player makes none, and the period's deposits (orders made
 * in it and not cancelled, failed or expired, paid or still open) plus this one stay within each limit.
 */
export async function guardDeposit(
  tx: Queryable,
  userId: number,
  amountFen: bigint,
  now: Date,
): Promise<void> {
  await lockWallet(tx, userId);
  const excluded = await exclusionRefusal(tx, userId, now);
  if (excluded) throw excluded;
  for (const limit of ofKind(await activeLimits(tx, userId), 'deposit')) {
    const window = periodWindow(limit.period as Period, now);
    const refusal = overLimit('deposit', limit, await depositedIn(tx, userId, window), amountFen, now);
    if (refusal) throw refusal;
  }
}

/** A game round inside a platform wallet stakes money already counted at its transfer in: only exclusion applies. */
export async function guardPlay(tx: Queryable, userId: number, now: Date): Promise<void> {
  const excluded = await exclusionRefusal(tx, userId, now);
  if (excluded) throw excluded;
}

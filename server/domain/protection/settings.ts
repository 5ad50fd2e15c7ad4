import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { authTokens, playerLimits, playerProtection } from '../../db/schema';
import { lockWallet, moneyTransaction } from '../ledger';
import { minuteText } from './enforce';
import { type Period, periodWindow, resetText } from './periods';
import {
  EXCLUSION_RANGE,
  EXCLUSION_TEXT,
  type ExclusionKind,
  LIMIT_KINDS,
  type LimitKind,
  type LimitPeriod,
  PERIODS_OF,
  ProtectionRefusal,
  RAISE_DELAY_MS,
} from './rules';
import { depositedIn, lossIn, minutesIn, returnedIn, stakedIn } from './usage';

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** null: no limit. */
  amount: bigint | null;
  /** How much of it the current period used (fen, or minutes for time). */
  used: bigint;
  /** When the period's count starts again; null for a session. */
  resetsAt: Date | null;
  pending: { amount: bigint | null; effectiveAt: Date } | null;
}

export interface ProtectionView {
  limits: LimitView[];
  realityCheckMinutes: number;
  exclusion: { kind: ExclusionKind; since: Date; until: Date } | null;
}

async function usedOf(
  db: Queryable,
  userId: number,
  kind: LimitKind,
  period: LimitPeriod,
  now: Date,
  sessionStart?: Date,
) {
  if (period === 'session') {
    return sessionStart ? BigInt(Math.floor((now.getTime() - sessionStart.getTime()) / 60_000)) : 0n;
  }
  const window = periodWindow(period, now);
  switch (kind) {
    case 'deposit':
      return depositedIn(db, userId, window);
    case 'loss':
      return lossIn(db, userId, window);
    case 'stake':
      return stakedIn(db, userId, window);
    case 'time':
      return BigInt(await minutesIn(db, userId, window, now));
  }
}

/** Every limit the page offers (set or not) with this period's use, the reality check and any exclusion. */
export async function protectionOf(
  db: Queryable,
  userId: number,
  now: Date,
  session?: { id: number; startedAt: Date },
): Promise<ProtectionView> {
  const rows = await db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
  const limits: LimitView[] = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of PERIODS_OF[kind]) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const used =
        kind === 'time' && period === 'day'
          ? BigInt(await minutesIn(db, userId, periodWindow('day', now), now, session?.id))
          : await usedOf(db, userId, kind, period, now, session?.startedAt);
      limits.push({
        kind,
        period,
        amount: row?.amount ?? null,
        used,
        resetsAt: period === 'session' ? null : periodWindow(period as Period, now).resetsAt,
        pending: row?.pendingEffectiveAt
          ? { amount: row.pendingAmount, effectiveAt: row.pendingEffectiveAt }
          : null,
      });
    }
  }
  const [settings] = await db.select().from(playerProtection).where(eq(playerProtection.userId, userId));
  const excluded = settings?.excludedUntil && settings.excludedUntil.getTime() > now.getTime();
  return {
    limits,
    realityCheckMinutes: settings?.realityCheckMinutes ?? 0,
    exclusion:
      excluded && settings.excludedAt && settings.excludedUntil
        ? {
            kind: settings.exclusionKind as ExclusionKind,
            since: settings.excludedAt,
            until: settings.excludedUntil,
          }
        : null,
  };
}

export interface LimitChange {
  kind: LimitKind;
  period: LimitPeriod;
  /** null removes the limit (as a raise: after 24 hours and a confirmation). */
  amount: bigint | null;
}

const isLowering = (next: bigint | null, current: bigint | null) =>
  next !== null && (current === null || next < current);

/**
 * Sets a limit: a lower one applies at once (and drops a pending raise); a higher one or a removal waits
 * 24 hours and then needs confirmRaise. Answers whether it applied at once.
 */
export async function setLimit(
  db: Db,
  userId: number,
  change: LimitChange,
  now: Date,
): Promise<'applied' | 'pending'> {
  if (!PERIODS_OF[change.kind].includes(change.period)) throw new ProtectionRefusal('该限额不支持所选周期');
  if (change.amount !== null && change.amount <= 0n) throw new ProtectionRefusal('限额必须大于0');
  return moneyTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const key = and(
      eq(playerLimits.userId, userId),
      eq(playerLimits.kind, change.kind),
      eq(playerLimits.period, change.period),
    );
    const [row] = await tx.select().from(playerLimits).where(key);
    const current = row?.amount ?? null;
    if (isLowering(change.amount, current)) {
      await tx
        .insert(playerLimits)
        .values({ userId, kind: change.kind, period: change.period, amount: change.amount })
        .onConflictDoUpdate({
          target: [playerLimits.userId, playerLimits.kind, playerLimits.period],
          set: { amount: change.amount, pendingAmount: null, pendingEffectiveAt: null },
        });
      return 'applied';
    }
    if (change.amount === current) {
      if (row)
        await tx.update(playerLimits).set({ pendingAmount: null, pendingEffectiveAt: null }).where(key);
      return 'applied';
    }
    const pending = {
      pendingAmount: change.amount,
      pendingEffectiveAt: new Date(now.getTime() + RAISE_DELAY_MS),
    };
    if (row) await tx.update(playerLimits).set(pending).where(key);
    else
      await tx
        .insert(playerLimits)
        .values({ userId, kind: change.kind, period: change.period, amount: null, ...pending });
    return 'pending';
  });
}

/** The player confirms a raise or removal asked for at least 24 hours ago; only then it applies. */
export async function confirmRaise(db: Db, userId: number, kind: LimitKind, period: LimitPeriod, now: Date) {
  await moneyTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const key = and(
      eq(playerLimits.userId, userId),
      eq(playerLimits.kind, kind),
      eq(playerLimits.period, period),
    );
    const [row] = await tx.select().from(playerLimits).where(key);
    if (!row?.pendingEffectiveAt) throw new ProtectionRefusal('没有待确认的限额调整');
    if (row.pendingEffectiveAt.getTime() > now.getTime()) {
      throw new ProtectionRefusal(`提高限额须在 ${resetText(row.pendingEffectiveAt)} 之后再确认`);
    }
    await tx
      .update(playerLimits)
      .set({ amount: row.pendingAmount, pendingAmount: null, pendingEffectiveAt: null })
      .where(key);
  });
}

function exclusionEnd(kind: ExclusionKind, length: number, now: Date): Date {
  const range = EXCLUSION_RANGE[kind];
  if (!Number.isInteger(length) || length < range.min || length > range.max) {
    const unit = range.unit === 'day' ? '天' : '个月';
    throw new ProtectionRefusal(`${EXCLUSION_TEXT[kind]}时长须在${range.min}-${range.max}${unit}之间`);
  }
  const end = new Date(now);
  if (range.unit === 'day') end.setTime(now.getTime() + length * 86_400_000);
  else end.setUTCMonth(end.getUTCMonth() + length);
  return end;
}

/**
 * Starts a cooling-off or self-exclusion. Nothing ends one early: a new one running now may only end
 * later than the current one (a longer self-exclusion over a cooling-off), never sooner.
 */
export async function startExclusion(db: Db, userId: number, kind: ExclusionKind, length: number, now: Date) {
  const until = exclusionEnd(kind, length, now);
  await moneyTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const [row] = await tx.select().from(playerProtection).where(eq(playerProtection.userId, userId));
    if (row?.excludedUntil && row.excludedUntil.getTime() >= until.getTime()) {
      const current = EXCLUSION_TEXT[row.exclusionKind as ExclusionKind] ?? '自我排除';
      throw new ProtectionRefusal(
        `您的${current}至 ${minuteText(row.excludedUntil)}，新的限制须晚于该时间结束`,
      );
    }
    await tx
      .insert(playerProtection)
      .values({ userId, exclusionKind: kind, excludedAt: now, excludedUntil: until })
      .onConflictDoUpdate({
        target: playerProtection.userId,
        set: { exclusionKind: kind, excludedAt: now, excludedUntil: until },
      });
  });
  return until;
}

/** 0 turns the reality check off; otherwise every 10 to 240 minutes. */
export async function setRealityCheck(db: Db, userId: number, minutes: number) {
  if (minutes !== 0 && (minutes < 10 || minutes > 240))
    throw new ProtectionRefusal('提醒间隔须在10-240分钟之间');
  await db
    .insert(playerProtection)
    .values({ userId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({ target: playerProtection.userId, set: { realityCheckMinutes: minutes } });
}

export interface SessionSummary {
  startedAt: Date;
  minutes: number;
  /** Returned minus staked since sign-in: negative is a loss. */
  netFen: bigint;
}

/** The reality check: how long this session has run and what it won or lost. */
export async function sessionSummary(
  db: Queryable,
  userId: number,
  startedAt: Date,
  now: Date,
): Promise<SessionSummary> {
  const window = { start: startedAt, resetsAt: new Date(now.getTime() + 1) };
  return {
    startedAt,
    minutes: Math.floor((now.getTime() - startedAt.getTime()) / 60_000),
    netFen: (await returnedIn(db, userId, window)) - (await stakedIn(db, userId, window)),
  };
}

/** When the session of this token signed in. */
export async function sessionStartOf(db: Queryable, tokenId: number): Promise<Date> {
  const [row] = await db
    .select({ createdAt: authTokens.createdAt })
    .from(authTokens)
    .where(eq(authTokens.id, tokenId));
  if (!row) throw new Error(`session ${tokenId} vanished`);
  return row.createdAt;
}

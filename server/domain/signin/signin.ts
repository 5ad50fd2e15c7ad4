import { toFen } from '@app/shared/format';
import { and, asc, count, eq, like } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { signins } from '../../db/schema';
import { DomainError } from '../errors';
import { changeBalance, moneyTransaction } from '../ledger';
import { lockPlayerForReward } from '../restrictions';
import { previousDay, shanghaiDay } from './calendar';

export type SigninRow = typeof signins.$inferSelect;

/** Reward of the 1st..7th consecutive day; the cycle starts over after day 7. */
export const STREAK_REWARDS_FEN = ['1', '2', '3', '5', '8', '10', '20'].map((yuan) => toFen(yuan));

export const rewardForStreak = (streak: number): bigint =>
  STREAK_REWARDS_FEN[(streak - 1) % STREAK_REWARDS_FEN.length] ?? 0n;

export class AlreadySignedIn extends DomainError {
  constructor() {
    super(422, '今日已签到，明天再来吧');
  }
}

async function signinOn(db: Queryable, userId: number, day: string): Promise<SigninRow | null> {
  const [row] = await db
    .select()
    .from(signins)
    .where(and(eq(signins.userId, userId), eq(signins.day, day)))
    .limit(1);
  return row ?? null;
}

/**
 * Today's sign-in and its reward, exactly once per player and Shanghai day: the wallet lock serialises a
 * player's taps, the unique (user, day) row and the ledger key `signin:<day>` make a second one pay nothing.
 * A repeat of the same Idempotency-Key gets the first sign-in back; any other second tap is refused.
 */
export async function signIn(
  db: Db,
  userId: number,
  options: { now?: Date; requestKey?: string } = {},
): Promise<{ signin: SigninRow; repeated: boolean }> {
  const day = shanghaiDay(options.now);
  return moneyTransaction(db, async (tx) => {
    await lockPlayerForReward(tx, userId, 'reward');
    const existing = await signinOn(tx, userId, day);
    if (existing) {
      if (options.requestKey && existing.requestKey === options.requestKey) {
        return { signin: existing, repeated: true };
      }
      throw new AlreadySignedIn();
    }
    const yesterday = await signinOn(tx, userId, previousDay(day));
    const streak = (yesterday?.streak ?? 0) + 1;
    const reward = rewardForStreak(streak);
    const [inserted] = await tx
      .insert(signins)
      .values({ userId, day, streak, reward, requestKey: options.requestKey ?? null })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AlreadySignedIn();
    await changeBalance(tx, {
      userId,
      amountFen: reward,
      type: 'signin_reward',
      remark: `每日签到 第${streak}天`,
      idempotencyKey: `signin:${day}`,
    });
    return { signin: inserted, repeated: false };
  });
}

/** What the sign-in page shows: today, the current streak, the month's signed days and the reward ladder. */
export async function signinStatus(db: Queryable, userId: number, month?: string, now = new Date()) {
  const today = shanghaiDay(now);
  const shownMonth = month ?? today.slice(0, 7);
  const signedToday = await signinOn(db, userId, today);
  const yesterday = signedToday ? null : await signinOn(db, userId, previousDay(today));
  const streak = signedToday?.streak ?? yesterday?.streak ?? 0;
  const nextStreak = signedToday ? streak : streak + 1;
  const monthRows = await db
    .select({ day: signins.day, reward: signins.reward, streak: signins.streak })
    .from(signins)
    .where(and(eq(signins.userId, userId), like(signins.day, `${shownMonth}-%`)))
    .orderBy(asc(signins.day));
  const [total] = await db.select({ n: count() }).from(signins).where(eq(signins.userId, userId));
  return {
    today,
    month: shownMonth,
    signed_today: signedToday !== null,
    streak,
    next_streak: nextStreak,
    today_reward: rewardForStreak(nextStreak),
    rewards: STREAK_REWARDS_FEN,
    days: monthRows,
    total_days: total?.n ?? 0,
  };
}

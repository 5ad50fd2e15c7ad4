import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { activities, activityApplications, users } from '../../db/schema';
import { DomainError } from '../errors';
import { changeBalance, moneyTransaction } from '../ledger';
import { lockPlayerFlags, lockPlayerForReward } from '../restrictions';
import type { UserRow } from '../tokens';
import { findUserById } from '../users';
import { type ActivityRow, isAutomatic, isRunning, periodKey, ruleOf } from './catalog';
import { checkEligibility } from './eligibility';

export type ApplicationRow = typeof activityApplications.$inferSelect;

/** Application status: 0 审核中, 1 已发放, 2 已拒绝. */
export const APPLICATION_STATUS = { pending: 0, paid: 1, rejected: 2 } as const;
export const STATUS_TEXT = ['审核中', '已发放', '已拒绝'] as const;

/** A refusal the player should read (422). */
export class ActivityRefused extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}

const rewardKey = (application: Pick<ApplicationRow, 'activityId' | 'userId' | 'periodKey'>) =>
  `activity:${application.activityId}:${application.userId}:${application.periodKey}`;

/** Pays an application's reward (applications, reviews and automatic grants all pay through here). */
export async function payReward(tx: Queryable, application: ApplicationRow, title: string): Promise<void> {
  // One ledger key per activity, player and period: however often this runs, the reward is paid once.
  await changeBalance(tx, {
    userId: application.userId,
    amountFen: application.reward,
    type: 'activity_reward',
    remark: `活动奖励：${title}`,
    idempotencyKey: rewardKey(application),
  });
}

export async function applicationFor(
  db: Queryable,
  userId: number,
  activity: ActivityRow,
  now = new Date(),
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(activityApplications)
    .where(
      and(
        eq(activityApplications.userId, userId),
        eq(activityApplications.activityId, activity.id),
        eq(activityApplications.periodKey, periodKey(activity.period, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Applies for an activity in this period. Automatic kinds are checked and paid in the same transaction;
 * manual ones wait for review. The wallet lock serialises one player's requests and the unique
 * (user, activity, period) row refuses a second application; a repeated Idempotency-Key gets the first back.
 */
export async function applyForActivity(
  db: Db,
  userId: number,
  activity: ActivityRow,
  options: { requestKey?: string; now?: Date } = {},
): Promise<{ application: ApplicationRow; repeated: boolean }> {
  const now = options.now ?? new Date();
  if (!isRunning(activity, now)) throw new ActivityRefused('活动未开始或已结束');
  if (activity.autoGrant) throw new ActivityRefused('该活动满足条件后系统自动发放，无需申请');
  return moneyTransaction(db, async (tx) => {
    await lockPlayerForReward(tx, userId, 'activity');
    const existing = await applicationFor(tx, userId, activity, now);
    if (existing) {
      if (options.requestKey && existing.requestKey === options.requestKey) {
        return { application: existing, repeated: true };
      }
      throw new ActivityRefused(activity.period === 'once' ? '您已参与过该活动' : '本期已申请，请下期再来');
    }
    const rule = ruleOf(activity);
    const user = (await findUserById(tx, userId)) as UserRow;
    if (isAutomatic(rule)) {
      const { eligible, reason } = await checkEligibility(tx, user, activity, now);
      if (!eligible) throw new ActivityRefused(reason);
    }
    const [application] = await tx
      .insert(activityApplications)
      .values({
        userId,
        activityId: activity.id,
        periodKey: periodKey(activity.period, now),
        status: isAutomatic(rule) ? APPLICATION_STATUS.paid : APPLICATION_STATUS.pending,
        reward: activity.reward,
        requestKey: options.requestKey ?? null,
        reviewedAt: isAutomatic(rule) ? now : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!application) throw new ActivityRefused('您已申请过该活动');
    if (isAutomatic(rule)) await payReward(tx, application, activity.title);
    return { application, repeated: false };
  });
}

/** An operator's decision on a pending application; approving pays the reward once. */
export async function reviewApplication(
  db: Db,
  applicationId: number,
  decision: 'approve' | 'reject',
  remark = '',
): Promise<{ application: ApplicationRow; activity: ActivityRow }> {
  return moneyTransaction(db, async (tx) => {
    const [found] = await tx
      .select()
      .from(activityApplications)
      .where(eq(activityApplications.id, applicationId))
      .limit(1);
    if (!found) throw new ActivityRefused('申请不存在');
    // The player's row lock is the wallet lock; a player disabled or blacklisted after applying is not paid
    // (the desk can still reject the application).
    const flags = await lockPlayerFlags(tx, found.userId);
    if (decision === 'approve' && (flags.enabled !== 1 || flags.isBlack === 1))
      throw new ActivityRefused('该玩家已被禁用或列入黑名单，不能发放活动奖励；请驳回该申请');
    const [current] = await tx
      .select()
      .from(activityApplications)
      .where(eq(activityApplications.id, applicationId))
      .for('update');
    if (!current || current.status !== APPLICATION_STATUS.pending) throw new ActivityRefused('该申请已处理');
    const [activity] = await tx.select().from(activities).where(eq(activities.id, current.activityId));
    const status = decision === 'approve' ? APPLICATION_STATUS.paid : APPLICATION_STATUS.rejected;
    const [application] = await tx
      .update(activityApplications)
      .set({ status, remark, reviewedAt: new Date() })
      .where(eq(activityApplications.id, applicationId))
      .returning();
    if (decision === 'approve') await payReward(tx, current, activity?.title ?? '');
    return { application: application as ApplicationRow, activity: activity as ActivityRow };
  });
}

export async function myApplications(
  db: Queryable,
  userId: number,
  query: { page: number; perPage: number; status?: number },
) {
  const filter = and(
    eq(activityApplications.userId, userId),
    query.status === undefined ? undefined : eq(activityApplications.status, query.status),
  );
  const rows = await db
    .select({ application: activityApplications, title: activities.title, banner: activities.banner })
    .from(activityApplications)
    .innerJoin(activities, eq(activities.id, activityApplications.activityId))
    .where(filter)
    .orderBy(desc(activityApplications.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(activityApplications).where(filter);
  return { rows, total: total?.n ?? 0 };
}

/** Applications waiting for an operator, oldest first (`pnpm ops activity:pending`). */
export async function pendingApplications(db: Queryable, limit = 100) {
  return db
    .select({ application: activityApplications, title: activities.title, username: users.username })
    .from(activityApplications)
    .innerJoin(activities, eq(activities.id, activityApplications.activityId))
    .innerJoin(users, eq(users.id, activityApplications.userId))
    .where(eq(activityApplications.status, APPLICATION_STATUS.pending))
    .orderBy(asc(activityApplications.id))
    .limit(limit);
}

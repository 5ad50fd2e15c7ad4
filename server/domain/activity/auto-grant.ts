import { fenToYuan, toFen } from '@app/shared/format';
import { and, eq, gt, gte, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { activityApplications, users, validTurnover } from '../../db/schema';
import { lockWallet, moneyTransaction } from '../ledger';
import { announceMessage, type MessageRow, sendMessage } from '../messages/messages';
import { shanghaiDayStart } from '../signin/calendar';
import { findUserById } from '../users';
import { APPLICATION_STATUS, type ApplicationRow, applicationFor, payReward } from './applications';
import {
  type ActivityRow,
  isAutomatic,
  periodKey,
  periodStartDay,
  ruleOf,
  runningActivities,
} from './catalog';
import { checkEligibility } from './eligibility';

const DAY_MS = 24 * 60 * 60 * 1000;
const CANDIDATE_BATCH = 1000;

export interface Grant {
  activity: ActivityRow;
  application: ApplicationRow;
  message: MessageRow;
}

/** The running 自动发放 activities (a manual one is never granted unasked, whatever its flag says). */
async function autoGrantActivities(db: Queryable, now: Date): Promise<ActivityRow[]> {
  const running = await runningActivities(db, undefined, now);
  return running.filter((activity) => activity.autoGrant && isAutomatic(ruleOf(activity)));
}

/** Players whose figure reaches the activity's condition, in SQL (null: no automatic condition). */
function conditionMet(activity: ActivityRow, now: Date): SQL | null {
  const rule = ruleOf(activity);
  switch (rule.kind) {
    case 'first_deposit':
      return and(gt(users.paysum, 0n), gte(users.paysum, toFen(rule.min_paysum))) ?? null;
    case 'turnover': {
      const start = periodStartDay(activity.period, now);
      if (!start) return gte(users.totalgame, toFen(rule.min_turnover));
      return inArray(
        users.id,
        sql`(select ${validTurnover.userId} from ${validTurnover}
          where ${validTurnover.createdAt} >= ${shanghaiDayStart(start).toISOString()}::timestamptz
          group by ${validTurnover.userId}
          having sum(${validTurnover.amount}) >= ${toFen(rule.min_turnover)})`,
      );
    }
    case 'newcomer':
      return gt(users.createdAt, new Date(now.getTime() - rule.within_days * DAY_MS));
    case 'manual':
      return null;
  }
}

/**
 * Who may be owed the activity this period: the condition met, not blacklisted, nothing recorded for the
 * period yet. Only a prefilter: each grant checks again under the player's wallet lock.
 */
async function candidates(db: Queryable, activity: ActivityRow, now: Date, userIds?: number[]) {
  const met = conditionMet(activity, now);
  if (!met || userIds?.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        met,
        eq(users.isBlack, 0),
        userIds ? inArray(users.id, userIds) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(activityApplications)
            .where(
              and(
                eq(activityApplications.userId, users.id),
                eq(activityApplications.activityId, activity.id),
                eq(activityApplications.periodKey, periodKey(activity.period, now)),
              ),
            ),
        ),
      ),
    )
    .orderBy(users.id);
  return rows.map((row) => row.id);
}

/**
 * Grants one activity to one player when they meet its condition, at most once per period: under the wallet
 * lock the period's application is looked for, the condition re-checked, the application (unique per player,
 * activity and period) written as 已发放, the reward paid with the ledger key of that application and the
 * player's message written, all in one transaction. Returns null when nothing was owed.
 */
export async function grantActivity(
  db: Db,
  userId: number,
  activity: ActivityRow,
  now = new Date(),
): Promise<Omit<Grant, 'activity'> | null> {
  return moneyTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const user = await findUserById(tx, userId);
    if (!user || user.isBlack === 1) return null;
    if (await applicationFor(tx, userId, activity, now)) return null;
    if (!(await checkEligibility(tx, user, activity, now)).eligible) return null;
    const [application] = await tx
      .insert(activityApplications)
      .values({
        userId,
        activityId: activity.id,
        periodKey: periodKey(activity.period, now),
        status: APPLICATION_STATUS.paid,
        reward: activity.reward,
        remark: '满足条件，系统自动发放',
        reviewedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!application) return null;
    await payReward(tx, application, activity.title);
    const message = await sendMessage(tx, userId, {
      type: 'activity',
      title: '活动奖励已到账',
      content: `您已满足「${activity.title}」的条件，奖励 ${fenToYuan(activity.reward)} 元已自动发放到您的账户。`,
    });
    return { application, message };
  });
}

/**
 * Pays every 自动发放 activity its owed players (all players, or only `userIds`: those whose deposit or
 * turnover just committed), then tells each player by a message pushed as `user.notification`.
 */
export async function grantAutomaticRewards(
  db: Db,
  options: { userIds?: number[]; now?: Date } = {},
): Promise<Grant[]> {
  const now = options.now ?? new Date();
  const granted: Grant[] = [];
  // Bounded statements: a draw may settle more players than one statement takes parameters (65,535).
  const batches: Array<number[] | undefined> = [];
  if (!options.userIds) batches.push(undefined);
  for (let start = 0; start < (options.userIds?.length ?? 0); start += CANDIDATE_BATCH) {
    batches.push(options.userIds?.slice(start, start + CANDIDATE_BATCH));
  }
  for (const activity of await autoGrantActivities(db, now)) {
    for (const batch of batches) {
      for (const userId of await candidates(db, activity, now, batch)) {
        const grant = await grantActivity(db, userId, activity, now);
        if (!grant) continue;
        granted.push({ activity, ...grant });
        announceMessage(db, grant.message);
      }
    }
  }
  return granted;
}

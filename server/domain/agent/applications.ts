import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { agentApplications, users } from '../../db/schema';
import { DomainError, rejectWith } from '../errors';
import { randomCode } from '../users';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
type ApplicationRow = typeof agentApplications.$inferSelect;

export const STATUS_TEXT: Record<ApplicationStatus, string> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '已拒绝',
  cancelled: '已取消',
};

export const APPLIED_MESSAGE = '您已提交申请，请等待审核';

export function applicationJson(row: ApplicationRow) {
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    status_text: STATUS_TEXT[row.status as ApplicationStatus] ?? row.status,
    real_name: row.realName,
    contact: row.contact,
    reason: row.reason,
    reject_reason: row.rejectReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export interface ApplicationInput {
  realName: string;
  contact: string;
  reason: string;
}

const isUniqueViolation = (error: unknown) => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/** One pending application per player: the partial unique index holds even under concurrent submits. */
export async function applyForAgent(db: Db, userId: number, input: ApplicationInput) {
  const [user] = await db.select({ isAgent: users.isAgent }).from(users).where(eq(users.id, userId));
  if (user?.isAgent === 1) throw rejectWith('您已经是代理，无需重复申请');
  try {
    const [row] = await db
      .insert(agentApplications)
      .values({ userId, realName: input.realName, contact: input.contact, reason: input.reason })
      .returning();
    return applicationJson(row as ApplicationRow);
  } catch (error) {
    if (isUniqueViolation(error)) throw rejectWith(APPLIED_MESSAGE);
    throw error;
  }
}

export async function cancelApplication(db: Db, userId: number) {
  const [row] = await db
    .update(agentApplications)
    .set({ status: 'cancelled', reviewedAt: new Date() })
    .where(and(eq(agentApplications.userId, userId), eq(agentApplications.status, 'pending')))
    .returning();
  if (!row) throw rejectWith('没有待审核的申请');
  return applicationJson(row);
}

export async function latestApplication(db: Queryable, userId: number) {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.userId, userId))
    .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
    .limit(1);
  return row ? applicationJson(row) : null;
}

export async function applicationHistory(db: Queryable, userId: number, page: number, perPage: number) {
  const [total] = await db
    .select({ n: count() })
    .from(agentApplications)
    .where(eq(agentApplications.userId, userId));
  const rows = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.userId, userId))
    .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { list: rows.map(applicationJson), total: total?.n ?? 0, page, per_page: perPage };
}

export async function applicationStats(db: Queryable, userId: number) {
  const rows = await db
    .select({ status: agentApplications.status, n: count() })
    .from(agentApplications)
    .where(eq(agentApplications.userId, userId))
    .groupBy(agentApplications.status);
  const of = (status: ApplicationStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    total: rows.reduce((acc, row) => acc + row.n, 0),
    pending: of('pending'),
    approved: of('approved'),
    rejected: of('rejected'),
    cancelled: of('cancelled'),
  };
}

/** Operator review (pnpm ops agent:approve | agent:reject): only a pending application can be decided. */
export async function reviewApplication(
  db: Db,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(agentApplications).where(eq(agentApplications.id, id)).for('update');
    if (!row) throw new DomainError(404, '申请不存在');
    if (row.status !== 'pending')
      throw rejectWith(`该申请${STATUS_TEXT[row.status as ApplicationStatus]}，不能再审核`);
    const [updated] = await tx
      .update(agentApplications)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        rejectReason: decision.approve ? '' : decision.reason,
        reviewedAt: new Date(),
      })
      .where(eq(agentApplications.id, id))
      .returning();
    let agentCode: string | null = null;
    if (decision.approve) agentCode = await makeAgent(tx, row.userId);
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, row.userId));
    return {
      application: applicationJson(updated as ApplicationRow),
      userId: row.userId,
      username: user?.username ?? '',
      agentCode,
    };
  });
}

/** Sets is_agent and gives the player an agent code (kept if they already had one). */
async function makeAgent(tx: Queryable, userId: number): Promise<string> {
  const [user] = await tx.select({ agentCode: users.agentCode }).from(users).where(eq(users.id, userId));
  let code = user?.agentCode ?? null;
  while (!code) {
    const candidate = `AG${randomCode(6)}`;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.agentCode, candidate));
    if (!taken) code = candidate;
  }
  await tx.update(users).set({ isAgent: 1, agentCode: code }).where(eq(users.id, userId));
  return code;
}

export async function pendingApplications(db: Queryable) {
  const rows = await db
    .select({ application: agentApplications, username: users.username })
    .from(agentApplications)
    .innerJoin(users, eq(users.id, agentApplications.userId))
    .where(eq(agentApplications.status, 'pending'))
    .orderBy(agentApplications.id);
  return rows.map((row) => ({ ...applicationJson(row.application), username: row.username }));
}

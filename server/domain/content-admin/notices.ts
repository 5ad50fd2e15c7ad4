import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import { type NoticeRow, newestNotices, noticeJson } from '../content';
import { DomainError, rejectWith } from '../errors';
import { domainEvent } from '../events';

export type NoticeStatus = 'published' | 'withdrawn';
export const NOTICE_STATUS_TEXT: Record<NoticeStatus, string> = { published: '已发布', withdrawn: '已撤回' };

export interface NoticeInput {
  categoryId: number;
  title: string;
  content: string;
  isHot: boolean;
  sort: number;
}

const statusOf = (row: NoticeRow): NoticeStatus => (row.withdrawnAt ? 'withdrawn' : 'published');

/** What the operators' console shows of a notice: the player's view plus its state. */
export const opsNoticeJson = (row: NoticeRow) => ({
  ...noticeJson(row),
  sort: row.sort,
  status: statusOf(row),
  status_text: NOTICE_STATUS_TEXT[statusOf(row)],
  withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
});
export type OpsNotice = ReturnType<typeof opsNoticeJson>;

const noticePublished = domainEvent<NoticeRow>();
/** A notice players can now see (new, edited while published, or published again): open apps refresh. */
export const onNoticePublished = noticePublished.on;

/** Every notice, withdrawn ones too, newest first; optionally of one category or state. */
export async function pageOfOpsNotices(
  db: Db,
  query: { categoryId?: number; status?: NoticeStatus; page: number; perPage: number },
) {
  const filter = and(
    query.categoryId ? eq(notices.categoryId, query.categoryId) : undefined,
    query.status === 'published' ? isNull(notices.withdrawnAt) : undefined,
    query.status === 'withdrawn' ? isNotNull(notices.withdrawnAt) : undefined,
  );
  const rows = await db
    .select()
    .from(notices)
    .where(filter)
    .orderBy(...newestNotices)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(notices).where(filter);
  return { list: rows.map(opsNoticeJson), total: total?.n ?? 0, page: query.page, per_page: query.perPage };
}

async function noticeRow(db: Db, id: number): Promise<NoticeRow> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
  if (!row) throw new DomainError(404, '公告不存在');
  return row;
}

/** Publishes a notice: players see it at once. */
export async function publishNotice(db: Db, input: NoticeInput): Promise<OpsNotice> {
  const [row] = await db.insert(notices).values(input).returning();
  const created = row as NoticeRow;
  noticePublished.emit(db, created);
  return opsNoticeJson(created);
}

/** Edits a notice; a published one changes for players at once, a withdrawn one stays withdrawn. */
export async function editNotice(db: Db, id: number, change: Partial<NoticeInput>) {
  const before = await noticeRow(db, id);
  const [row] = await db.update(notices).set(change).where(eq(notices.id, id)).returning();
  const after = row as NoticeRow;
  if (!after.withdrawnAt) noticePublished.emit(db, after);
  return { before: opsNoticeJson(before), after: opsNoticeJson(after) };
}

/** 撤回 or 重新发布: only from the other state, so a repeated click says what happened. */
export async function setNoticeWithdrawn(db: Db, id: number, withdrawn: boolean) {
  const alreadyThere = rejectWith(withdrawn ? '该公告已撤回' : '该公告已在发布中');
  const before = await noticeRow(db, id);
  if (!!before.withdrawnAt === withdrawn) throw alreadyThere;
  const [row] = await db
    .update(notices)
    .set({ withdrawnAt: withdrawn ? new Date() : null })
    .where(and(eq(notices.id, id), withdrawn ? isNull(notices.withdrawnAt) : isNotNull(notices.withdrawnAt)))
    .returning();
  // Another operator's click won the race.
  if (!row) throw alreadyThere;
  if (!withdrawn) noticePublished.emit(db, row);
  return { before: opsNoticeJson(before), after: opsNoticeJson(row) };
}

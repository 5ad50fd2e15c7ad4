import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { supportMessages, users } from '../../db/schema';
import { DomainError, rejectWith } from '../errors';
import { type MessageRow, sendMessage } from '../messages/messages';

type SupportRow = typeof supportMessages.$inferSelect;

/** Unanswered questions a player may leave at once: enough to add a detail, too few to flood the desk. */
export const OPEN_QUESTIONS_PER_PLAYER = 3;

export const supportMessageJson = (row: SupportRow) => ({
  id: row.id,
  content: row.content,
  reply: row.reply,
  status: row.repliedAt ? 1 : 0,
  status_text: row.repliedAt ? '已回复' : '待回复',
  created_at: row.createdAt.toISOString(),
  replied_at: row.repliedAt?.toISOString() ?? null,
});

/** A player's question to the service desk; refused while they already have the maximum waiting. */
export async function leaveSupportMessage(db: Db, userId: number, content: string): Promise<SupportRow> {
  return db.transaction(async (tx) => {
    // One player's questions are counted one at a time: concurrent posts cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [waiting] = await tx
      .select({ n: count() })
      .from(supportMessages)
      .where(and(eq(supportMessages.userId, userId), isNull(supportMessages.repliedAt)));
    if ((waiting?.n ?? 0) >= OPEN_QUESTIONS_PER_PLAYER) {
      throw rejectWith(`您已有${OPEN_QUESTIONS_PER_PLAYER}条留言待回复，请等待客服回复后再留言`);
    }
    const [row] = await tx.insert(supportMessages).values({ userId, content }).returning();
    return row as SupportRow;
  });
}

/** A player's own questions and answers, newest first. */
export function ownSupportMessages(db: Queryable, userId: number, limit = 20): Promise<SupportRow[]> {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(desc(supportMessages.id))
    .limit(limit);
}

/** The desk's queue: unanswered questions, oldest first, with who asked. */
export function waitingSupportMessages(db: Queryable, limit = 100) {
  return db
    .select({ message: supportMessages, username: users.username })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.userId))
    .where(isNull(supportMessages.repliedAt))
    .orderBy(asc(supportMessages.id))
    .limit(limit);
}

/**
 * Answers a question once: the answer is stored with it and sent to the player as a 站内信 in the same
 * transaction. The caller announces the returned message after commit (deliver it live).
 */
export async function answerSupportMessage(
  db: Db,
  id: number,
  reply: string,
): Promise<{ question: SupportRow; username: string; message: MessageRow }> {
  return db.transaction(async (tx) => {
    const [question] = await tx
      .update(supportMessages)
      .set({ reply, repliedAt: new Date() })
      .where(and(eq(supportMessages.id, id), isNull(supportMessages.repliedAt)))
      .returning();
    if (!question) {
      const [exists] = await tx
        .select({ id: supportMessages.id })
        .from(supportMessages)
        .where(eq(supportMessages.id, id));
      throw exists ? rejectWith('该留言已回复') : new DomainError(404, '留言不存在');
    }
    const [asker] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, question.userId));
    const message = await sendMessage(tx, question.userId, {
      type: 'system',
      title: '客服回复',
      content: `您的留言：${question.content}\n客服回复：${reply}`,
    });
    return { question, username: asker?.username ?? '', message };
  });
}

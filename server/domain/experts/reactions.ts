import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleFavorites, articleLikes, expertArticles } from '../../db/schema';

export type Reaction = 'like' | 'favorite';

const TABLES = { like: articleLikes, favorite: articleFavorites } as const;
const COUNTERS = { like: expertArticles.likes, favorite: expertArticles.favorites } as const;
const COUNTER_KEYS = { like: 'likes', favorite: 'favorites' } as const;

export interface ReactionState {
  active: boolean;
  count: number;
}

/**
 * Likes (or favourites) an article once per player: the (user, article) primary key makes a repeat, or any
 * number of concurrent requests, a no-op, and the article's counter moves only when a row really went in,
 * in the same transaction, so the counter always equals the rows. Undefined when the article is missing.
 */
export async function setReaction(
  db: Db,
  kind: Reaction,
  userId: number,
  articleId: number,
  active: boolean,
): Promise<ReactionState | undefined> {
  const table = TABLES[kind];
  const counter = COUNTERS[kind];
  return db.transaction(async (tx) => {
    const exists = await tx
      .select({ id: expertArticles.id })
      .from(expertArticles)
      .where(eq(expertArticles.id, articleId));
    if (!exists[0]) return undefined;
    const changed = active
      ? await tx.insert(table).values({ userId, articleId }).onConflictDoNothing().returning()
      : await tx
          .delete(table)
          .where(and(eq(table.userId, userId), eq(table.articleId, articleId)))
          .returning();
    const step = changed.length === 0 ? 0 : active ? 1 : -1;
    const [updated] = await tx
      .update(expertArticles)
      .set({ [COUNTER_KEYS[kind]]: sql`${counter} + ${step}` })
      .where(eq(expertArticles.id, articleId))
      .returning({ count: counter });
    return { active, count: updated?.count ?? 0 };
  });
}

export async function reactionState(
  db: Db,
  kind: Reaction,
  userId: number,
  articleId: number,
): Promise<ReactionState | undefined> {
  const table = TABLES[kind];
  const counter = COUNTERS[kind];
  const [article] = await db
    .select({ count: counter })
    .from(expertArticles)
    .where(eq(expertArticles.id, articleId));
  if (!article) return undefined;
  const mine = await db
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.articleId, articleId)));
  return { active: mine.length > 0, count: article.count };
}

export async function incrementExpertArticleViews(db: Db, articleId: number): Promise<number | undefined> {
  const [row] = await db
    .update(expertArticles)
    .set({ views: sql`${expertArticles.views} + 1` })
    .where(eq(expertArticles.id, articleId))
    .returning({ views: expertArticles.views });
  return row?.views;
}

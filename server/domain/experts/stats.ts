import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { expertArticles } from '../../db/schema';

/** What a player judges an expert by: settled picks, hits, the win rate and the latest run of results. */
export interface ExpertRecord {
  articles: number;
  hits: number;
  misses: number;
  pending: number;
  /** Percent with one decimal, "80.0"; "0.0" before the first settled pick. */
  winRate: string;
  /** Results of the latest settled picks, newest first (1 红, 2 黑), at most 10. */
  recent: number[];
  views: number;
  likes: number;
}

const RECENT = 10;

export const winRateOf = (hits: number, settled: number) =>
  settled === 0 ? '0.0' : ((hits * 1000) / settled / 10).toFixed(1);

/** 近10中8: the badge form of the latest results. */
export const recentLabel = (recent: number[]) =>
  recent.length === 0 ? '' : `近${recent.length}中${recent.filter((result) => result === 1).length}`;

export async function expertRecords(db: Queryable, expertIds: number[]): Promise<Map<number, ExpertRecord>> {
  const records = new Map<number, ExpertRecord>();
  if (expertIds.length === 0) return records;
  const totals = await db
    .select({
      expertId: expertArticles.expertId,
      articles: sql<number>`count(*)`.mapWith(Number),
      hits: sql<number>`count(*) filter (where ${expertArticles.result} = 1)`.mapWith(Number),
      misses: sql<number>`count(*) filter (where ${expertArticles.result} = 2)`.mapWith(Number),
      views: sql<number>`coalesce(sum(${expertArticles.views}), 0)`.mapWith(Number),
      likes: sql<number>`coalesce(sum(${expertArticles.likes}), 0)`.mapWith(Number),
    })
    .from(expertArticles)
    .where(inArray(expertArticles.expertId, expertIds))
    .groupBy(expertArticles.expertId);
  const latest = await db
    .select({ expertId: expertArticles.expertId, result: expertArticles.result })
    .from(expertArticles)
    .where(sql`${expertArticles.id} in (
      select id from (
        select id, row_number() over (partition by expert_id order by published_at desc, id desc) as n
        from expert_articles where result > 0 and expert_id in ${expertIds}
      ) ranked where n <= ${RECENT}
    )`)
    .orderBy(sql`${expertArticles.publishedAt} desc, ${expertArticles.id} desc`);
  for (const id of expertIds) {
    const total = totals.find((row) => row.expertId === id);
    const hits = total?.hits ?? 0;
    const misses = total?.misses ?? 0;
    records.set(id, {
      articles: total?.articles ?? 0,
      hits,
      misses,
      pending: (total?.articles ?? 0) - hits - misses,
      winRate: winRateOf(hits, hits + misses),
      recent: latest.filter((row) => row.expertId === id).map((row) => row.result),
      views: total?.views ?? 0,
      likes: total?.likes ?? 0,
    });
  }
  return records;
}

/** Consecutive hits from the newest settled pick backwards (连红). */
export const streakOf = (recent: number[]) => {
  const firstMiss = recent.indexOf(2);
  return firstMiss === -1 ? recent.length : firstMiss;
};

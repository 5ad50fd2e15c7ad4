import { expectAt, expectsClosingBetween, LOTTERIES } from '@app/shared/lottery';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lotteries, lotteryExpects } from '../db/schema';
import { recordUnbetDraws } from '../domain/lottery/scheduler';

/** Draws shown in history and trend charts on a fresh install. */
const HISTORY_DRAWS = 30;

/**
 * The lotteries of @app/shared/lottery's catalogue and, for a lottery without any expect yet, its last
 * draws (so history and trend have something to show). Idempotent; operator changes are kept.
 */
export async function seedLotteries(db: Db, now = new Date()): Promise<void> {
  await db
    .insert(lotteries)
    .values(
      LOTTERIES.map((lottery) => ({
        id: lottery.id,
        code: lottery.code,
        name: lottery.name,
        type: lottery.type,
        intervalSeconds: lottery.intervalSeconds,
        isHot: lottery.hot ? 1 : 0,
        sort: lottery.sort,
      })),
    )
    .onConflictDoNothing();
  for (const lottery of await db.select().from(lotteries)) {
    const [existing] = await db
      .select({ n: count() })
      .from(lotteryExpects)
      .where(eq(lotteryExpects.lotteryId, lottery.id));
    if ((existing?.n ?? 0) > 0) continue;
    const current = expectAt(lottery.intervalSeconds, now);
    const since = new Date(current.openAt.getTime() - HISTORY_DRAWS * lottery.intervalSeconds * 1000);
    await recordUnbetDraws(
      db,
      lottery,
      expectsClosingBetween(lottery.intervalSeconds, since, current.openAt),
    );
  }
}

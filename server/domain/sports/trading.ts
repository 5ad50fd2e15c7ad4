import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { matches, matchOdds } from '../../db/schema';
import { DomainError } from '../errors';
import { MATCH_STATUS } from './codes';
import { announceLive, oddsUpdated } from './live-events';

/** The trading desk acts on in-play markets only while the match is live. */
export async function requireLiveMatch(db: Queryable, id: number): Promise<void> {
  const [match] = await db.select({ status: matches.status }).from(matches).where(eq(matches.id, id));
  if (match?.status !== MATCH_STATUS.live) throw new DomainError(404, '没有进行中的该场比赛');
}

/**
 * Sets one pre-match price (the match must not have started: the check is in the same statement, so a
 * kick-off cannot slip between) and pushes it to open pages.
 */
export async function setPrematchPrice(
  db: Db,
  matchId: number,
  pick: { play: string; option: string; odds: number },
): Promise<void> {
  const notStarted = sql`exists (select 1 from ${matches} where ${matches.id} = ${matchId} and ${matches.status} = ${MATCH_STATUS.scheduled})`;
  const moved = await db
    .update(matchOdds)
    .set({ odds: pick.odds, updatedAt: new Date() })
    .where(
      and(
        eq(matchOdds.matchId, matchId),
        eq(matchOdds.play, pick.play),
        eq(matchOdds.option, pick.option),
        notStarted,
      ),
    )
    .returning({ option: matchOdds.option, odds: matchOdds.odds, line: matchOdds.line });
  if (moved.length === 0) throw new DomainError(404, '未开赛比赛中没有该选项');
  announceLive(db, oddsUpdated(matchId, pick.play, moved));
}

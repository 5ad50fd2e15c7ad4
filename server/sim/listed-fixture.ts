import { randomInt } from 'node:crypto';
import { ALWAYS_SINGLE, SOMETIMES_SINGLE, sportOfType } from '@app/shared/betting';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leagues, teams } from '../db/schema';
import { rejectWith } from '../domain/errors';
import { forgetMatchLists } from '../domain/sports/match-list-cache';
import { createRng } from './rng';
import { insertMatch } from './sports-seed';

/** A match the schedule missed may already be under way this long: it is listed in play (滚球) at once. */
export const LISTING_LATE_MS = 60 * 60_000;
/** At the latest a listed match kicks off at the schedule's own horizon (ensureFixtures lists three days ahead). */
export const LISTING_HORIZON_MS = 3 * 86_400_000;

export interface FixtureListing {
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoff: Date;
  /** Two- and three-way plays also offered for singles (the many-outcome plays always are). */
  singles: readonly string[];
}

/**
 * A match the trading desk lists by hand (a friendly, a rescheduled fixture the schedule lacks), priced by the
 * same model as the scheduled ones from a fresh seed; one already under way goes in play at the next tick. The
 * feed here is the simulator; a real feed would be asked to list and price it the same way. Only the sports the
 * book prices plays for (football, basketball): the console offers no other.
 */
export async function listFixture(db: Db, listing: FixtureListing, now = new Date()) {
  const lead = listing.kickoff.getTime() - now.getTime();
  if (lead < -LISTING_LATE_MS || lead > LISTING_HORIZON_MS) throw rejectWith('开赛时间须在1小时前至3天以内');
  if (listing.homeTeamId === listing.awayTeamId) throw rejectWith('主队与客队不能相同');
  const listed = await db.transaction(async (tx) => {
    const [league] = await tx.select().from(leagues).where(eq(leagues.id, listing.leagueId));
    if (!league) throw rejectWith('联赛不存在');
    const sides = await tx
      .select()
      .from(teams)
      .where(and(eq(teams.leagueId, league.id), inArray(teams.id, [listing.homeTeamId, listing.awayTeamId])));
    const home = sides.find((team) => team.id === listing.homeTeamId);
    const away = sides.find((team) => team.id === listing.awayTeamId);
    if (!home || !away) throw rejectWith('球队不属于该联赛');
    const sport = sportOfType(league.sportType);
    if (!sport) throw rejectWith('该联赛不支持新增比赛');
    const optional: readonly string[] = SOMETIMES_SINGLE[sport];
    const unknown = listing.singles.find((play) => !optional.includes(play));
    if (unknown) throw rejectWith(`玩法 ${unknown} 不能设为单关`);
    const seed = randomInt(1, 2 ** 31);
    const match = await insertMatch(tx, {
      league,
      home,
      away,
      kickoff: listing.kickoff,
      seed,
      rng: createRng(seed),
      singlePlays: [...ALWAYS_SINGLE[sport], ...new Set(listing.singles)],
    });
    if (!match) throw new Error('listed match not stored');
    return match;
  });
  forgetMatchLists(db);
  return listed;
}

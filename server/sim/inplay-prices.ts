import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type matches, matchOdds } from '../db/schema';
import { suspendForMoment } from '../domain/sports/inplay/market-state';
import { IN_PLAY_PLAYS } from '../domain/sports/inplay/plays';
import { announceLive, oddsUpdated } from '../domain/sports/live-events';
import { dangerBetween, dangerousMoments, inPlayProbabilities } from './inplay-model';
import type { MatchModel } from './match-model';
import { priced } from './pricing';

type MatchRow = typeof matches.$inferSelect;

/**
 * The in-play side of one simulator step of a live match moving from `match.minute` to `minute`: a
 * dangerous moment on the way suspends its markets for a pause, and the in-play plays are repriced from
 * the new state (changed plays pushed as `odds.updated`). Returns how many prices moved.
 */
export async function stepInPlay(
  db: Db,
  match: MatchRow,
  model: MatchModel,
  state: { minute: number; score: { home: number; away: number } },
  now: Date,
): Promise<number> {
  const plays = IN_PLAY_PLAYS[match.sportType];
  if (!plays) return 0;
  const moment = dangerBetween(dangerousMoments(model, match.simSeed), match.minute, state.minute);
  if (moment) await suspendForMoment(db, match.id, moment.reason, now);

  const fresh = priced(inPlayProbabilities(model, state.minute, state.score));
  const current = await db
    .select()
    .from(matchOdds)
    .where(and(eq(matchOdds.matchId, match.id), inArray(matchOdds.play, [...plays])));
  let moved = 0;
  for (const play of plays) {
    const rows = fresh.filter((row) => row.play === play);
    const old = current.filter((row) => row.play === play);
    const same =
      rows.length === old.length &&
      rows.every((row) =>
        old.some((was) => was.option === row.option && was.odds === row.odds && was.line === row.line),
      );
    if (same) continue;
    await db.delete(matchOdds).where(
      and(
        eq(matchOdds.matchId, match.id),
        eq(matchOdds.play, play),
        notInArray(
          matchOdds.option,
          rows.map((row) => row.option),
        ),
      ),
    );
    if (rows.length > 0) {
      await db
        .insert(matchOdds)
        .values(rows.map((row) => ({ ...row, matchId: match.id, updatedAt: now })))
        .onConflictDoUpdate({
          target: [matchOdds.matchId, matchOdds.play, matchOdds.option],
          set: { odds: sql`excluded.odds`, line: sql`excluded.line`, updatedAt: now },
        });
    }
    // The whole board of the play (an option or the whole play may have come off it).
    announceLive(db, oddsUpdated(match.id, play, rows, true));
    moved += rows.length;
  }
  return moved;
}

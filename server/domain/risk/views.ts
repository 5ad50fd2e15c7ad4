import { findOption, sportOfType } from '@app/shared/betting';
import { fenToYuan } from '@app/shared/format';
import { aliasedTable, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookMatchLiability, bookOutcomeLiability, leagues, matches, teams } from '../../db/schema';
import { bookLimits, matchLimits } from './limits';

const homeTeams = aliasedTable(teams, 'home_team');
const awayTeams = aliasedTable(teams, 'away_team');

/** 风控's view: the matches with the largest liability first, each with its outcomes and its limits. */
export async function largestLiabilities(db: Db, limit: number) {
  const top = await db
    .select({
      matchId: bookMatchLiability.matchId,
      liability: bookMatchLiability.liability,
      matchNo: matches.matchNo,
      sportType: matches.sportType,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
      league: leagues.name,
      home: homeTeams.name,
      away: awayTeams.name,
    })
    .from(bookMatchLiability)
    .innerJoin(matches, eq(matches.id, bookMatchLiability.matchId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .orderBy(desc(bookMatchLiability.liability), bookMatchLiability.matchId)
    .limit(limit);
  const ids = top.map((row) => row.matchId);
  const outcomes = ids.length
    ? await db
        .select()
        .from(bookOutcomeLiability)
        .where(inArray(bookOutcomeLiability.matchId, ids))
        .orderBy(desc(bookOutcomeLiability.liability))
    : [];
  const book = await bookLimits(db);
  const limits = await matchLimits(db, book, ids);
  return top.map((match) => {
    const own = limits.get(match.matchId);
    const sport = sportOfType(match.sportType);
    return {
      match_id: match.matchId,
      match_no: match.matchNo,
      league: match.league,
      home: match.home,
      away: match.away,
      kickoff_at: match.kickoffAt.toISOString(),
      status: match.status,
      liability: fenToYuan(match.liability),
      match_limit: fenToYuan(own?.matchLimitFen ?? book.matchLimitFen),
      outcome_limit: fenToYuan(own?.outcomeLimitFen ?? book.outcomeLimitFen),
      outcomes: outcomes
        .filter((outcome) => outcome.matchId === match.matchId)
        .map((outcome) => ({
          play: outcome.play,
          option: outcome.option,
          name: (sport && findOption(sport, outcome.play, outcome.option)?.name) || outcome.option,
          liability: fenToYuan(outcome.liability),
          suspended: outcome.suspended,
        })),
    };
  });
}

import { and, count, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import { DomainError } from '../errors';
import { MATCH_STATUS, realDurationMinutes } from './codes';
import { findMatch, findMatches, matchJson, oddsOf, playsJson } from './markets';

const LIVE = [MATCH_STATUS.live];

interface Paging {
  page: number;
  perPage: number;
}

/** Live and upcoming match counts, in all and per sport. */
export async function liveStatistics(db: Db) {
  const rows = await db
    .select({ sportType: matches.sportType, status: matches.status, n: count() })
    .from(matches)
    .where(inArray(matches.status, [MATCH_STATUS.scheduled, MATCH_STATUS.live]))
    .groupBy(matches.sportType, matches.status);
  const tally = (status: number, sportType?: number) =>
    rows
      .filter((row) => row.status === status && (sportType === undefined || row.sportType === sportType))
      .reduce((sum, row) => sum + row.n, 0);
  const summary = (status: number) => ({
    total: tally(status),
    football: tally(status, 1),
    basketball: tally(status, 2),
    tennis: tally(status, 3),
    volleyball: tally(status, 4),
  });
  return { live: summary(MATCH_STATUS.live), upcoming: summary(MATCH_STATUS.scheduled) };
}

/** Matches whose playing time is over but whose result has not been settled yet. */
export async function overdueMatches(db: Db, query: Paging & { sportType?: number }) {
  const now = Date.now();
  const overdue = await db
    .select({ id: matches.id, sportType: matches.sportType, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(and(isNull(matches.settledAt), lt(matches.kickoffAt, new Date(now - 60 * 60_000))));
  const ids = overdue
    .filter(
      (row) =>
        (!query.sportType || row.sportType === query.sportType) &&
        row.kickoffAt.getTime() + realDurationMinutes(row.sportType) * 60_000 < now,
    )
    .map((row) => row.id);
  const { rows, total } = await findMatches(db, { ids }, { page: query.page, perPage: query.perPage });
  return { list: rows.map(matchJson), total, page: query.page, per_page: query.perPage };
}

/** One match's intelligence, or a page of every open match's. */
export async function intelligence(db: Db, matchId: number | undefined, paging: Paging) {
  if (matchId) {
    const found = await findMatch(db, matchId);
    if (!found) throw new DomainError(404, '比赛不存在');
    return { ...matchJson(found), items: found.match.intelligence };
  }
  const { rows, total } = await findMatches(
    db,
    { statuses: [MATCH_STATUS.scheduled, MATCH_STATUS.live] },
    paging,
  );
  return {
    list: rows.map((row) => ({ ...matchJson(row), items: row.match.intelligence })),
    total,
    page: paging.page,
    per_page: paging.perPage,
  };
}

/** The live odds of one match, or of every live match (of a sport). */
export async function liveOdds(db: Db, matchId: number | undefined, sportType?: number) {
  const { rows } = await findMatches(
    db,
    matchId ? { ids: [matchId] } : { statuses: LIVE, ...(sportType ? { sportType } : {}) },
    { page: 1, perPage: 100 },
  );
  const chosen = rows.filter((row) => !sportType || row.match.sportType === sportType);
  const odds = await oddsOf(
    db,
    chosen.map((row) => row.match.id),
  );
  return chosen.map((row) => ({
    match_id: row.match.id,
    sport_type: row.match.sportType,
    home_team: row.home,
    away_team: row.away,
    status: row.match.status,
    minute: row.match.minute,
    home_score: row.match.homeScore,
    away_score: row.match.awayScore,
    plays: playsJson(row.match, odds.get(row.match.id) ?? []),
  }));
}

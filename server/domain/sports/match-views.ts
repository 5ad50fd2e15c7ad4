import { DEFAULT_PLAY, PLAYS, sportOfType } from '@app/shared/betting';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leagues, matches } from '../../db/schema';
import { DomainError } from '../errors';
import { MATCH_STATUS } from './codes';
import {
  findMatch,
  findMatches,
  type MatchFilter,
  matchConditions,
  matchJson,
  matchListJson,
  oddsOf,
  playsJson,
} from './markets';
import { rememberMatchList } from './match-list-cache';

/** A page of a match list as the routes' query asks for it. */
export interface MatchListQuery {
  sport_type?: number | undefined;
  date?: string | undefined;
  league_id?: number | undefined;
  status?: number | undefined;
  /** Which play's odds the list items carry; the sport's first play by default. */
  play?: string | undefined;
  /** 1: only the matches offering that play (the sport's first by default) for singles (单关). */
  single?: number | undefined;
  page: number;
  per_page: number;
}

const notFound = () => new DomainError(404, '比赛不存在');

/** A page of the public match list: from the match-list cache, which the writers of matches clear at once. */
export function listMatches(db: Db, query: MatchListQuery, overrides: MatchFilter = {}) {
  const filter: MatchFilter = {
    ...(query.sport_type ? { sportType: query.sport_type } : {}),
    ...(query.date ? { date: query.date } : {}),
    ...(query.league_id ? { leagueId: query.league_id } : {}),
    ...(query.status === undefined ? {} : { statuses: [query.status] }),
    ...overrides,
  };
  const sport = sportOfType(filter.sportType ?? 0);
  const singlePlay = query.play ?? (sport ? DEFAULT_PLAY[sport] : undefined);
  if (query.single === 1 && singlePlay) filter.singlePlay = singlePlay;
  const key = JSON.stringify([filter, query.play, query.page, query.per_page]);
  return rememberMatchList(db, key, async () => {
    const newestFirst = filter.statuses?.every((status) => status >= MATCH_STATUS.finished) ?? false;
    const { rows, total } = await findMatches(db, filter, {
      page: query.page,
      perPage: query.per_page,
      newestFirst,
    });
    const list = await matchListJson(db, rows, query.play);
    // can_bet turns false at kick-off without any write: a list showing an open match is kept no longer.
    const kickOffs = list.filter((match) => match.can_bet).map((match) => Date.parse(match.start_time));
    return {
      list: { list, total, page: query.page, per_page: query.per_page },
      trueUntil: Math.min(Number.POSITIVE_INFINITY, ...kickOffs),
    };
  });
}

/** Counts by status and by league for a sport and day (the filter bar of the match list). */
export async function matchStatistics(db: Db, filter: MatchFilter) {
  const where = matchConditions(filter);
  const byStatus = await db
    .select({ status: matches.status, n: count() })
    .from(matches)
    .where(where)
    .groupBy(matches.status);
  const byLeague = await db
    .select({ league_id: leagues.id, league_name: leagues.name, n: count() })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(where)
    .groupBy(leagues.id, leagues.name)
    .orderBy(leagues.id);
  const of = (status: number) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return {
    total: byStatus.reduce((sum, row) => sum + row.n, 0),
    not_started: of(MATCH_STATUS.scheduled),
    live: of(MATCH_STATUS.live),
    finished: of(MATCH_STATUS.finished),
    cancelled: of(MATCH_STATUS.void),
    leagues: byLeague.map((row) => ({
      league_id: row.league_id,
      league_name: row.league_name,
      count: row.n,
    })),
  };
}

export async function matchDetail(db: Db, id: number) {
  const found = await findMatch(db, id);
  if (!found) throw notFound();
  const odds = await oddsOf(db, [id]);
  return {
    ...matchJson(found),
    statistics: found.match.statistics,
    intelligence: found.match.intelligence,
    plays: playsJson(found.match, odds.get(id) ?? []),
  };
}

export async function matchPlays(db: Db, id: number, betType?: string) {
  const found = await findMatch(db, id);
  if (!found) throw notFound();
  const plays = playsJson(found.match, (await oddsOf(db, [id])).get(id) ?? []);
  const chosen = betType ? plays.filter((play) => play.play === betType) : plays;
  if (betType && chosen.length === 0) throw new DomainError(404, '玩法不存在');
  return {
    match_id: id,
    sport_type: found.match.sportType,
    can_bet: matchJson(found).can_bet,
    plays: chosen,
  };
}

export async function leagueList(db: Db, filter: { sportType?: number }) {
  const rows = await db
    .select({ league: leagues, n: count(matches.id) })
    .from(leagues)
    .leftJoin(
      matches,
      and(
        eq(matches.leagueId, leagues.id),
        inArray(matches.status, [MATCH_STATUS.scheduled, MATCH_STATUS.live]),
      ),
    )
    .where(filter.sportType ? eq(leagues.sportType, filter.sportType) : undefined)
    .groupBy(leagues.id)
    .orderBy(asc(leagues.sort), asc(leagues.id));
  return rows.map(({ league, n }) => ({
    id: league.id,
    name: league.name,
    sport_type: league.sportType,
    country: league.country,
    match_count: n,
  }));
}

export function playList(sportTypeFilter?: number) {
  return [1, 2]
    .filter((type) => !sportTypeFilter || type === sportTypeFilter)
    .flatMap((type) => {
      const sport = sportOfType(type);
      return sport
        ? PLAYS[sport].map((play) => ({
            sport_type: type,
            play: play.key,
            name: play.name,
            has_line: play.hasLine,
            max_passes: play.maxPasses,
            options: play.options.map((option) => ({ option: option.code, name: option.name })),
          }))
        : [];
    });
}

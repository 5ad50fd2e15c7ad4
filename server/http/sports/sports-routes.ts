import { PLAYS, sportOfType } from '@app/shared/betting';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leagues, matches } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { MATCH_STATUS } from '../../domain/sports/codes';
import {
  findMatch,
  findMatches,
  type MatchFilter,
  matchConditions,
  matchJson,
  matchListJson,
  oddsOf,
  playsJson,
} from '../../domain/sports/markets';
import { rememberMatchList } from '../../domain/sports/match-list-cache';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams } from '../schemas';

const sportType = z.coerce.number().int().min(1).max(4, '运动类型不正确');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为YYYY-MM-DD');
export const paging = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};
export const listQuery = z.object({
  sport_type: sportType.optional(),
  date: date.optional(),
  league_id: z.coerce.number().int().positive().optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  /** Which play's odds the list items carry; the sport's first play by default. */
  play: z.string().max(32).optional(),
  ...paging,
});
type ListQuery = z.infer<typeof listQuery>;

const notFound = () => new DomainError(404, '比赛不存在');
const tags = ['sports'];

/** A page of the public match list: from the match-list cache, which the writers of matches clear at once. */
export function listMatches(deps: RouteDeps, query: ListQuery, overrides: MatchFilter = {}) {
  const filter: MatchFilter = {
    ...(query.sport_type ? { sportType: query.sport_type } : {}),
    ...(query.date ? { date: query.date } : {}),
    ...(query.league_id ? { leagueId: query.league_id } : {}),
    ...(query.status === undefined ? {} : { statuses: [query.status] }),
    ...overrides,
  };
  const key = JSON.stringify([filter, query.play, query.page, query.per_page]);
  return rememberMatchList(deps.db, key, async () => {
    const newestFirst = filter.statuses?.every((status) => status >= MATCH_STATUS.finished) ?? false;
    const { rows, total } = await findMatches(deps.db, filter, {
      page: query.page,
      perPage: query.per_page,
      newestFirst,
    });
    const list = await matchListJson(deps.db, rows, query.play);
    // can_bet turns false at kick-off without any write: a list showing an open match is kept no longer.
    const kickOffs = list.filter((match) => match.can_bet).map((match) => Date.parse(match.start_time));
    return {
      list: { list, total, page: query.page, per_page: query.per_page },
      trueUntil: Math.min(Number.POSITIVE_INFINITY, ...kickOffs),
    };
  });
}

/** Counts by status and by league for a sport and day (the filter bar of the match list). */
export async function matchStatistics(deps: RouteDeps, filter: MatchFilter) {
  const where = matchConditions(filter);
  const byStatus = await deps.db
    .select({ status: matches.status, n: count() })
    .from(matches)
    .where(where)
    .groupBy(matches.status);
  const byLeague = await deps.db
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

export async function matchDetail(deps: RouteDeps, id: number) {
  const found = await findMatch(deps.db, id);
  if (!found) throw notFound();
  const odds = await oddsOf(deps.db, [id]);
  return {
    ...matchJson(found),
    statistics: found.match.statistics,
    intelligence: found.match.intelligence,
    plays: playsJson(found.match, odds.get(id) ?? []),
  };
}

async function matchPlays(deps: RouteDeps, id: number, betType?: string) {
  const found = await findMatch(deps.db, id);
  if (!found) throw notFound();
  const plays = playsJson(found.match, (await oddsOf(deps.db, [id])).get(id) ?? []);
  const chosen = betType ? plays.filter((play) => play.play === betType) : plays;
  if (betType && chosen.length === 0) throw new DomainError(404, '玩法不存在');
  return {
    match_id: id,
    sport_type: found.match.sportType,
    can_bet: matchJson(found).can_bet,
    plays: chosen,
  };
}

async function leagueList(deps: RouteDeps, filter: { sportType?: number }) {
  const rows = await deps.db
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

function playList(sportTypeFilter?: number) {
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

const pageOf = <T>(items: T[], page: number, perPage: number) => ({
  list: items.slice((page - 1) * perPage, page * perPage),
  total: items.length,
  page,
  per_page: perPage,
});

/** SPEC 7 Sports: match lists, statistics, details, plays, leagues; /v1/matches-list/* are aliases. */
export const sportsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const statisticsQuery = z.object({ sport_type: sportType.optional(), date: date.optional() });
  const statisticsFilter = (query: z.infer<typeof statisticsQuery>): MatchFilter => ({
    ...(query.sport_type ? { sportType: query.sport_type } : {}),
    ...(query.date ? { date: query.date } : {}),
  });
  for (const base of ['/v1/matches', '/v1/matches-list']) {
    app.get(`${base}/list`, { schema: { tags, querystring: listQuery } }, async (request) =>
      ok(await listMatches(deps, request.query)),
    );
    app.get(`${base}/statistics`, { schema: { tags, querystring: statisticsQuery } }, async (request) =>
      ok(await matchStatistics(deps, statisticsFilter(request.query))),
    );
    app.get(`${base}/:id/detail`, { schema: { tags, params: idParams } }, async (request) =>
      ok(await matchDetail(deps, request.params.id)),
    );
    app.get(`${base}/:id/plays`, { schema: { tags, params: idParams } }, async (request) =>
      ok(await matchPlays(deps, request.params.id)),
    );
  }
  app.get('/v1/matches-list/results', { schema: { tags, querystring: listQuery } }, async (request) =>
    ok(await listMatches(deps, request.query, { statuses: [MATCH_STATUS.finished, MATCH_STATUS.void] })),
  );

  const catalogQuery = z.object({ sport_type: sportType.optional(), ...paging });
  app.get('/v1/leagues', { schema: { tags, querystring: catalogQuery } }, async (request) => {
    const { sport_type, page, per_page } = request.query;
    return ok(pageOf(await leagueList(deps, sport_type ? { sportType: sport_type } : {}), page, per_page));
  });
  app.get('/v1/plays', { schema: { tags, querystring: catalogQuery } }, async (request) => {
    const { sport_type, page, per_page } = request.query;
    return ok(pageOf(playList(sport_type), page, per_page));
  });
  const allQuery = z.object({ sport_type: sportType.optional() });
  app.get('/v1/leagues-list', { schema: { tags, querystring: allQuery } }, async (request) =>
    ok(await leagueList(deps, request.query.sport_type ? { sportType: request.query.sport_type } : {})),
  );
  app.get('/v1/plays-list', { schema: { tags, querystring: allQuery } }, async (request) =>
    ok(playList(request.query.sport_type)),
  );

  const oddsQuery = z.object({ betType: z.string().max(32).optional() });
  for (const [sport, type] of [
    ['football', 1],
    ['basketball', 2],
  ] as const) {
    app.get(`/v1/${sport}/matches`, { schema: { tags, querystring: listQuery } }, async (request) =>
      ok(await listMatches(deps, request.query, { sportType: type })),
    );
    app.get(
      `/v1/${sport}/odds/:id`,
      { schema: { tags, params: idParams, querystring: oddsQuery } },
      async (request) => {
        const plays = await matchPlays(deps, request.params.id, request.query.betType);
        if (plays.sport_type !== type) throw notFound();
        return ok(plays);
      },
    );
  }
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../domain/errors';
import { MATCH_STATUS } from '../../domain/sports/codes';
import type { MatchFilter } from '../../domain/sports/markets';
import {
  leagueList,
  listMatches,
  matchDetail,
  matchPlays,
  matchStatistics,
  playList,
} from '../../domain/sports/match-views';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams } from '../schemas';
import {
  leaguePageEnvelope,
  leaguesEnvelope,
  matchDetailEnvelope,
  matchPageEnvelope,
  matchPlaysEnvelope,
  matchStatisticsEnvelope,
  playPageEnvelope,
  playsEnvelope,
} from './match-list-schemas';
import { date, listQuery, paging, sportType } from './match-schemas';

const tags = ['sports'];

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
    app.get(
      `${base}/list`,
      { schema: { tags, querystring: listQuery, response: { 200: matchPageEnvelope } } },
      async (request) => ok(await listMatches(deps.db, request.query)),
    );
    app.get(
      `${base}/statistics`,
      { schema: { tags, querystring: statisticsQuery, response: { 200: matchStatisticsEnvelope } } },
      async (request) => ok(await matchStatistics(deps.db, statisticsFilter(request.query))),
    );
    app.get(
      `${base}/:id/detail`,
      { schema: { tags, params: idParams, response: { 200: matchDetailEnvelope } } },
      async (request) => ok(await matchDetail(deps.db, request.params.id)),
    );
    app.get(
      `${base}/:id/plays`,
      { schema: { tags, params: idParams, response: { 200: matchPlaysEnvelope } } },
      async (request) => ok(await matchPlays(deps.db, request.params.id)),
    );
  }
  app.get(
    '/v1/matches-list/results',
    { schema: { tags, querystring: listQuery, response: { 200: matchPageEnvelope } } },
    async (request) =>
      ok(await listMatches(deps.db, request.query, { statuses: [MATCH_STATUS.finished, MATCH_STATUS.void] })),
  );

  const catalogQuery = z.object({ sport_type: sportType.optional(), ...paging });
  app.get(
    '/v1/leagues',
    { schema: { tags, querystring: catalogQuery, response: { 200: leaguePageEnvelope } } },
    async (request) => {
      const { sport_type, page, per_page } = request.query;
      return ok(
        pageOf(await leagueList(deps.db, sport_type ? { sportType: sport_type } : {}), page, per_page),
      );
    },
  );
  app.get(
    '/v1/plays',
    { schema: { tags, querystring: catalogQuery, response: { 200: playPageEnvelope } } },
    async (request) => {
      const { sport_type, page, per_page } = request.query;
      return ok(pageOf(playList(sport_type), page, per_page));
    },
  );
  const allQuery = z.object({ sport_type: sportType.optional() });
  app.get(
    '/v1/leagues-list',
    { schema: { tags, querystring: allQuery, response: { 200: leaguesEnvelope } } },
    async (request) =>
      ok(await leagueList(deps.db, request.query.sport_type ? { sportType: request.query.sport_type } : {})),
  );
  app.get(
    '/v1/plays-list',
    { schema: { tags, querystring: allQuery, response: { 200: playsEnvelope } } },
    async (request) => ok(playList(request.query.sport_type)),
  );

  const oddsQuery = z.object({ betType: z.string().max(32).optional() });
  for (const [sport, type] of [
    ['football', 1],
    ['basketball', 2],
  ] as const) {
    app.get(
      `/v1/${sport}/matches`,
      { schema: { tags, querystring: listQuery, response: { 200: matchPageEnvelope } } },
      async (request) => ok(await listMatches(deps.db, request.query, { sportType: type })),
    );
    app.get(
      `/v1/${sport}/odds/:id`,
      { schema: { tags, params: idParams, querystring: oddsQuery, response: { 200: matchPlaysEnvelope } } },
      async (request) => {
        const plays = await matchPlays(deps.db, request.params.id, request.query.betType);
        if (plays.sport_type !== type) throw new DomainError(404, '比赛不存在');
        return ok(plays);
      },
    );
  }
};

import { beijingDate } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MATCH_STATUS } from '../../domain/sports/codes';
import { intelligence, liveOdds, liveStatistics, overdueMatches } from '../../domain/sports/live-views';
import { listMatches, matchDetail } from '../../domain/sports/match-views';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams } from '../schemas';
import {
  intelligenceEnvelope,
  liveOddsEnvelope,
  liveStatisticsEnvelope,
  matchDetailEnvelope,
  matchPageEnvelope,
  plainMatchPageEnvelope,
} from './match-list-schemas';
import { listQuery, paging } from './match-schemas';

const tags = ['live'];
const LIVE = [MATCH_STATUS.live];
const sportQuery = z.object({ sport_type: z.coerce.number().int().min(1).max(4).optional(), ...paging });
const oddsQuery = z.object({ match_id: z.coerce.number().int().positive().optional() });

/**
 * SPEC 7 Live: live lists, today's matches, statistics, details, intelligence, unsettled results, live odds
 * (the same changes are pushed as they happen by ../publications.ts).
 */
export const liveRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  for (const [path, sportType] of [
    ['football', 1],
    ['basketball', 2],
  ] as const) {
    app.get(
      `/v1/live-matches/${path}`,
      { schema: { tags, querystring: listQuery, response: { 200: matchPageEnvelope } } },
      async (request) => ok(await listMatches(db, request.query, { sportType, statuses: LIVE })),
    );
  }
  app.get(
    '/v1/live-matches/live',
    { schema: { tags, querystring: listQuery, response: { 200: matchPageEnvelope } } },
    async (request) => ok(await listMatches(db, request.query, { statuses: LIVE })),
  );
  app.get(
    '/v1/live-matches/all',
    { schema: { tags, querystring: listQuery, response: { 200: matchPageEnvelope } } },
    async (request) =>
      ok(await listMatches(db, { ...request.query, date: request.query.date ?? beijingDate() })),
  );

  app.get(
    '/v1/live-matches/statistics',
    { schema: { tags, response: { 200: liveStatisticsEnvelope } } },
    async () => ok(await liveStatistics(db)),
  );

  app.get(
    '/v1/live-matches/:id/detail',
    { schema: { tags, params: idParams, response: { 200: matchDetailEnvelope } } },
    async (request) => ok(await matchDetail(db, request.params.id)),
  );

  app.get(
    '/v1/live-matches/intelligence',
    {
      schema: {
        tags,
        querystring: z.object({ match_id: z.coerce.number().int().positive().optional(), ...paging }),
        response: { 200: intelligenceEnvelope },
      },
    },
    async (request) => {
      const { match_id, page, per_page } = request.query;
      return ok(await intelligence(db, match_id, { page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/live-matches/missing',
    { schema: { tags, querystring: sportQuery, response: { 200: plainMatchPageEnvelope } } },
    async (request) => {
      const { sport_type, page, per_page } = request.query;
      return ok(
        await overdueMatches(db, {
          ...(sport_type ? { sportType: sport_type } : {}),
          page,
          perPage: per_page,
        }),
      );
    },
  );

  app.get(
    '/v1/live-matches/odds',
    { schema: { tags, querystring: oddsQuery, response: { 200: liveOddsEnvelope } } },
    async (request) => ok(await liveOdds(db, request.query.match_id)),
  );
  app.get(
    '/v1/live-matches/football-odds',
    { schema: { tags, querystring: oddsQuery, response: { 200: liveOddsEnvelope } } },
    async (request) => ok(await liveOdds(db, request.query.match_id, 1)),
  );
  app.get(
    '/v1/live-matches/basketball-odds',
    { schema: { tags, querystring: oddsQuery, response: { 200: liveOddsEnvelope } } },
    async (request) => ok(await liveOdds(db, request.query.match_id, 2)),
  );
};

import { beijingDate } from '@app/shared/format';
import { and, count, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matches } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { MATCH_STATUS, realDurationMinutes } from '../../domain/sports/codes';
import { findMatch, findMatches, matchJson, oddsOf, playsJson } from '../../domain/sports/markets';
import { listMatches, matchDetail } from '../../domain/sports/match-views';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams } from '../schemas';
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
    app.get(`/v1/live-matches/${path}`, { schema: { tags, querystring: listQuery } }, async (request) =>
      ok(await listMatches(db, request.query, { sportType, statuses: LIVE })),
    );
  }
  app.get('/v1/live-matches/live', { schema: { tags, querystring: listQuery } }, async (request) =>
    ok(await listMatches(db, request.query, { statuses: LIVE })),
  );
  app.get('/v1/live-matches/all', { schema: { tags, querystring: listQuery } }, async (request) =>
    ok(await listMatches(db, { ...request.query, date: request.query.date ?? beijingDate() })),
  );

  app.get('/v1/live-matches/statistics', { schema: { tags } }, async () => {
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
    return ok({ live: summary(MATCH_STATUS.live), upcoming: summary(MATCH_STATUS.scheduled) });
  });

  app.get('/v1/live-matches/:id/detail', { schema: { tags, params: idParams } }, async (request) =>
    ok(await matchDetail(db, request.params.id)),
  );

  app.get(
    '/v1/live-matches/intelligence',
    {
      schema: {
        tags,
        querystring: z.object({ match_id: z.coerce.number().int().positive().optional(), ...paging }),
      },
    },
    async (request) => {
      const { match_id, page, per_page } = request.query;
      if (match_id) {
        const found = await findMatch(db, match_id);
        if (!found) throw new DomainError(404, '比赛不存在');
        return ok({ ...matchJson(found), items: found.match.intelligence });
      }
      const { rows, total } = await findMatches(
        db,
        { statuses: [MATCH_STATUS.scheduled, MATCH_STATUS.live] },
        { page, perPage: per_page },
      );
      return ok({
        list: rows.map((row) => ({ ...matchJson(row), items: row.match.intelligence })),
        total,
        page,
        per_page,
      });
    },
  );

  app.get('/v1/live-matches/missing', { schema: { tags, querystring: sportQuery } }, async (request) => {
    // Matches whose playing time is over but whose result has not been settled yet.
    const now = Date.now();
    const overdue = await db
      .select({ id: matches.id, sportType: matches.sportType, kickoffAt: matches.kickoffAt })
      .from(matches)
      .where(and(isNull(matches.settledAt), lt(matches.kickoffAt, new Date(now - 60 * 60_000))));
    const ids = overdue
      .filter(
        (row) =>
          (!request.query.sport_type || row.sportType === request.query.sport_type) &&
          row.kickoffAt.getTime() + realDurationMinutes(row.sportType) * 60_000 < now,
      )
      .map((row) => row.id);
    const { rows, total } = await findMatches(
      db,
      { ids },
      { page: request.query.page, perPage: request.query.per_page },
    );
    return ok({
      list: rows.map(matchJson),
      total,
      page: request.query.page,
      per_page: request.query.per_page,
    });
  });

  const liveOdds = async (matchId: number | undefined, sportType?: number) => {
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
  };
  app.get('/v1/live-matches/odds', { schema: { tags, querystring: oddsQuery } }, async (request) =>
    ok(await liveOdds(request.query.match_id)),
  );
  app.get('/v1/live-matches/football-odds', { schema: { tags, querystring: oddsQuery } }, async (request) =>
    ok(await liveOdds(request.query.match_id, 1)),
  );
  app.get('/v1/live-matches/basketball-odds', { schema: { tags, querystring: oddsQuery } }, async (request) =>
    ok(await liveOdds(request.query.match_id, 2)),
  );
};

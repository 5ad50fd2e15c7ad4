import { formatOdds } from '@app/shared/betting';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { matches } from '../../db/schema';
import { domainEvent } from '../events';
import { MATCH_STATUS_TEXT } from './codes';
import { forgetMatchLists } from './match-list-cache';

/** The public channel live scores and odds travel on (no login needed to listen). */
export const LIVE_CHANNEL = 'live-matches';

/**
 * `score.updated`: where a match stands now (minute, scores, status; statistics while live). A schema, so the
 * OpenAPI document names it (http/event-schemas.ts) and the clients' wire types carry it.
 */
export const scoreUpdatedSchema = z
  .object({
    match_id: z.number().int(),
    sport_type: z.number().int(),
    status: z.number().int(),
    status_text: z.string(),
    minute: z.number().int(),
    home_score: z.number().int().nullable(),
    away_score: z.number().int().nullable(),
    half_home_score: z.number().int().nullable(),
    half_away_score: z.number().int().nullable(),
    statistics: z.record(z.string(), z.array(z.number())).optional(),
  })
  .meta({ description: '`score.updated` on the public channel live-matches' });
export type ScoreUpdated = z.infer<typeof scoreUpdatedSchema>;

/** `odds.updated`: the new odds of the options of one play of a match. */
export const oddsUpdatedSchema = z
  .object({
    match_id: z.number().int(),
    play: z.string(),
    line: z.string(),
    options: z.array(z.object({ option: z.string(), odds: z.string() })),
    /** The play's whole board (in-play repricing): options not listed are no longer offered. */
    complete: z.boolean().optional(),
  })
  .meta({ description: '`odds.updated` on the public channel live-matches' });
export type OddsUpdated = z.infer<typeof oddsUpdatedSchema>;

/**
 * `market.status`: a live match's in-play markets suspended (a goal, a red card, a penalty, a timeout, or an
 * operator) or open again. While suspended no in-play bet is accepted.
 */
export const marketStatusSchema = z
  .object({
    match_id: z.number().int(),
    open: z.boolean(),
    reason: z.string().nullable(),
  })
  .meta({ description: '`market.status` on the public channel live-matches' });
export type MarketStatus = z.infer<typeof marketStatusSchema>;

export type LiveEvent =
  | { event: 'score.updated'; data: ScoreUpdated }
  | { event: 'odds.updated'; data: OddsUpdated }
  | { event: 'market.status'; data: MarketStatus };
const liveEvent = domainEvent<LiveEvent>();

/** Called for every live change the simulator or a settlement makes (the event bridge publishes them). */
export const onLiveEvent = liveEvent.on;

export function announceLive(db: Db, event: LiveEvent): void {
  // Before anyone hears of it: a client that refetches a list on the event must get the change.
  forgetMatchLists(db);
  liveEvent.emit(db, event);
}

type MatchRow = typeof matches.$inferSelect;

export function scoreUpdated(
  match: Pick<
    MatchRow,
    'id' | 'sportType' | 'status' | 'minute' | 'homeScore' | 'awayScore' | 'halfHomeScore' | 'halfAwayScore'
  > & { statistics?: unknown },
): LiveEvent {
  return {
    event: 'score.updated',
    data: {
      match_id: match.id,
      sport_type: match.sportType,
      status: match.status,
      status_text: MATCH_STATUS_TEXT[match.status] ?? '',
      minute: match.minute,
      home_score: match.homeScore,
      away_score: match.awayScore,
      half_home_score: match.halfHomeScore,
      half_away_score: match.halfAwayScore,
      ...(match.statistics ? { statistics: match.statistics as Record<string, number[]> } : {}),
    },
  };
}

export function oddsUpdated(
  matchId: number,
  play: string,
  rows: Array<{ option: string; odds: number; line: string }>,
  complete = false,
): LiveEvent {
  return {
    event: 'odds.updated',
    data: {
      match_id: matchId,
      play,
      line: rows[0]?.line ?? '',
      options: rows.map((row) => ({ option: row.option, odds: formatOdds(BigInt(row.odds)) })),
      ...(complete ? { complete } : {}),
    },
  };
}

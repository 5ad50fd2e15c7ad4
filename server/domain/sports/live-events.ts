import { formatOdds } from '@app/shared/betting';
import { type FixedChannelMessage, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { whenCommitted } from '../../db/ambient';
import type { Db } from '../../db/client';
import type { matches } from '../../db/schema';
import { domainEvent } from '../events';
import { MATCH_STATUS_TEXT } from './codes';
import { forgetMatchLists } from './match-list-cache';

/** The events of the public live-matches channel (score.updated, odds.updated, market.status). */
export type LiveEvent = Extract<FixedChannelMessage, { event: LiveEventName }>;
type LiveEventName =
  | typeof REALTIME_EVENTS.scoreUpdated
  | typeof REALTIME_EVENTS.oddsUpdated
  | typeof REALTIME_EVENTS.marketStatus;
const liveEvent = domainEvent<LiveEvent>();

/** Called for every live change the simulator or a settlement makes (the event bridge publishes them). */
export const onLiveEvent = liveEvent.on;

export function announceLive(db: Db, event: LiveEvent): void {
  // Once committed and before anyone hears of it: a client that refetches a list on the event must get the change.
  whenCommitted(() => {
    forgetMatchLists(db);
    liveEvent.emit(db, event);
  });
}

type MatchRow = typeof matches.$inferSelect;

export function scoreUpdated(
  match: Pick<
    MatchRow,
    'id' | 'sportType' | 'status' | 'minute' | 'homeScore' | 'awayScore' | 'halfHomeScore' | 'halfAwayScore'
  > & { statistics?: unknown },
): LiveEvent {
  return {
    event: REALTIME_EVENTS.scoreUpdated,
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
    event: REALTIME_EVENTS.oddsUpdated,
    data: {
      match_id: matchId,
      play,
      line: rows[0]?.line ?? '',
      options: rows.map((row) => ({ option: row.option, odds: formatOdds(BigInt(row.odds)) })),
      ...(complete ? { complete } : {}),
    },
  };
}

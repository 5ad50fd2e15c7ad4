import { type OddsUpdated, REALTIME_EVENTS, type ScoreUpdated } from '@app/shared/realtime-contract';
import { create } from 'zustand';
import type { MatchDetail, MatchListItem, PlayOdds } from '../api/sports';

export type LiveSport = 'football' | 'basketball';

interface LiveState {
  /** Live matches by sport, as last loaded and updated since. */
  lists: Partial<Record<LiveSport, MatchListItem[]>>;
  details: Record<number, MatchDetail>;
  setList(sport: LiveSport, list: MatchListItem[]): void;
  setDetail(detail: MatchDetail): void;
  applyScore(update: ScoreUpdated): void;
  applyOdds(update: OddsUpdated): void;
}

const MATCH_LIVE = 1;

function withScore<T extends MatchListItem | MatchDetail>(match: T, update: ScoreUpdated): T {
  return {
    ...match,
    status: update.status,
    status_text: update.status_text,
    minute: update.minute,
    home_score: update.home_score,
    away_score: update.away_score,
    half_home_score: update.half_home_score,
    half_away_score: update.half_away_score,
    ...(update.statistics && 'statistics' in match ? { statistics: update.statistics } : {}),
  };
}

/**
 * The play with the update's odds when it is the play the update names. A complete update (in-play
 * repricing) is the play's whole board: its line, and only the options it lists are still offered.
 */
export function withOdds(play: PlayOdds, update: OddsUpdated): PlayOdds {
  if (play.play !== update.play) return play;
  const odds = new Map(update.options.map((option) => [option.option, option.odds]));
  const offered = update.complete ? play.options.filter((option) => odds.has(option.option)) : play.options;
  return {
    ...play,
    ...(update.complete && update.line ? { line: update.line } : {}),
    options: offered.map((option) => ({ ...option, odds: odds.get(option.option) ?? option.odds })),
  };
}

/** Live lists and details: loaded over HTTP, then kept current by the socket's events (or by polling). */
export const useLive = create<LiveState>((set) => ({
  lists: {},
  details: {},
  setList: (sport, list) => set((state) => ({ lists: { ...state.lists, [sport]: list } })),
  setDetail: (detail) => set((state) => ({ details: { ...state.details, [detail.id]: detail } })),
  applyScore: (update) =>
    set((state) => {
      const lists: LiveState['lists'] = {};
      for (const [sport, list] of Object.entries(state.lists) as Array<[LiveSport, MatchListItem[]]>) {
        // The lists are of matches in play: a finished or cancelled one leaves them.
        lists[sport] = list.flatMap((match) => {
          if (match.id !== update.match_id) return [match];
          return update.status === MATCH_LIVE ? [withScore(match, update)] : [];
        });
      }
      const detail = state.details[update.match_id];
      const details = detail ? { ...state.details, [detail.id]: withScore(detail, update) } : state.details;
      return { lists, details };
    }),
  applyOdds: (update) =>
    set((state) => {
      const detail = state.details[update.match_id];
      if (!detail) return {};
      return {
        details: {
          ...state.details,
          [detail.id]: { ...detail, plays: detail.plays.map((play) => withOdds(play, update)) },
        },
      };
    }),
}));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScore = (value: unknown) => value === null || typeof value === 'number';

function parsePayload(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return isRecord(data) ? data : null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Applies one event of the live channel to the store; anything malformed or unknown is ignored. */
export function applyLiveEvent(event: string, data: unknown): void {
  const payload = parsePayload(data);
  if (!payload || typeof payload.match_id !== 'number') return;
  if (
    event === REALTIME_EVENTS.scoreUpdated &&
    typeof payload.sport_type === 'number' &&
    typeof payload.status === 'number' &&
    typeof payload.minute === 'number' &&
    isScore(payload.home_score) &&
    isScore(payload.away_score)
  ) {
    const orNull = (value: unknown) => (typeof value === 'number' ? value : null);
    useLive.getState().applyScore({
      match_id: payload.match_id,
      sport_type: payload.sport_type,
      status: payload.status,
      status_text: typeof payload.status_text === 'string' ? payload.status_text : '',
      minute: payload.minute,
      home_score: orNull(payload.home_score),
      away_score: orNull(payload.away_score),
      half_home_score: orNull(payload.half_home_score),
      half_away_score: orNull(payload.half_away_score),
      ...(isRecord(payload.statistics) ? { statistics: payload.statistics as Record<string, number[]> } : {}),
    });
  }
  const odds = event === REALTIME_EVENTS.oddsUpdated ? parseOddsUpdate(payload) : null;
  if (odds) useLive.getState().applyOdds(odds);
}

/** The match and status of a `score.updated` payload, or null when it is not one. */
export function parseMatchStatus(data: unknown): { match_id: number; status: number } | null {
  const payload = parsePayload(data);
  if (!payload || typeof payload.match_id !== 'number' || typeof payload.status !== 'number') return null;
  return { match_id: payload.match_id, status: payload.status };
}

/** An `odds.updated` payload, or null when it is not one. */
export function parseOddsUpdate(data: unknown): OddsUpdated | null {
  const payload = parsePayload(data);
  if (!payload || typeof payload.match_id !== 'number') return null;
  if (typeof payload.play !== 'string' || !Array.isArray(payload.options)) return null;
  const options = payload.options.filter(
    (option): option is { option: string; odds: string } =>
      isRecord(option) && typeof option.option === 'string' && typeof option.odds === 'string',
  );
  const line = typeof payload.line === 'string' ? payload.line : '';
  const complete = payload.complete === true ? { complete: true } : {};
  return { match_id: payload.match_id, play: payload.play, line, options, ...complete };
}

import { parseOdds, type Selection } from '@app/shared/betting';

/** A selection with what the slip shows of its match; stored with the slip, so it survives a reload. */
export interface SlipPick extends Selection {
  /** 周三001 */
  matchNo: string;
  home: string;
  away: string;
  /** Kick-off (ISO): betting closes then. */
  startTime: string;
  /** 胜平负, 让球胜平负, ... */
  playName: string;
  /** The match left pre-match betting (kicked off, closed, settled, cancelled): the pick is unavailable. */
  closed?: boolean;
  /** The price before the last live move and when it moved: shown struck through for a few seconds. */
  previousOdds?: string;
  movedAt?: number;
}

/** How long a moved price stays highlighted with its old value struck through. */
export const ODDS_MOVE_HIGHLIGHT_MS = 5000;

export const samePick = (a: Selection, b: Pick<Selection, 'matchId' | 'play' | 'option'>) =>
  a.matchId === b.matchId && a.play === b.play && a.option === b.option;

/** A pick that can no longer be bet: its match closed, or kick-off has passed. */
export function isStale(pick: SlipPick, now = Date.now()): boolean {
  return Boolean(pick.closed) || Date.parse(pick.startTime) <= now;
}

/** 'up' / 'down' while a live move is fresh, else null. */
export function oddsMove(
  pick: Pick<SlipPick, 'odds' | 'previousOdds' | 'movedAt'>,
  now = Date.now(),
): 'up' | 'down' | null {
  if (!pick.previousOdds || !pick.movedAt || now - pick.movedAt > ODDS_MOVE_HIGHLIGHT_MS) return null;
  return parseOdds(pick.odds) > parseOdds(pick.previousOdds) ? 'up' : 'down';
}

import { and, desc, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { matches, matchOdds } from '../db/schema';
import { MATCH_STATUS } from '../domain/sports/codes';
import { betDelayHook } from '../domain/sports/inplay/submit-inplay';
import { simulateTick } from '../sim/live';
import { DEFAULT_SIM_SEED } from '../sim/sports-fixtures';
import type { TestServer } from './server';
import { UNTIL_SETTLED } from './timing';

export interface ListedMatch {
  id: number;
  sport_type: number;
  can_bet: boolean;
  status: number;
  home_team: string;
  away_team: string;
  start_time: string;
  /** The odds of the play the list was asked for. */
  odds: { play: string; single: boolean } | null;
}

export interface PlayJson {
  play: string;
  line: string;
  single: boolean;
  options: Array<{ option: string; name: string; odds: string }>;
}

/**
 * A dealt match kicks off at least this long after it is dealt: the seeded schedule follows the wall clock, and
 * a match kicking off during a test closes its betting (合买 even five minutes before), which failed a test run
 * at a time of day when the first open match was minutes from kick-off.
 */
const DEALT_KICKOFF_LEAD_MS = 60 * 60_000;

/** How long ago a live match dealt to a test kicked off: early, its in-play plays almost always open. */
const LIVE_DEAL_ELAPSED_MS = 2 * 60_000;
const LIVE_DEAL_TRIES = 5;

/** An open match a test may bet on for the next hour: betting open and kick-off far enough away. */
export const openForAnHour = (match: { can_bet: boolean; start_time: string }): boolean =>
  match.can_bet && Date.parse(match.start_time) > Date.now() + DEALT_KICKOFF_LEAD_MS;

/**
 * Hands out open matches of a sport, each only once per server, so tests never share a match; with
 * `singlesOf`, only matches offering that play for singles (单关).
 */
export function matchDealer(server: TestServer) {
  const used = new Set<number>();
  return async (sport: 'football' | 'basketball', count: number, singlesOf?: string): Promise<number[]> => {
    const reply = await server.get<{ list: ListedMatch[] }>(
      `/api/v1/${sport}/matches?per_page=100&status=0${singlesOf ? `&play=${singlesOf}` : ''}`,
    );
    const open = reply.body.data.list.filter(
      (match) => openForAnHour(match) && !used.has(match.id) && (!singlesOf || match.odds?.single),
    );
    expect(open.length).toBeGreaterThanOrEqual(count);
    const chosen = open.slice(0, count).map((match) => match.id);
    for (const id of chosen) used.add(id);
    return chosen;
  };
}

export async function playOf(server: TestServer, matchId: number, play: string): Promise<PlayJson> {
  const reply = await server.get<{ plays: PlayJson[] }>(`/api/v1/matches/${matchId}/plays`);
  const found = reply.body.data.plays.find((candidate) => candidate.play === play);
  if (!found) throw new Error(`match ${matchId} has no ${play}`);
  return found;
}

export async function oddsOf(
  server: TestServer,
  matchId: number,
  play: string,
  option: string,
): Promise<string> {
  const found = (await playOf(server, matchId, play)).options.find(
    (candidate) => candidate.option === option,
  );
  if (!found) throw new Error(`no option ${option}`);
  return found.odds;
}

/** A 胜平负 single (单关) on `option` of a football match at its current odds, as the player's slip sends it. */
export async function winDrawLoseSingle(
  server: TestServer,
  matchId: number,
  option: 'win' | 'draw' | 'lose',
  amount: number,
) {
  return {
    sport: 'football',
    mode: 'single',
    combos: [],
    amount,
    multiple: 1,
    selections: [
      {
        match_id: matchId,
        play: 'winDrawLose',
        option,
        odds: await oddsOf(server, matchId, 'winDrawLose', option),
      },
    ],
  };
}

/** A registered player with `amount` yuan credited through the ops API. */
export async function fundedPlayer(server: TestServer, amount: string) {
  const player = await server.registerPlayer('bet');
  if (amount !== '0') {
    const credit = await server.credit(player.username, amount);
    expect(credit.status).toBe(200);
  }
  return player;
}

export async function balanceOf(server: TestServer, token: string): Promise<string> {
  return (await server.get<{ balance: string }>('/api/v1/user/balance', token)).body.data.balance;
}

/**
 * Live matches of a sport offering a play, a fresh one for each call: the last scheduled match of the
 * seeded days kicks off two minutes ago and one simulator step opens its in-play markets (an early goal
 * may already have taken the play off the board: then the next match is tried). Taking the schedule's own
 * live match failed a run just after Beijing midnight, when the template seeded the day before held no
 * live match left offering the play.
 */
export function liveDealer(server: TestServer) {
  return async (sportType: 1 | 2, play: string): Promise<number> => {
    for (let tried = 0; tried < LIVE_DEAL_TRIES; tried += 1) {
      const matchId = await kickOffLast(server, sportType);
      const [offered] = await server.db
        .select({ option: matchOdds.option })
        .from(matchOdds)
        .where(and(eq(matchOdds.matchId, matchId), eq(matchOdds.play, play)))
        .limit(1);
      if (!offered) continue;
      // A moment the step just passed may have paused the markets: tests start from open markets.
      expect((await server.ops('POST', `/matches/${matchId}/resume`)).status).toBe(200);
      return matchId;
    }
    throw new Error(`${LIVE_DEAL_TRIES} matches kicked off for the test, none offering ${play} in play`);
  };
}

async function kickOffLast(server: TestServer, sportType: 1 | 2): Promise<number> {
  const now = new Date();
  const [last] = await server.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.status, MATCH_STATUS.scheduled), eq(matches.sportType, sportType)))
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(1);
  if (!last) throw new Error(`no scheduled match of sport ${sportType} left to kick off`);
  await server.db
    .update(matches)
    .set({ kickoffAt: new Date(now.getTime() - LIVE_DEAL_ELAPSED_MS) })
    .where(eq(matches.id, last.id));
  await simulateTick(server.db, now, DEFAULT_SIM_SEED, false);
  return last.id;
}

/**
 * Holds in-play bets in their delay until the test ends it, so what a test makes happen "during the delay"
 * happens during it on any machine, however slow. Restore it before bets that should not be held.
 */
export function holdBetDelay() {
  const held: { end?: () => void; askedMs?: number } = {};
  const spy = vi.spyOn(betDelayHook, 'wait').mockImplementation(
    (ms) =>
      new Promise<void>((resolve) => {
        held.askedMs = ms;
        held.end = resolve;
      }),
  );
  return {
    /** Resolves, with the delay the server asked to wait (ms), once a bet is held. */
    async held(): Promise<number> {
      await vi.waitFor(() => expect(held.end).toBeDefined(), UNTIL_SETTLED);
      return held.askedMs ?? 0;
    },
    end(): void {
      held.end?.();
      held.end = undefined;
    },
    restore: () => spy.mockRestore(),
  };
}

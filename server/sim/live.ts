import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matches, matchOdds } from '../db/schema';
import { MATCH_STATUS, realDurationMinutes } from '../domain/sports/codes';
import { reopenAfterPause } from '../domain/sports/inplay/market-state';
import { announceLive, oddsUpdated, scoreUpdated } from '../domain/sports/live-events';
import { forgetMatchLists } from '../domain/sports/match-list-cache';
import { SettlementError, settleMatch } from '../domain/sports/settlement';
import { stepInPlay } from './inplay-prices';
import { finalScore, gameMinute, halfScore, matchModel, scoreAt } from './match-model';
import { nudgedOdds } from './odds-model';
import type { OddsRow } from './pricing';
import { createRng, mixSeed } from './rng';
import { ensureFixtures } from './sports-seed';

export interface TickSummary {
  created: number;
  started: number;
  updated: number;
  settled: number;
  drifted: number;
  /** In-play prices moved with the live matches' state. */
  repriced: number;
}

/** Live statistics drawn from the match seed and minute, so they only ever grow. */
function liveStatistics(sportType: number, seed: number, minute: number): Record<string, number[]> {
  const rng = createRng(seed);
  const share = 0.35 + rng() * 0.3;
  const grow = (rate: number) => Math.floor(minute * rate * (0.7 + rng() * 0.6));
  if (sportType === 1) {
    const possession = Math.round(share * 100);
    return {
      possession: [possession, 100 - possession],
      shots: [grow(0.16), grow(0.12)],
      shots_on_target: [grow(0.06), grow(0.045)],
      corners: [grow(0.06), grow(0.05)],
      yellow_cards: [grow(0.02), grow(0.025)],
    };
  }
  return {
    rebounds: [grow(0.9), grow(0.85)],
    assists: [grow(0.5), grow(0.45)],
    three_pointers: [grow(0.28), grow(0.25)],
    fouls: [grow(0.4), grow(0.42)],
  };
}

/**
 * One simulator step at `now`: keep fixtures for the coming days, kick off due matches, move live scores
 * and statistics along their seeded timelines, settle finished matches (paying their orders), and let a
 * few open markets' odds drift. Deterministic for a given seed and `now`.
 */
export async function simulateTick(db: Db, now: Date, seed: number, drift = true): Promise<TickSummary> {
  const created = await ensureFixtures(db, now, seed);
  const started = await db
    .update(matches)
    .set({ status: MATCH_STATUS.live })
    .where(and(eq(matches.status, MATCH_STATUS.scheduled), lte(matches.kickoffAt, now)))
    .returning({ id: matches.id });

  const live = await db.select().from(matches).where(eq(matches.status, MATCH_STATUS.live));
  let updated = 0;
  let settled = 0;
  let repriced = 0;
  await reopenAfterPause(db, now);
  for (const match of live) {
    const model = matchModel(match.sportType, match.simSeed);
    const elapsed = now.getTime() - match.kickoffAt.getTime();
    if (elapsed >= realDurationMinutes(match.sportType) * 60_000) {
      try {
        await settleMatch(db, match.id, { kind: 'result', full: finalScore(model), half: halfScore(model) });
        await db.update(matches).set({ minute: model.length }).where(eq(matches.id, match.id));
        settled += 1;
      } catch (error) {
        // An operator settled it first: nothing left to do.
        if (!(error instanceof SettlementError)) throw error;
      }
      continue;
    }
    const minute = gameMinute(match.sportType, elapsed);
    const score = scoreAt(model, minute);
    repriced += await stepInPlay(db, match, model, { minute, score }, now);
    const half = minute >= model.length / 2 ? halfScore(model) : null;
    const [moved] = await db
      .update(matches)
      .set({
        minute,
        homeScore: score.home,
        awayScore: score.away,
        halfHomeScore: half?.home ?? null,
        halfAwayScore: half?.away ?? null,
        statistics: liveStatistics(match.sportType, match.simSeed, minute),
      })
      .where(and(eq(matches.id, match.id), eq(matches.status, MATCH_STATUS.live)))
      .returning();
    if (moved) announceLive(db, scoreUpdated(moved));
    updated += 1;
  }
  const drifted = drift ? await driftOdds(db, now, seed) : 0;
  forgetMatchLists(db); // kick-offs, new fixtures and final minutes announce no live event
  return { created, started: started.length, updated, settled, drifted, repriced };
}

/**
 * A few pre-match books move: a few scheduled matches are repriced, every play from one nudged model, so the
 * markets keep agreeing (live matches are priced by their state instead, see stepInPlay).
 */
async function driftOdds(db: Db, now: Date, seed: number): Promise<number> {
  const rng = createRng(mixSeed(seed, Math.floor(now.getTime() / 1000)));
  const candidates = await db
    .select({ id: matches.id, sportType: matches.sportType, simSeed: matches.simSeed })
    .from(matches)
    .where(
      and(
        eq(matches.status, MATCH_STATUS.scheduled),
        inArray(matches.sportType, [1, 2]),
        gt(matches.kickoffAt, now),
      ),
    )
    .orderBy(matches.id);
  let drifted = 0;
  for (let i = 0; i < Math.min(2, candidates.length); i += 1) {
    const match = candidates[Math.floor(rng() * candidates.length)];
    if (!match) continue;
    const current = await db.select().from(matchOdds).where(eq(matchOdds.matchId, match.id));
    const before = new Map(current.map((row) => [`${row.play}|${row.option}`, row]));
    const byPlay = new Map<string, OddsRow[]>();
    for (const row of nudgedOdds(matchModel(match.sportType, match.simSeed), rng)) {
      if (before.has(`${row.play}|${row.option}`))
        byPlay.set(row.play, [...(byPlay.get(row.play) ?? []), row]);
    }
    for (const [play, rows] of byPlay) {
      const old = (row: OddsRow) => before.get(`${play}|${row.option}`);
      // A move that would shift the play's line leaves the play as it is until the model drifts back.
      if (rows.some((row) => old(row)?.line !== row.line)) continue;
      const changed = rows.filter((row) => old(row)?.odds !== row.odds);
      if (changed.length === 0) continue;
      for (const row of changed) {
        await db
          .update(matchOdds)
          .set({ odds: row.odds, updatedAt: now })
          .where(
            and(eq(matchOdds.matchId, match.id), eq(matchOdds.play, play), eq(matchOdds.option, row.option)),
          );
      }
      // The play's whole board, as a client shows it.
      announceLive(db, oddsUpdated(match.id, play, rows));
      drifted += changed.length;
    }
  }
  return drifted;
}

export interface SimulatorHandle {
  stop(): void;
}

/** Runs simulateTick every `intervalMs` (main.ts; SIM_TICK_MS=0 disables it). Ticks never overlap. */
export function startSimulator(
  db: Db,
  options: {
    intervalMs: number;
    seed: number;
    /** false keeps pre-match prices still (SIM_ODDS_DRIFT=0): the browser suite bets at the prices it read. */
    drift?: boolean;
    onError?: (error: unknown) => void;
  },
): SimulatorHandle {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    simulateTick(db, new Date(), options.seed, options.drift ?? true)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

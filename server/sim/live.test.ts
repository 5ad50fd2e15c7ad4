import { and, eq, gte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { matches, matchOdds } from '../db/schema';
import { describeOnEachDatabase } from '../test/server';
import { balanceOf, fundedPlayer, oddsOf } from '../test/sports';
import { simulateTick } from './live';
import { finalScore, halfScore, matchModel, scoreAt } from './match-model';
import { ensureFixtures } from './sports-seed';

const SEED = 424242;
// 20:00 in Beijing on a day far from the seeded fixtures of the real clock.
const START = new Date('2030-03-01T12:00:00Z');
const later = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

describeOnEachDatabase('market simulator', (server) => {
  it('is deterministic: the same seed gives the same match model, and fixtures are made once', () => {
    expect(matchModel(1, 99)).toEqual(matchModel(1, 99));
    expect(matchModel(2, 99)).not.toEqual(matchModel(2, 98));
    const model = matchModel(2, 12345);
    expect(finalScore(model).home).not.toBe(finalScore(model).away);
  });

  it('creates fixtures ahead, kicks off due matches and moves live scores along the seeded timeline', async () => {
    const first = await simulateTick(server.db, START, SEED);
    expect(first.created).toBeGreaterThan(50);
    expect(await ensureFixtures(server.db, START, SEED)).toBe(0);
    const live = await server.db
      .select()
      .from(matches)
      .where(and(eq(matches.status, 1), gte(matches.kickoffAt, later(-24 * 60))));
    expect(live.length).toBeGreaterThanOrEqual(4);
    const tracked = live.find((match) => match.sportType === 1) as (typeof live)[number];
    const step = await simulateTick(server.db, later(10), SEED);
    expect(step.updated).toBeGreaterThan(0);
    const [moved] = await server.db.select().from(matches).where(eq(matches.id, tracked.id));
    const model = matchModel(1, tracked.simSeed);
    expect(moved?.minute).toBeGreaterThan(0);
    expect({ home: moved?.homeScore, away: moved?.awayScore }).toEqual(scoreAt(model, moved?.minute ?? 0));
    expect(moved?.statistics).toHaveProperty('possession');
  });

  it('settles finished matches with their final score and pays the orders on them', async () => {
    const player = await fundedPlayer(server, '100');
    const [upcoming] = await server.db
      .select()
      .from(matches)
      .where(and(eq(matches.status, 0), eq(matches.sportType, 1), gte(matches.kickoffAt, later(60))))
      .orderBy(matches.kickoffAt)
      .limit(1);
    if (!upcoming) throw new Error('no upcoming match');
    const model = matchModel(1, upcoming.simSeed);
    const full = finalScore(model);
    // 总进球 is offered for singles on every match
    const goals = full.home + full.away;
    const winning = goals >= 7 ? '7+' : String(goals);
    const odds = await oddsOf(server, upcoming.id, 'totalGoals', winning);
    const placed = await server.post<{ order_no: string }>(
      '/api/v1/order/submit',
      {
        sport: 'football',
        mode: 'single',
        amount: 10,
        multiple: 1,
        selections: [{ match_id: upcoming.id, play: 'totalGoals', option: winning, odds }],
      },
      player.token,
    );
    expect(placed.status).toBe(200);

    const end = new Date(upcoming.kickoffAt.getTime() + 106 * 60_000);
    const summary = await simulateTick(server.db, end, SEED);
    expect(summary.settled).toBeGreaterThan(0);
    const [result] = await server.db.select().from(matches).where(eq(matches.id, upcoming.id));
    expect(result).toMatchObject({ status: 2, homeScore: full.home, awayScore: full.away });
    expect({ home: result?.halfHomeScore, away: result?.halfAwayScore }).toEqual(halfScore(model));
    const expected = 9000 + Math.round(Number(odds) * 1000);
    expect(Math.round(Number(await balanceOf(server, player.token)) * 100)).toBe(expected);
  });

  it('lets odds drift, never below 1.01', async () => {
    const before = await server.db.select().from(matchOdds);
    const summary = await simulateTick(server.db, later(24 * 60), SEED);
    expect(summary.drifted).toBeGreaterThan(0);
    const after = await server.db.select().from(matchOdds);
    const key = (row: (typeof before)[number]) => `${row.matchId}:${row.play}:${row.option}`;
    const old = new Map(before.map((row) => [key(row), row.odds]));
    expect(after.some((row) => old.get(key(row)) !== undefined && old.get(key(row)) !== row.odds)).toBe(true);
    expect(after.every((row) => row.odds >= 101)).toBe(true);
  });
});

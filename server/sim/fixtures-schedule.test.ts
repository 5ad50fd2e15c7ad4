import { gte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { matches } from '../db/schema';
import { realDurationMinutes } from '../domain/sports/codes';
import { describeOnEachDatabase } from '../test/server';
import { beijingDay, ensureFixtures } from './sports-seed';

const SEED = 777_001;
const FROM = new Date('2031-05-01T00:00:00Z');
// A fresh start just after midnight in Beijing (yesterday's late matches still on), at noon and late evening.
const STARTS = ['2031-05-01T16:20:00Z', '2031-05-05T04:00:00Z', '2031-05-09T15:50:00Z'];

describeOnEachDatabase('fixture schedule', (server) => {
  it('gives every club at most one match in three Beijing days, at its league slots or live at a fresh start', async () => {
    for (const start of STARTS) {
      expect(await ensureFixtures(server.db, new Date(start), SEED)).toBeGreaterThan(0);
    }
    const rows = await server.db.select().from(matches).where(gte(matches.kickoffAt, FROM));
    expect(rows.length).toBeGreaterThan(100);
    const byTeam = new Map<number, typeof rows>();
    for (const match of rows) {
      for (const team of [match.homeTeamId, match.awayTeamId]) {
        byTeam.set(team, [...(byTeam.get(team) ?? []), match]);
      }
    }
    for (const [team, played] of byTeam) {
      const days = played.map((match) => beijingDay(match.kickoffAt.getTime())).sort((a, b) => a - b);
      const tooSoon = days.filter((day, i) => i > 0 && day - (days[i - 1] as number) < 3);
      expect({ team, tooSoon }).toEqual({ team, tooSoon: [] });
    }
    // and each fresh start still has a match of every football and basketball league under way
    const first = new Date(STARTS[0] as string);
    const underway = rows.filter(
      (match) =>
        match.kickoffAt <= first &&
        match.kickoffAt.getTime() + realDurationMinutes(match.sportType) * 60_000 > first.getTime(),
    );
    expect(underway.length).toBeGreaterThanOrEqual(5);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { dayFixtures, type PlayedFixture } from './fixture-schedule';
import { createRng, mixSeed } from './rng';
import { LEAGUE_FIXTURES } from './sports-fixtures';

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Fourteen Beijing days of one league, generated day after day as the simulator does. */
function twoWeeks(teamCount: number, slots: readonly number[], seed: number) {
  const teamIds = Array.from({ length: teamCount }, (_, index) => 100 + index);
  const history: Array<PlayedFixture & { kickoffMinute: number }> = [];
  for (let day = 20_000; day < 20_014; day += 1) {
    const rng = createRng(mixSeed(seed, day));
    for (const fixture of dayFixtures({ teamIds, day, slots, history, rng }))
      history.push({ day, ...fixture });
  }
  return history;
}

describe('fixture schedule', () => {
  for (const league of LEAGUE_FIXTURES) {
    it(`${league.name}: a club plays at most once in three days, never the same fixture twice running`, () => {
      const fixtures = twoWeeks(league.teams.length, league.kickoffSlots, 2031);
      // a believable amount of sport: on a one-in-three-days rhythm a club would play about 14 / 3 times
      expect(fixtures.length).toBeGreaterThanOrEqual(Math.floor(((league.teams.length * 14) / 6) * 0.7));
      const byTeam = new Map<number, typeof fixtures>();
      for (const fixture of fixtures) {
        for (const team of [fixture.home, fixture.away])
          byTeam.set(team, [...(byTeam.get(team) ?? []), fixture]);
      }
      expect(byTeam.size).toBe(league.teams.length);
      for (const [team, played] of byTeam) {
        for (let i = 1; i < played.length; i += 1) {
          const before = played[i - 1] as PlayedFixture;
          const after = played[i] as PlayedFixture;
          expect({ team, gap: after.day - before.day >= 3 }).toEqual({ team, gap: true });
          const pair = (f: PlayedFixture) => [f.home, f.away].sort().join('-');
          expect({ team, repeated: pair(after) === pair(before) }).toEqual({ team, repeated: false });
        }
      }
    });
  }

  it('kicks off at the real slots in Beijing time', () => {
    const windows: Record<string, [string, string]> = {
      英超: ['19:30', '03:45'],
      西甲: ['19:30', '03:45'],
      意甲: ['19:30', '03:45'],
      德甲: ['19:30', '03:45'],
      中超: ['15:30', '20:00'],
      NBA: ['07:00', '11:30'],
    };
    for (const [name, [from, to]] of Object.entries(windows)) {
      const league = LEAGUE_FIXTURES.find((candidate) => candidate.name === name);
      if (!league) throw new Error(`no league ${name}`);
      const times = twoWeeks(league.teams.length, league.kickoffSlots, 7).map((f) => hhmm(f.kickoffMinute));
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) {
        const inWindow = from < to ? time >= from && time <= to : time >= from || time <= to;
        expect({ name, time, inWindow }).toEqual({ name, time, inWindow: true });
      }
    }
  });

  it('the same seed and history give the same day', () => {
    expect(twoWeeks(12, [1_170, 1_200], 99)).toEqual(twoWeeks(12, [1_170, 1_200], 99));
  });
});

import { beijingDayIndex, beijingDayStart as beijingDayStartOf } from '@app/shared/format';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { leagues, matches, matchOdds, teams } from '../db/schema';
import { dayFixtures, type PlayedFixture } from './fixture-schedule';
import { matchModel } from './match-model';
import { openingOdds } from './odds-model';
import { createRng, mixSeed, pickInt } from './rng';
import { singlePlaysOf } from './singles';
import { INTELLIGENCE_LINES, LEAGUE_FIXTURES } from './sports-fixtures';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** Minutes before `now` that a fresh start's live match kicked off, by league and day. */
const LIVE_OFFSETS_MIN = [20, 55, 80];

/** Match days follow Beijing time (UTC+8), like the fixture lists players read. */
export const beijingDay = (time: number) => beijingDayIndex(time);
export const beijingDayStart = (day: number) =>
  beijingDayStartOf(new Date(day * DAY_MS).toISOString().slice(0, 10));

/** Leagues and teams; added only when missing. */
export async function seedLeagues(db: Queryable): Promise<void> {
  for (const [index, fixture] of LEAGUE_FIXTURES.entries()) {
    await db
      .insert(leagues)
      .values({ sportType: fixture.sportType, name: fixture.name, country: fixture.country, sort: index })
      .onConflictDoNothing();
    const [league] = await db
      .select()
      .from(leagues)
      .where(and(eq(leagues.sportType, fixture.sportType), eq(leagues.name, fixture.name)));
    if (!league) continue;
    await db
      .insert(teams)
      .values(fixture.teams.map((name) => ({ leagueId: league.id, name })))
      .onConflictDoNothing();
  }
}

async function fixturesExist(db: Queryable, leagueId: number, day: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .where(
      and(
        eq(matches.leagueId, leagueId),
        gte(matches.kickoffAt, beijingDayStart(day)),
        lt(matches.kickoffAt, beijingDayStart(day + 1)),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The league's matches of the days before `day` (the rest and last-opponent rules look back a week). */
async function leagueHistory(db: Queryable, leagueId: number, day: number): Promise<PlayedFixture[]> {
  const rows = await db
    .select({ home: matches.homeTeamId, away: matches.awayTeamId, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(
      and(
        eq(matches.leagueId, leagueId),
        gte(matches.kickoffAt, beijingDayStart(day - 7)),
        lt(matches.kickoffAt, beijingDayStart(day)),
      ),
    );
  return rows.map((row) => ({ home: row.home, away: row.away, day: beijingDay(row.kickoffAt.getTime()) }));
}

/**
 * Fixtures from yesterday (results) to three days ahead, per league and Beijing day, day after day (see
 * dayFixtures: rest days, real kick-off slots), each drawn from (seed, league, day) so the same seed gives the
 * same schedule. So that a fresh start has something live, today's first match of each football and
 * basketball league kicks off shortly before `now` instead of at its slot.
 */
export async function ensureFixtures(db: Queryable, now: Date, seed: number): Promise<number> {
  await seedLeagues(db);
  const today = beijingDay(now.getTime());
  const allLeagues = await db.select().from(leagues).orderBy(leagues.sort);
  let created = 0;
  for (let day = today - 1; day <= today + 3; day += 1) {
    for (const league of allLeagues) {
      if (await fixturesExist(db, league.id, day)) continue;
      const leagueTeams = await db
        .select()
        .from(teams)
        .where(eq(teams.leagueId, league.id))
        .orderBy(teams.id);
      const byId = new Map(leagueTeams.map((team) => [team.id, team]));
      const rng = createRng(mixSeed(seed, league.id, day));
      const fixtures = dayFixtures({
        teamIds: leagueTeams.map((team) => team.id),
        day,
        slots: kickoffSlotsOf(league),
        history: await leagueHistory(db, league.id, day),
        rng,
      });
      for (const [slot, fixture] of fixtures.entries()) {
        const home = byId.get(fixture.home);
        const away = byId.get(fixture.away);
        if (!home || !away) continue;
        const early = slot === 0 && day === today && league.sportType <= 2;
        const kickoff = early
          ? liveKickoff(league, now, day)
          : new Date(beijingDayStart(day).getTime() + fixture.kickoffMinute * 60_000);
        await insertMatch(db, {
          league,
          home,
          away,
          kickoff,
          seed: mixSeed(seed, league.id, day, slot),
          rng,
        });
        created += 1;
      }
    }
  }
  return created;
}

type LeagueRow = typeof leagues.$inferSelect;

const kickoffSlotsOf = (league: LeagueRow) =>
  LEAGUE_FIXTURES.find((fixture) => fixture.sportType === league.sportType && fixture.name === league.name)
    ?.kickoffSlots ?? [20 * 60];

/** The live match of a fresh start kicks off 20 to 80 minutes before `now`, but within its own day. */
function liveKickoff(league: LeagueRow, now: Date, day: number): Date {
  const offset = LIVE_OFFSETS_MIN[(league.id + day) % LIVE_OFFSETS_MIN.length] ?? 20;
  const wanted = Math.floor(now.getTime() / 60_000) * 60_000 - offset * 60_000;
  return new Date(Math.max(wanted, beijingDayStart(day).getTime()));
}

export interface NewMatch {
  league: typeof leagues.$inferSelect;
  home: typeof teams.$inferSelect;
  away: typeof teams.$inferSelect;
  kickoff: Date;
  seed: number;
  rng: () => number;
  /** The plays open for singles; by default drawn from the seed (singlePlaysOf). */
  singlePlays?: string[];
}

export async function insertMatch(
  db: Queryable,
  fixture: NewMatch,
): Promise<typeof matches.$inferSelect | undefined> {
  const { league, home, away, kickoff, seed, rng } = fixture;
  const day = beijingDay(kickoff.getTime());
  const [sameDay] = await db
    .select({ n: count() })
    .from(matches)
    .where(
      and(
        eq(matches.sportType, league.sportType),
        gte(matches.kickoffAt, beijingDayStart(day)),
        lt(matches.kickoffAt, beijingDayStart(day + 1)),
      ),
    );
  const weekday = WEEKDAYS[new Date(day * DAY_MS).getUTCDay()] ?? '';
  const intelligence = [
    `${home.name}${INTELLIGENCE_LINES[pickInt(rng, 0, INTELLIGENCE_LINES.length - 1)]}`,
    `${away.name}${INTELLIGENCE_LINES[pickInt(rng, 0, INTELLIGENCE_LINES.length - 1)]}`,
  ];
  const [match] = await db
    .insert(matches)
    .values({
      sportType: league.sportType,
      leagueId: league.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      matchNo: `${weekday}${String((sameDay?.n ?? 0) + 1).padStart(3, '0')}`,
      kickoffAt: kickoff,
      simSeed: seed,
      singlePlays: fixture.singlePlays ?? singlePlaysOf(league.sportType, seed),
      intelligence,
    })
    .returning();
  if (!match) return undefined;
  const rows = openingOdds(matchModel(league.sportType, seed));
  if (rows.length > 0) await db.insert(matchOdds).values(rows.map((row) => ({ ...row, matchId: match.id })));
  return match;
}

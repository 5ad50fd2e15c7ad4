import { beijingDayIndex, beijingDayStart as beijingDayStartOf } from '@app/shared/format';
import { and, count, eq, gt, gte, inArray, lt, or } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { leagues, matches, matchOdds, teams } from '../db/schema';
import { realDurationMinutes } from '../domain/sports/codes';
import { matchModel } from './match-model';
import { openingOdds } from './odds-model';
import { createRng, mixSeed, pickInt } from './rng';
import { singlePlaysOf } from './singles';
import { INTELLIGENCE_LINES, LEAGUE_FIXTURES } from './sports-fixtures';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** Kick-off times (Beijing, minutes after midnight) by sport type. */
const KICKOFF_SLOTS: Record<number, number[]> = {
  1: [19 * 60 + 30, 20 * 60, 22 * 60, 23 * 60 + 30],
  2: [8 * 60, 10 * 60 + 30, 19 * 60 + 35],
  3: [18 * 60],
  4: [19 * 60 + 30],
};
const LIVE_OFFSETS_MIN = [20, 55, 80];

/** Fisher-Yates with the seeded generator. */
function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

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

/**
 * Fixtures from yesterday (results) to three days ahead, per league and Beijing day, each drawn from
 * (seed, league, day) so the same seed gives the same schedule. Today's first match of each football and
 * basketball league kicks off shortly before `now`, so there is always something live.
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
      const rng = createRng(mixSeed(seed, league.id, day));
      const order = shuffle(leagueTeams, rng);
      const slots = KICKOFF_SLOTS[league.sportType] ?? [20 * 60];
      // A team plays once per matchday: each pair takes two different teams of the shuffled order.
      const pairs = Array.from(
        { length: Math.min(slots.length, Math.floor(order.length / 2)) },
        (_, slot) => ({
          home: order[slot * 2] as TeamRow,
          away: order[slot * 2 + 1] as TeamRow,
        }),
      );
      const early =
        day === today && league.sportType <= 2 ? await earlyKickoff(db, league, pairs, now, day) : null;
      for (const [slot, pair] of pairs.entries()) {
        const live = early?.pair === pair;
        const kickoff = live
          ? early.kickoff
          : new Date(beijingDayStart(day).getTime() + (slots[slotOf(pairs, early, slot)] ?? 0) * 60_000);
        await insertMatch(db, {
          league,
          home: pair.home,
          away: pair.away,
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

type TeamRow = typeof teams.$inferSelect;
type LeagueRow = typeof leagues.$inferSelect;
interface Pair {
  home: TeamRow;
  away: TeamRow;
}

/** The regular slot of a pair once the early pair (if any) has taken slot 0 out of the order. */
function slotOf(pairs: Pair[], early: { pair: Pair } | null, index: number): number {
  if (!early) return index;
  const earlyIndex = pairs.indexOf(early.pair);
  return index < earlyIndex ? index + 1 : index;
}

/**
 * Today's first match of a football or basketball league kicks off shortly before `now` (so a fresh start
 * has something live), within today and only with two teams not still playing a match of the day before
 * (a team never plays two matches at once). Null when no pair is free: every match keeps its slot.
 */
async function earlyKickoff(
  db: Queryable,
  league: LeagueRow,
  pairs: Pair[],
  now: Date,
  day: number,
): Promise<{ pair: Pair; kickoff: Date } | null> {
  const offset = LIVE_OFFSETS_MIN[(league.id + day) % LIVE_OFFSETS_MIN.length] ?? 20;
  const wanted = Math.floor(now.getTime() / 60_000) * 60_000 - offset * 60_000;
  const kickoff = new Date(Math.max(wanted, beijingDayStart(day).getTime()));
  const duration = realDurationMinutes(league.sportType) * 60_000;
  const ids = pairs.flatMap((pair) => [pair.home.id, pair.away.id]);
  if (ids.length === 0) return null;
  const recent = await db
    .select({ home: matches.homeTeamId, away: matches.awayTeamId })
    .from(matches)
    .where(
      and(
        or(inArray(matches.homeTeamId, ids), inArray(matches.awayTeamId, ids)),
        gt(matches.kickoffAt, new Date(kickoff.getTime() - duration)),
        lt(matches.kickoffAt, new Date(kickoff.getTime() + duration)),
      ),
    );
  const busy = new Set(recent.flatMap((row) => [row.home, row.away]));
  const pair = pairs.find((candidate) => !busy.has(candidate.home.id) && !busy.has(candidate.away.id));
  return pair ? { pair, kickoff } : null;
}

interface NewMatch {
  league: typeof leagues.$inferSelect;
  home: typeof teams.$inferSelect;
  away: typeof teams.$inferSelect;
  kickoff: Date;
  seed: number;
  rng: () => number;
}

async function insertMatch(db: Queryable, fixture: NewMatch): Promise<void> {
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
      singlePlays: singlePlaysOf(league.sportType, seed),
      intelligence,
    })
    .returning({ id: matches.id });
  if (!match) return;
  const rows = openingOdds(matchModel(league.sportType, seed));
  if (rows.length > 0) await db.insert(matchOdds).values(rows.map((row) => ({ ...row, matchId: match.id })));
}

import { findPlay, formatOdds, PLAYS, sportOfType } from '@app/shared/betting';
import { beijingDayStart } from '@app/shared/format';
import {
  aliasedTable,
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { leagues, matches, matchOdds, teams } from '../../db/schema';
import { MATCH_STATUS_TEXT, SPORT_NAMES } from './codes';

const homeTeams = aliasedTable(teams, 'home_team');
const awayTeams = aliasedTable(teams, 'away_team');

type MatchRow = typeof matches.$inferSelect;
type OddsRow = typeof matchOdds.$inferSelect;
export interface MatchWithNames {
  match: MatchRow;
  league: string;
  home: string;
  away: string;
}

export interface PlayJson {
  play: string;
  name: string;
  line: string;
  max_passes: number;
  /** The match offers this play for singles (单关); otherwise it is bet in 串关 only. */
  single: boolean;
  options: Array<{ option: string; name: string; odds: string }>;
}

/** The public JSON of a match (lists and details). */
export function matchJson({ match, league, home, away }: MatchWithNames) {
  return {
    id: match.id,
    sport_type: match.sportType,
    sport_name: SPORT_NAMES[match.sportType] ?? '',
    league_id: match.leagueId,
    league_name: league,
    match_no: match.matchNo,
    home_team_id: match.homeTeamId,
    home_team: home,
    away_team_id: match.awayTeamId,
    away_team: away,
    start_time: match.kickoffAt.toISOString(),
    status: match.status,
    status_text: MATCH_STATUS_TEXT[match.status] ?? '',
    minute: match.minute,
    home_score: match.homeScore,
    away_score: match.awayScore,
    half_home_score: match.halfHomeScore,
    half_away_score: match.halfAwayScore,
    /** Bets are taken until kick-off. */
    can_bet: match.status === 0 && match.kickoffAt.getTime() > Date.now() && match.sportType <= 2,
  };
}

/** The plays of a match from its odds rows, in the order of @app/shared/betting's definitions. */
export function playsJson(match: Pick<MatchRow, 'sportType' | 'singlePlays'>, rows: OddsRow[]): PlayJson[] {
  const sport = sportOfType(match.sportType);
  if (!sport) return [];
  return PLAYS[sport].flatMap((play) => {
    const own = rows.filter((row) => row.play === play.key);
    if (own.length === 0) return [];
    return [
      {
        play: play.key,
        name: play.name,
        line: own[0]?.line ?? '',
        max_passes: play.maxPasses,
        single: match.singlePlays.includes(play.key),
        options: play.options.flatMap((option) => {
          const row = own.find((candidate) => candidate.option === option.code);
          return row ? [{ option: option.code, name: option.name, odds: formatOdds(BigInt(row.odds)) }] : [];
        }),
      },
    ];
  });
}

export interface MatchFilter {
  sportType?: number;
  /** Beijing date YYYY-MM-DD. */
  date?: string;
  leagueId?: number;
  statuses?: number[];
  ids?: number[];
  /** Only the matches offering this play for singles (单关). */
  singlePlay?: string;
}

export function beijingDateRange(date: string): [Date, Date] {
  const start = beijingDayStart(date);
  return [start, new Date(start.getTime() + 86_400_000)];
}

export function matchConditions(filter: MatchFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.sportType) conditions.push(eq(matches.sportType, filter.sportType));
  if (filter.leagueId) conditions.push(eq(matches.leagueId, filter.leagueId));
  if (filter.statuses) conditions.push(inArray(matches.status, filter.statuses));
  if (filter.ids) conditions.push(inArray(matches.id, filter.ids));
  if (filter.singlePlay) conditions.push(arrayContains(matches.singlePlays, [filter.singlePlay]));
  if (filter.date) {
    const [from, to] = beijingDateRange(filter.date);
    conditions.push(gte(matches.kickoffAt, from), lt(matches.kickoffAt, to));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function findMatches(
  db: Queryable,
  filter: MatchFilter,
  paging: { page: number; perPage: number; newestFirst?: boolean },
): Promise<{ rows: MatchWithNames[]; total: number }> {
  const where = matchConditions(filter);
  const offset = (paging.page - 1) * paging.perPage;
  // The total rides along as a window count: one round trip instead of a second count query.
  const found = await db
    .select({
      match: matches,
      league: leagues.name,
      home: homeTeams.name,
      away: awayTeams.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(where)
    .orderBy(paging.newestFirst ? desc(matches.kickoffAt) : asc(matches.kickoffAt), asc(matches.id))
    .limit(paging.perPage)
    .offset(offset);
  const rows = found.map(({ total: _, ...row }) => row);
  if (found[0]) return { rows, total: found[0].total };
  // A page past the end has no row to carry the total.
  const [counted] = offset > 0 ? await db.select({ n: count() }).from(matches).where(where) : [];
  return { rows, total: counted?.n ?? 0 };
}

export async function findMatch(db: Queryable, id: number): Promise<MatchWithNames | undefined> {
  const { rows } = await findMatches(db, { ids: [id] }, { page: 1, perPage: 1 });
  return rows[0];
}

export async function oddsOf(db: Queryable, matchIds: number[]): Promise<Map<number, OddsRow[]>> {
  const byMatch = new Map<number, OddsRow[]>();
  if (matchIds.length === 0) return byMatch;
  const rows = await db.select().from(matchOdds).where(inArray(matchOdds.matchId, matchIds));
  for (const row of rows) byMatch.set(row.matchId, [...(byMatch.get(row.matchId) ?? []), row]);
  return byMatch;
}

/**
 * List items: the match plus the odds of one play (the list's bet type if the match has it, else its first
 * play). Reads which plays each match has, then only the chosen plays' rows: a list of 20 football matches
 * reads about 60 odds rows instead of every option of every play (about 1,100).
 */
export async function matchListJson(db: Queryable, rows: MatchWithNames[], play?: string) {
  const ids = rows.map((row) => row.match.id);
  const offered =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ matchId: matchOdds.matchId, play: matchOdds.play })
          .from(matchOdds)
          .where(inArray(matchOdds.matchId, ids));
  const chosen = new Map<number, string>();
  const playCount = new Map<number, number>();
  for (const { match } of rows) {
    const sport = sportOfType(match.sportType);
    const own = new Set(offered.filter((row) => row.matchId === match.id).map((row) => row.play));
    const defined = sport ? PLAYS[sport].filter((candidate) => own.has(candidate.key)) : [];
    playCount.set(match.id, defined.length);
    const pick = defined.find((candidate) => candidate.key === play) ?? defined[0];
    if (pick) chosen.set(match.id, pick.key);
  }
  const plays = [...new Set(chosen.values())];
  const odds =
    plays.length === 0
      ? []
      : await db
          .select()
          .from(matchOdds)
          .where(and(inArray(matchOdds.matchId, [...chosen.keys()]), inArray(matchOdds.play, plays)));
  return rows.map((row) => {
    const id = row.match.id;
    const own = odds.filter((odd) => odd.matchId === id && odd.play === chosen.get(id));
    return {
      ...matchJson(row),
      play_count: playCount.get(id) ?? 0,
      odds: playsJson(row.match, own)[0] ?? null,
    };
  });
}

export const knownPlay = (sportType: number, play: string) => {
  const sport = sportOfType(sportType);
  return sport ? findPlay(sport, play) !== undefined : false;
};

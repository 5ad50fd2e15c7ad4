import { formatBeijing } from '@app/shared/format';
import { expect, it } from 'vitest';
import { simulateTick } from '../../sim/live';
import { DEFAULT_SIM_SEED } from '../../sim/sports-fixtures';
import { describeOnEachDatabase } from '../../test/server';
import type { ListedMatch, PlayJson } from '../../test/sports';

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  per_page: number;
}
type Listed = ListedMatch & {
  league_name: string;
  start_time: string;
  odds: PlayJson | null;
  match_no: string;
};

const beijingDate = (iso: string) => formatBeijing(iso, 'date');

describeOnEachDatabase('sports markets', (server) => {
  it('lists football matches in real-looking leagues with the odds of the chosen play, paged', async () => {
    const reply = await server.get<Page<Listed>>('/api/v1/matches/list?sport_type=1&per_page=5');
    expect(reply.status).toBe(200);
    const { list, total, page, per_page } = reply.body.data;
    expect({ page, per_page, length: list.length }).toEqual({ page: 1, per_page: 5, length: 5 });
    expect(total).toBeGreaterThan(20);
    expect(list.every((match) => match.sport_type === 1)).toBe(true);
    expect(list[0]?.odds?.play).toBe('winDrawLose');
    expect(list[0]?.odds?.options.map((option) => option.name)).toEqual(['胜', '平', '负']);
    expect(list[0]?.match_no).toMatch(/^周.\d{3}$/);
    const leagues = await server.get<Page<{ name: string }>>('/api/v1/leagues?sport_type=1&per_page=50');
    expect(leagues.body.data.list.map((league) => league.name)).toEqual(
      expect.arrayContaining(['中超', '英超', '西甲', '意甲']),
    );
    const nba = await server.get<Array<{ name: string }>>('/api/v1/leagues-list?sport_type=2');
    expect(nba.body.data.map((league) => league.name)).toEqual(['NBA', 'CBA']);

    const scores = await server.get<Page<Listed>>('/api/v1/football/matches?per_page=1&play=score');
    expect(scores.body.data.list[0]?.odds?.options).toHaveLength(31);
  });

  it('filters by date and league, and counts by status and league', async () => {
    const all = await server.get<Page<Listed>>('/api/v1/matches-list/list?sport_type=2&per_page=100');
    const sample = all.body.data.list.find((match) => match.status === 0) as Listed;
    const date = beijingDate(sample.start_time);
    const byDate = await server.get<Page<Listed>>(`/api/v1/basketball/matches?date=${date}&per_page=100`);
    expect(byDate.body.data.list.length).toBeGreaterThan(0);
    expect(byDate.body.data.list.every((match) => beijingDate(match.start_time) === date)).toBe(true);
    const stats = await server.get<{ total: number; leagues: Array<{ league_name: string; count: number }> }>(
      `/api/v1/matches/statistics?sport_type=2&date=${date}`,
    );
    expect(stats.body.data.total).toBe(byDate.body.data.total);
    const league = stats.body.data.leagues[0] as { league_name: string; count: number; league_id?: number };
    const byLeague = await server.get<Page<Listed>>(
      `/api/v1/matches/list?date=${date}&league_id=${league.league_id}`,
    );
    expect(byLeague.body.data.list.every((match) => match.league_name === league.league_name)).toBe(true);
    expect(byLeague.body.data.total).toBe(league.count);
    const bad = await server.get('/api/v1/matches/list?date=tomorrow');
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: '日期格式须为YYYY-MM-DD',
    });
  });

  it('details every play with its option grid and lines', async () => {
    const list = await server.get<Page<Listed>>('/api/v1/football/matches?per_page=1&status=0');
    const id = list.body.data.list[0]?.id;
    const detail = await server.get<{ plays: Array<PlayJson & { name: string; max_passes: number }> }>(
      `/api/v1/matches/${id}/detail`,
    );
    const plays = detail.body.data.plays;
    expect(plays.map((play) => [play.name, play.options.length, play.max_passes])).toEqual([
      ['胜平负', 3, 8],
      ['让球胜平负', 3, 8],
      ['比分', 31, 4],
      ['总进球', 8, 6],
      ['半全场', 9, 4],
    ]);
    expect(plays[1]?.line).toMatch(/^[+-]1$/);
    for (const play of plays) for (const option of play.options) expect(option.odds).toMatch(/^\d+\.\d{2}$/);
    const one = await server.get<{ plays: PlayJson[] }>(`/api/v1/football/odds/${id}?betType=totalGoals`);
    expect(one.body.data.plays.map((play) => play.play)).toEqual(['totalGoals']);
    expect((await server.get(`/api/v1/basketball/odds/${id}`)).status).toBe(404);
    expect((await server.get('/api/v1/matches/999999/detail')).body.message).toBe('比赛不存在');

    const basketball = await server.get<Page<Listed>>('/api/v1/basketball/matches?per_page=1&status=0');
    const plays2 = await server.get<{ plays: PlayJson[] }>(
      `/api/v1/matches-list/${basketball.body.data.list[0]?.id}/plays`,
    );
    expect(plays2.body.data.plays.map((play) => [play.play, play.options.length])).toEqual([
      ['win-lose', 2],
      ['handicap', 2],
      ['score-diff', 12],
      ['total-score', 2],
    ]);
    expect(plays2.body.data.plays[3]?.line).toMatch(/^\d+\.5$/);
  });

  it('lists plays of both sports', async () => {
    const all = await server.get<Array<{ play: string; sport_type: number }>>('/api/v1/plays-list');
    expect(all.body.data).toHaveLength(9);
    const paged = await server.get<Page<{ name: string }>>('/api/v1/plays?sport_type=2&per_page=2&page=2');
    expect(paged.body.data).toMatchObject({ total: 4, page: 2 });
    expect(paged.body.data.list.map((play) => play.name)).toEqual(['胜分差', '大小分']);
  });

  it('results list settled matches with their scores, newest first', async () => {
    const open = await server.get<Page<Listed>>('/api/v1/football/matches?per_page=1&status=0');
    const id = open.body.data.list[0]?.id as number;
    await server.ops('POST', `/matches/${id}/settle`, { home: 2, away: 2, half: { home: 1, away: 0 } });
    const results = await server.get<Page<Listed & { home_score: number; status_text: string }>>(
      '/api/v1/matches-list/results?sport_type=1&per_page=100',
    );
    expect(results.body.data.list.find((match) => match.id === id)).toMatchObject({
      home_score: 2,
      away_score: 2,
      half_home_score: 1,
      status: 2,
      status_text: '已完场',
    });
    const missing = await server.ops('POST', '/matches/999999/settle', { home: 1, away: 0 });
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 404,
      message: '比赛不存在',
    });
  });
});

describeOnEachDatabase('live matches', (server) => {
  it('lists live matches per sport with scores, statistics and intelligence', async () => {
    // One simulator step kicks off today's early matches (the seed starts some shortly before now).
    await simulateTick(server.db, new Date(), DEFAULT_SIM_SEED);
    const football = await server.get<Page<Listed & { minute: number; home_score: number | null }>>(
      '/api/v1/live-matches/football',
    );
    expect(football.status).toBe(200);
    expect(football.body.data.total).toBeGreaterThan(0);
    expect(football.body.data.list.every((match) => match.status === 1 && match.sport_type === 1)).toBe(true);
    expect(football.body.data.list[0]?.minute).toBeGreaterThan(0);
    expect(football.body.data.list[0]?.home_score).not.toBeNull();
    const live = await server.get<Page<Listed>>('/api/v1/live-matches/live');
    const stats = await server.get<{ live: { total: number; football: number } }>(
      '/api/v1/live-matches/statistics',
    );
    expect(stats.body.data.live.total).toBe(live.body.data.total);
    expect(stats.body.data.live.football).toBe(football.body.data.total);

    const today = await server.get<Page<Listed>>('/api/v1/live-matches/all?per_page=100');
    expect(today.body.data.total).toBeGreaterThan(0);
    const id = today.body.data.list[0]?.id as number;
    const detail = await server.get<{ intelligence: string[]; statistics: object }>(
      `/api/v1/live-matches/${id}/detail`,
    );
    expect(detail.body.data.intelligence).toHaveLength(2);
    const intelligence = await server.get<{ items: string[] }>(
      `/api/v1/live-matches/intelligence?match_id=${id}`,
    );
    expect(intelligence.body.data.items).toEqual(detail.body.data.intelligence);
    const upcoming = await server.get<Page<{ items: string[] }>>(
      '/api/v1/live-matches/intelligence?per_page=2',
    );
    expect(upcoming.body.data.list).toHaveLength(2);

    const odds = await server.get<Array<{ match_id: number; plays: PlayJson[] }>>(
      `/api/v1/live-matches/odds?match_id=${id}`,
    );
    expect(odds.body.data[0]?.match_id).toBe(id);
    const footballOdds = await server.get<Array<{ sport_type: number }>>(
      '/api/v1/live-matches/football-odds',
    );
    expect(footballOdds.body.data.every((row) => row.sport_type === 1)).toBe(true);
    const basketballOdds = await server.get<Array<{ sport_type: number }>>(
      '/api/v1/live-matches/basketball-odds',
    );
    expect(basketballOdds.body.data.every((row) => row.sport_type === 2)).toBe(true);
    const missing = await server.get<Page<Listed>>('/api/v1/live-matches/missing');
    expect(missing.status).toBe(200);
    expect(Array.isArray(missing.body.data.list)).toBe(true);
  });
});

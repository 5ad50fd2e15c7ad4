import { expect, it } from 'vitest';
import { simulateTick } from '../sim/live';
import { DEFAULT_SIM_SEED } from '../sim/sports-fixtures';
import { describeOnEachDatabase } from '../test/server';
import { fundedPlayer, oddsOf, playOf } from '../test/sports';

interface Listed {
  id: number;
  league_id: number;
  home_team_id: number;
  away_team_id: number;
  match_no: string;
  start_time: string;
  can_bet: boolean;
}

describeOnEachDatabase('新增比赛: the trading desk lists a match the schedule lacks', (server) => {
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const aSeededMatch = async () => {
    const list = await server.get<{ list: Listed[] }>('/api/v1/football/matches?per_page=100&status=0');
    const match = list.body.data.list[0];
    if (!match) throw new Error('no seeded football match');
    return match;
  };

  it('lists it priced and open to bets; singles only where the desk opened them; audited with the operator', async () => {
    const seeded = await aSeededMatch();
    const risk = await server.mintOperatorToken('op_risk');
    const leagues = await server.opsAs<
      Array<{ id: number; sport_type: number; teams: Array<{ id: number }> }>
    >(risk, 'GET', '/leagues');
    const league = leagues.body.data.find((row) => row.id === seeded.league_id);
    expect(league?.sport_type).toBe(1);
    expect(league?.teams.map((team) => team.id)).toEqual(
      expect.arrayContaining([seeded.home_team_id, seeded.away_team_id]),
    );
    const listed = await server.opsAs<{ id: number; match_no: string; single_plays: string[] }>(
      risk,
      'POST',
      '/matches',
      {
        league_id: seeded.league_id,
        home_team_id: seeded.away_team_id,
        away_team_id: seeded.home_team_id,
        kickoff_at: inHours(2),
        singles: ['winDrawLose', 'winDrawLose'],
      },
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const { id } = listed.body.data;
    expect(listed.body.data.single_plays).toEqual(['score', 'totalGoals', 'halfFullTime', 'winDrawLose']);

    const players = await server.get<{ list: Listed[] }>('/api/v1/football/matches?per_page=100&status=0');
    expect(players.body.data.list.find((match) => match.id === id)).toMatchObject({
      can_bet: true,
      home_team_id: seeded.away_team_id,
      match_no: listed.body.data.match_no,
    });
    expect((await playOf(server, id, 'winDrawLose')).single).toBe(true);
    expect((await playOf(server, id, 'handicap')).single).toBe(false);
    // single=1 lists only the matches taking the play (胜平负 by default) alone, whatever their place in the list.
    const singles = async (play: string) =>
      (
        await server.get<{ list: Array<Listed & { odds: { single: boolean } | null }> }>(
          `/api/v1/football/matches?status=0&single=1&per_page=100${play ? `&play=${play}` : ''}`,
        )
      ).body.data.list;
    const winDrawLose = await singles('');
    expect(winDrawLose.map((match) => match.id)).toContain(id);
    expect(winDrawLose.every((match) => match.odds?.single)).toBe(true);
    expect((await singles('handicap')).map((match) => match.id)).not.toContain(id);

    const player = await fundedPlayer(server, '10');
    const odds = await oddsOf(server, id, 'winDrawLose', 'win');
    const placed = await server.post(
      '/api/v1/order/submit',
      {
        sport: 'football',
        mode: 'single',
        amount: 2,
        multiple: 1,
        combos: [],
        selections: [{ match_id: id, play: 'winDrawLose', option: 'win', odds }],
      },
      player.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const audit = await server.ops<{ list: Array<{ operator: string; target: string; status: number }> }>(
      'GET',
      `/audit?target=${encodeURIComponent(`match:${id}`)}`,
    );
    expect(audit.body.data.list[0]).toMatchObject({ operator: 'op_risk', status: 200 });
  });

  it('lists a match already under way in play: no pre-match bets, live with in-play prices at the next tick', async () => {
    const seeded = await aSeededMatch();
    const listed = await server.ops<{ id: number }>('POST', '/matches', {
      league_id: seeded.league_id,
      home_team_id: seeded.home_team_id,
      away_team_id: seeded.away_team_id,
      kickoff_at: inHours(-0.1),
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const { id } = listed.body.data;
    const open = await server.get<{ list: Listed[] }>('/api/v1/football/matches?per_page=100&status=0');
    expect(open.body.data.list.find((match) => match.id === id)?.can_bet ?? false).toBe(false);
    await simulateTick(server.db, new Date(), DEFAULT_SIM_SEED, false);
    const live = await server.get<Array<{ match_id: number; minute: number; plays: unknown[] }>>(
      '/api/v1/live-matches/football-odds',
    );
    const board = live.body.data.find((match) => match.match_id === id);
    expect(board?.minute).toBeGreaterThan(0);
    expect(board?.plays.length).toBeGreaterThan(0);
  });

  it('refuses what no schedule would hold, in Chinese, and stores nothing', async () => {
    const seeded = await aSeededMatch();
    const base = {
      league_id: seeded.league_id,
      home_team_id: seeded.home_team_id,
      away_team_id: seeded.away_team_id,
      kickoff_at: inHours(3),
    };
    const leagues = await server.ops<Array<{ id: number; sport_type: number; teams: Array<{ id: number }> }>>(
      'GET',
      '/leagues',
    );
    const tennis = leagues.body.data.find((league) => league.sport_type === 3);
    const before = await server.get<{ total: number }>('/api/v1/football/matches?per_page=1');
    for (const [body, message] of [
      [{ ...base, kickoff_at: inHours(-1.1) }, '开赛时间须在1小时前至3天以内'],
      [{ ...base, kickoff_at: inHours(80) }, '开赛时间须在1小时前至3天以内'],
      [{ ...base, away_team_id: seeded.home_team_id }, '主队与客队不能相同'],
      [{ ...base, league_id: 999_999 }, '联赛不存在'],
      [{ ...base, away_team_id: 999_999 }, '球队不属于该联赛'],
      [{ ...base, singles: ['score-diff'] }, '玩法 score-diff 不能设为单关'],
      [
        {
          ...base,
          league_id: tennis?.id,
          home_team_id: tennis?.teams[0]?.id,
          away_team_id: tennis?.teams[1]?.id,
        },
        '该联赛不支持新增比赛',
      ],
      [{ ...base, kickoff_at: '明天' }, '开赛时间格式不正确'],
    ] as const) {
      const refused = await server.ops('POST', '/matches', body);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.body.message).toBe(message);
    }
    const after = await server.get<{ total: number }>('/api/v1/football/matches?per_page=1');
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('is refused to an operator without 新增比赛', async () => {
    const seeded = await aSeededMatch();
    const support = await server.mintOperatorToken('op_support');
    const refused = await server.opsAs(support, 'POST', '/matches', {
      league_id: seeded.league_id,
      home_team_id: seeded.home_team_id,
      away_team_id: seeded.away_team_id,
      kickoff_at: inHours(2),
    });
    expect(refused.status).toBe(403);
  });
});

import { beijingDate } from '@app/shared/format';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { matches } from '../db/schema';
import { chaseBig } from '../domain/lottery/chase-testing';
import { describeOnEachDatabase } from '../test/server';
import { fundedPlayer, liveDealer, matchDealer, oddsOf } from '../test/sports';

interface OpsMatch {
  id: number;
  league_name: string;
  home_team: string;
  away_team: string;
  start_time: string;
  status: number;
  home_score: number | null;
  settled: boolean;
  market: { open: boolean; reason: string | null } | null;
  odds: { play: string; options: Array<{ option: string; odds: string }> } | null;
  open_orders: number;
  open_stake: string;
  plays?: Array<{ play: string; options: unknown[] }>;
}
interface Paged<T> {
  list: T[];
  total: number;
}
interface OpsExpect {
  expect: string;
  draw_state: string;
  draw_state_text: string;
  open_code: string | null;
  bets: number;
  stake: string;
}
interface AuditRow {
  target: string;
  status: number;
  after: Record<string, unknown> | null;
}

describeOnEachDatabase('赛事交易 and 彩票 operator reads', (server) => {
  const dealMatches = matchDealer(server);
  const dealLive = liveDealer(server);
  const asSupport = async (url: string) =>
    server.opsAs(await server.mintOperatorToken('op_support'), 'GET', url);
  const asRisk = async <T>(url: string) =>
    server.opsAs<T>(await server.mintOperatorToken('op_risk'), 'GET', url);

  it('lists matches with their main odds and the orders still waiting on them', async () => {
    const [id = 0] = await dealMatches('football', 1, 'winDrawLose');
    const player = await fundedPlayer(server, '100');
    const odds = await oddsOf(server, id, 'winDrawLose', 'win');
    const submitted = await server.post<{ stake: string }>(
      '/api/v1/order/submit',
      {
        sport: 'football',
        mode: 'single',
        amount: 5,
        multiple: 2,
        selections: [{ match_id: id, play: 'winDrawLose', option: 'win', odds }],
      },
      player.token,
    );
    expect(submitted.status).toBe(200);
    const [match] = await server.db.select().from(matches).where(eq(matches.id, id));
    const day = beijingDate(match?.kickoffAt ?? new Date());

    const page = await asRisk<Paged<OpsMatch>>(`/matches?status=0&sport=1&date=${day}&per_page=100`);
    expect(page.status).toBe(200);
    expect(page.body.data.list.every((row) => row.status === 0)).toBe(true);
    const listed = page.body.data.list.find((row) => row.id === id);
    expect(listed).toMatchObject({
      status: 0,
      settled: false,
      market: null,
      open_orders: 1,
      open_stake: submitted.body.data.stake,
      odds: { play: 'winDrawLose' },
    });
    expect(listed?.home_team).not.toBe('');
    expect(listed?.odds?.options.find((option) => option.option === 'win')?.odds).toBe(odds);

    const detail = await asRisk<OpsMatch>(`/matches/${id}`);
    expect(detail.body.data).toMatchObject({ id, open_orders: 1, open_stake: submitted.body.data.stake });
    expect(detail.body.data.plays?.length).toBeGreaterThan(1);

    // Settled: the order is no longer open, and the list of finished matches shows the score.
    expect((await server.ops('POST', `/matches/${id}/settle`, { home: 2, away: 1 })).status).toBe(200);
    const finished = await asRisk<Paged<OpsMatch>>(`/matches?status=2&date=${day}&per_page=100`);
    expect(finished.body.data.list.find((row) => row.id === id)).toMatchObject({
      status: 2,
      settled: true,
      home_score: 2,
      open_orders: 0,
      open_stake: '0.00',
    });
  });

  it('shows a live match held by an operator as suspended, and open again after resume', async () => {
    const id = await dealLive(1, 'winDrawLose');
    const marketOf = async () => (await asRisk<OpsMatch>(`/matches/${id}`)).body.data.market;
    expect(await marketOf()).toEqual({ open: true, reason: null });
    await server.ops('POST', `/matches/${id}/suspend`, { reason: '进球确认' });
    expect(await marketOf()).toEqual({ open: false, reason: '进球确认' });
    const live = await asRisk<Paged<OpsMatch>>('/matches?status=1&per_page=100');
    expect(live.body.data.list.find((row) => row.id === id)?.market).toEqual({
      open: false,
      reason: '进球确认',
    });
    await server.ops('POST', `/matches/${id}/resume`);
    expect(await marketOf()).toEqual({ open: true, reason: null });
  });

  it('refuses 客服 and bad filters in Chinese; an unknown match is 404', async () => {
    for (const url of ['/matches', '/matches/1', '/lotteries/wfk3/expects', '/chases']) {
      const refused = await asSupport(url);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('没有权限：查看赛事与彩票');
    }
    const bad = [
      ['/matches?status=7', '比赛状态不正确'],
      ['/matches?sport=abc', '体育项目不正确'],
      ['/matches?date=2026-13-45', '日期格式不正确，须为YYYY-MM-DD'],
      ['/matches?per_page=500', '每页最多100条'],
      ['/lotteries/wfk3/expects?limit=0', '条数不正确'],
      ['/chases?status=9', '追号状态不正确'],
    ] as const;
    for (const [url, message] of bad) {
      const reply = await asRisk(url);
      expect({ url, status: reply.status, message: reply.body.message }).toEqual({
        url,
        status: 400,
        message,
      });
    }
    const missing = await asRisk('/matches/99999999');
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 404,
      message: '比赛不存在',
    });
    expect((await asRisk('/lotteries/nolottery/expects')).body.message).toBe('彩种不存在：nolottery');
  });

  it('draws only with a reason, which the audit log keeps; the expects list shows the draw state', async () => {
    const before = await asRisk<OpsExpect[]>('/lotteries/wfk3/expects?limit=5');
    expect(before.status).toBe(200);
    const open = before.body.data.find((row) => row.draw_state === 'open');
    expect(open?.draw_state_text).toBe('投注中');

    for (const [body, message] of [
      [{}, '请填写开奖原因'],
      [{ reason: '   ' }, '请填写开奖原因'],
      [{ reason: 5 }, '开奖原因格式不正确'],
    ] as const) {
      const refused = await server.ops('POST', '/lotteries/wfk3/draw', body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    const drawn = await server.ops<{ expect: string; open_code: string }>('POST', '/lotteries/wfk3/draw', {
      reason: '开奖源故障，手动开奖',
      code: '1,2,3',
    });
    expect(drawn.status).toBe(200);
    const { expect: expectNo } = drawn.body.data;

    const after = await asRisk<OpsExpect[]>('/lotteries/wfk3/expects?limit=5');
    expect(after.body.data.find((row) => row.expect === expectNo)).toMatchObject({
      draw_state: 'drawn',
      draw_state_text: '已开奖',
      open_code: '1,2,3',
    });
    const audit = await server.ops<Paged<AuditRow>>(
      'GET',
      `/audit?target=${encodeURIComponent(`wfk3 ${expectNo}`)}`,
    );
    expect(audit.body.data.list[0]).toMatchObject({
      status: 200,
      after: { reason: '开奖源故障，手动开奖', open_code: '1,2,3' },
    });
  });

  it('lists every player’s 追号 plans by lottery and status, read-only', async () => {
    const lotteries = await asRisk<Array<{ id: number; code: string; current_expect: string }>>('/lotteries');
    const wfk3 = lotteries.body.data.find((row) => row.code === 'wfk3');
    expect(wfk3?.current_expect).toMatch(/^\d{8}-\d{3,4}$/);
    const player = await fundedPlayer(server, '100');
    const chase = await chaseBig(server.db, player.userinfo.id, wfk3?.id ?? 0, new Date());

    const running = await asRisk<
      Paged<{ id: number; username: string; status_text: string; expects: number }>
    >('/chases?lottery=wfk3&status=0');
    expect(running.status).toBe(200);
    expect(running.body.data.list.find((row) => row.id === chase.id)).toMatchObject({
      username: player.username,
      status_text: '进行中',
      expects: 5,
    });
    const stopped = await asRisk<Paged<{ id: number }>>('/chases?lottery=wfk3&status=2');
    expect(stopped.body.data.list.some((row) => row.id === chase.id)).toBe(false);
  });
});

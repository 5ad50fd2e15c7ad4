import { useOpsPermissions, useToastStore } from '@app/shared';
import { mockHttp, ok, type RecordedCall } from '@app/shared/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpsMatchRow } from '../api/opsMatches';
import { MatchesPage } from './MatchesPage';

afterEach(() => {
  cleanup();
  useOpsPermissions.setState({ permissions: [] });
});

const base = `${location.origin}/api`;
const live: OpsMatchRow = {
  id: 5,
  sport_type: 1,
  sport_name: '足球',
  league_id: 1,
  league_name: '英超',
  match_no: '周六005',
  home_team_id: 11,
  home_team: '曼联',
  away_team_id: 12,
  away_team: '阿森纳',
  start_time: '2026-11-27T12:00:00Z',
  status: 1,
  status_text: '进行中',
  minute: 67,
  can_bet: false,
  play_count: 5,
  home_score: 2,
  away_score: 1,
  half_home_score: 1,
  half_away_score: 0,
  settled: false,
  market: { open: true, reason: null },
  open_orders: 3,
  open_stake: '1250.00',
  odds: {
    play: 'winDrawLose',
    name: '胜平负',
    line: '',
    max_passes: 8,
    single: true,
    options: [
      { option: 'win', name: '胜', odds: '1.35' },
      { option: 'draw', name: '平', odds: '4.20' },
      { option: 'lose', name: '负', odds: '7.50' },
    ],
  },
};
const scheduled: OpsMatchRow = {
  ...live,
  id: 6,
  home_team: '切尔西',
  away_team: '利物浦',
  start_time: '2099-01-01T12:00:00Z',
  status: 0,
  status_text: '未开赛',
  minute: 0,
  home_score: null,
  away_score: null,
  half_home_score: null,
  half_away_score: null,
  market: null,
  open_orders: 0,
  open_stake: '0.00',
};

const league = (id: number, sport_type: number, name: string, teams: string[]) => ({
  id,
  sport_type,
  name,
  teams: teams.map((team, index) => ({ id: id * 10 + index + 1, name: team })),
});
const LEAGUES = [
  league(2, 1, '英超', ['曼联', '阿森纳']),
  league(6, 2, 'NBA', ['湖人', '勇士']),
  league(8, 3, 'ATP巡回赛', ['辛纳', '鲁德']),
];

type Reply = ReturnType<typeof ok> | { status: number; body: unknown };

/** The ops API as the page sees it: the list, one match's detail and what each write answers. */
function serve(writes: Record<string, Reply> = {}, list = [live, scheduled]): RecordedCall[] {
  return mockHttp((request) => {
    const path = String(request.url);
    if (request.method.toUpperCase() === 'GET' && path === '/ops/matches')
      return ok({ list, total: list.length, page: 1, per_page: 20 });
    if (request.method.toUpperCase() === 'GET' && path === '/ops/leagues') return ok(LEAGUES);
    if (request.method.toUpperCase() === 'GET' && path === '/ops/matches/6')
      return ok({ ...scheduled, plays: [scheduled.odds] });
    return writes[path] ?? ok({ match_id: 5, paid: '0.00' });
  });
}

const posts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.url.replace(base, ''), call.data]);
const rowOf = async (teams: string) =>
  (await screen.findAllByTestId('ops-match-row')).find((row) =>
    row.textContent?.includes(teams),
  ) as HTMLElement;
const renderPage = () =>
  render(
    <MemoryRouter>
      <MatchesPage />
    </MemoryRouter>,
  );

describe('赛事 (operators)', () => {
  it('lists live matches first with score, in-play market, main odds and open orders; the chips filter', async () => {
    const calls = serve();
    renderPage();
    const row = await rowOf('曼联 vs 阿森纳');
    expect(row.textContent).toContain('2 : 1（半场 1 : 0）');
    expect(row.textContent).toContain('开放');
    expect(row.textContent).toContain('胜 1.35 · 平 4.20 · 负 7.50');
    expect(row.textContent).toContain('3 笔');
    expect(row.textContent).toContain('1,250.00 元');
    expect(within(row).queryByRole('button', { name: '调整赔率' })).toBeNull();
    expect(within(await rowOf('切尔西')).getByRole('button', { name: '调整赔率' })).toBeTruthy();

    expect(calls[0]?.url).toBe(`${base}/ops/matches?status=1&page=1&per_page=20`);
    fireEvent.click(screen.getByRole('button', { name: '未开赛' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`${base}/ops/matches?status=0&page=1&per_page=20`));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`${base}/ops/matches?page=1&per_page=20`));
  });

  it('settles with the score entered, after a confirmation that repeats it', async () => {
    const calls = serve({ '/ops/matches/5/settle': ok({ match_id: 5, paid: '3280.50' }) });
    renderPage();
    fireEvent.click(within(await rowOf('曼联')).getByRole('button', { name: '结算' }));
    const form = screen.getByRole('dialog', { name: '结算：曼联 vs 阿森纳' });
    fireEvent.change(within(form).getByLabelText('全场主队（曼联）'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('全场客队（阿森纳）'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.change(within(form).getByLabelText('半场主队（曼联）'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('半场客队（阿森纳）'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: '下一步' }));

    expect(screen.getByTestId('settle-summary').textContent).toBe('曼联 2 : 1 阿森纳（半场 1 : 0）');
    expect(posts(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '确认结算' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        ['/ops/matches/5/settle', { home: 2, away: 1, half: { home: 1, away: 0 } }],
      ]),
    );
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('已结算，派奖 3,280.50 元'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a half-time score above the full-time one before asking the server', async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(within(await rowOf('曼联')).getByRole('button', { name: '结算' }));
    fireEvent.change(screen.getByLabelText('全场主队（曼联）'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('全场客队（阿森纳）'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText('半场主队（曼联）'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('半场客队（阿森纳）'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert').textContent).toBe('半场比分不能大于全场比分');
    expect(posts(calls)).toEqual([]);
  });

  it('shows the server’s refusal in the toast and keeps the confirmation open', async () => {
    serve({
      '/ops/matches/5/settle': { status: 409, body: { code: 409, message: '该比赛已结算', data: null } },
    });
    renderPage();
    fireEvent.click(within(await rowOf('曼联')).getByRole('button', { name: '结算' }));
    fireEvent.change(screen.getByLabelText('全场主队（曼联）'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('全场客队（阿森纳）'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    fireEvent.click(screen.getByRole('button', { name: '确认结算' }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('该比赛已结算'));
    expect(screen.getByTestId('settle-summary')).toBeTruthy();
  });

  it('suspends a live match’s in-play markets at once and reloads the list', async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(within(await rowOf('曼联')).getByRole('button', { name: '暂停' }));
    await waitFor(() => expect(posts(calls)).toEqual([['/ops/matches/5/suspend', {}]]));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('sets one price of a match not yet started', async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(within(await rowOf('切尔西')).getByRole('button', { name: '调整赔率' }));
    // The form appears once the match's plays are read.
    fireEvent.change(await screen.findByLabelText('选项'), { target: { value: 'draw' } });
    const form = screen.getByRole('dialog', { name: '调整赔率：切尔西 vs 利物浦' });
    expect((within(form).getByLabelText('新赔率') as HTMLInputElement).value).toBe('4.20');
    fireEvent.change(within(form).getByLabelText('新赔率'), { target: { value: '3.95' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        ['/ops/matches/6/odds', { play: 'winDrawLose', option: 'draw', odds: '3.95' }],
      ]),
    );
  });

  it('a settled match offers 改判 and 改判取消, each only a request for a second operator', async () => {
    const settled: OpsMatchRow = {
      ...live,
      id: 7,
      home_team: '热刺',
      away_team: '埃弗顿',
      status: 2,
      settled: true,
    };
    const calls = serve({ '/ops/matches/7/resettle': ok({ id: 41 }) }, [settled]);
    renderPage();
    const row = await rowOf('热刺');
    expect(within(row).queryByRole('button', { name: '结算' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '改判' }));
    const form = screen.getByRole('dialog', { name: '改判：热刺 vs 埃弗顿' });
    fireEvent.change(within(form).getByLabelText('全场主队（热刺）'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('全场客队（埃弗顿）'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: '下一步' }));
    fireEvent.click(screen.getByRole('button', { name: '提交改判申请' }));
    await waitFor(() =>
      expect(useToastStore.getState().current?.message).toBe('已提交改判申请 #41，需另一位运营复核'),
    );
    fireEvent.click(within(await rowOf('热刺')).getByRole('button', { name: '改判取消' }));
    fireEvent.click(screen.getByRole('button', { name: '提交改判申请' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        ['/ops/matches/7/resettle', { home: 0, away: 1 }],
        ['/ops/matches/7/resettle', { void: true }],
      ]),
    );
  });

  it('voids a match only after the confirmation', async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(within(await rowOf('切尔西')).getByRole('button', { name: '取消比赛' }));
    expect(screen.getByRole('dialog', { name: '取消比赛' }).textContent).toContain(
      '英超 周六005：切尔西 vs 利物浦',
    );
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(await rowOf('切尔西')).getByRole('button', { name: '取消比赛' }));
    fireEvent.click(screen.getByRole('button', { name: '确认取消比赛' }));
    await waitFor(() => expect(posts(calls)).toEqual([['/ops/matches/6/void', {}]]));
  });

  it('新增比赛, for those who may: two clubs of one league, a Beijing kick-off, the singles chosen; then 未开赛', async () => {
    renderPage();
    await rowOf('曼联');
    expect(screen.queryByRole('button', { name: '新增比赛' })).toBeNull();
    cleanup();

    useOpsPermissions.setState({ permissions: ['trading.read', 'trading.schedule'] });
    const calls = serve({ '/ops/matches': ok({ id: 9, match_no: '周二009' }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '新增比赛' }));
    const league = await screen.findByLabelText('联赛');
    const form = screen.getByRole('dialog', { name: '新增比赛' });
    // Tennis is listed by the schedule only: the books price football and basketball.
    expect(within(league).queryByRole('option', { name: 'ATP巡回赛' })).toBeNull();
    fireEvent.change(league, { target: { value: '6' } });
    expect(within(form).queryByLabelText('胜平负 单关')).toBeNull();
    fireEvent.change(within(form).getByLabelText('客队'), { target: { value: '61' } });
    fireEvent.change(within(form).getByLabelText('开赛时间（北京时间）'), {
      target: { value: '2026-12-01 20:00' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '新增' }));
    expect(within(form).getByRole('alert').textContent).toBe('主队与客队不能相同');
    fireEvent.change(within(form).getByLabelText('客队'), { target: { value: '62' } });
    fireEvent.click(within(form).getByLabelText('胜负 单关'));
    fireEvent.click(within(form).getByRole('button', { name: '新增' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        [
          '/ops/matches',
          {
            league_id: 6,
            home_team_id: 61,
            away_team_id: 62,
            kickoff_at: '2026-12-01T20:00:00+08:00',
            singles: ['win-lose'],
          },
        ],
      ]),
    );
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('已新增比赛 周二009'));
    expect(screen.queryByRole('dialog', { name: '新增比赛' })).toBeNull();
    // The list turns to 未开赛, where the new match is.
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.url.includes('/ops/matches?status=0'))).toBe(
        true,
      ),
    );
  });
});

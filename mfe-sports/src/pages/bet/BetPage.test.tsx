import { ApiError, publicChannels } from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersApi } from '../../api/orders';
import { type MatchListItem, sportsApi } from '../../api/sports';
import { EMPTY_SLIP, useSlip } from '../../slip/useSlip';
import { BetPage } from './BetPage';

const match = (id: number, odds: string[]): MatchListItem => ({
  id,
  sport_type: 1,
  sport_name: '足球',
  league_id: 1,
  league_name: '英超',
  match_no: `周六00${id}`,
  home_team_id: id * 2,
  home_team: `主队${id}`,
  away_team_id: id * 2 + 1,
  away_team: `客队${id}`,
  start_time: '2030-01-01T12:00:00Z',
  status: 0,
  status_text: '未开赛',
  minute: 0,
  home_score: null,
  away_score: null,
  half_home_score: null,
  half_away_score: null,
  can_bet: true,
  play_count: 5,
  odds: {
    play: 'winDrawLose',
    name: '胜平负',
    line: '',
    max_passes: 8,
    single: true,
    options: ['胜', '平', '负'].map((name, i) => ({
      option: ['win', 'draw', 'lose'][i] as string,
      name,
      odds: odds[i] as string,
    })),
  },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/betPages/football/index']}>
      <Routes>
        <Route path="/betPages/football/index" element={<BetPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSlip.setState({ ...EMPTY_SLIP, sport: 'football', betType: 'winDrawLose' });
  vi.spyOn(sportsApi, 'leaguesList').mockResolvedValue([]);
  vi.spyOn(sportsApi, 'plays').mockImplementation(async (id) => ({
    match_id: id,
    sport_type: 1,
    can_bet: true,
    plays: [],
  }));
  vi.spyOn(sportsApi, 'sportMatches').mockResolvedValue({
    list: [
      match(1, ['2.00', '3.10', '3.60']),
      match(2, ['1.50', '3.90', '5.00']),
      match(3, ['3.00', '3.20', '2.20']),
    ],
    total: 3,
    page: 1,
    per_page: 50,
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  publicChannels.reset();
});

const option = (matchId: number, name: string) =>
  screen
    .getByTestId(`match-${matchId}`)
    .querySelector(`button:nth-child(${['胜', '平', '负'].indexOf(name) + 1})`) as HTMLButtonElement;

// The slip tests click through a whole page and sheet: slow on a loaded machine.
describe('football bet page', () => {
  it('shows odds that moved while the page is open, on the match and play they belong to', async () => {
    renderPage();
    await screen.findByTestId('match-2');
    act(() => {
      publicChannels.dispatch(REALTIME_CHANNELS.liveMatches, REALTIME_EVENTS.oddsUpdated, {
        match_id: 2,
        play: 'winDrawLose',
        options: [{ option: 'win', odds: '1.45' }],
      });
      publicChannels.dispatch(REALTIME_CHANNELS.liveMatches, REALTIME_EVENTS.oddsUpdated, {
        match_id: 3,
        play: 'handicap',
        options: [{ option: 'win', odds: '9.99' }],
      });
    });
    expect(option(2, '胜').textContent).toBe('胜1.45');
    expect(option(2, '平').textContent).toBe('平3.90');
    expect(option(3, '胜').textContent).toBe('胜3.00');
  });

  it('builds a 3串4 slip in the bar and the sheet: 4注 8元 with its prize range, and places it', async () => {
    const submit = vi.spyOn(ordersApi, 'submit').mockResolvedValue({
      order_no: 'SP20300101120000123456',
      id: 1,
      bet_count: 4,
      stake: '8.00',
      max_prize: '45.00',
      repeated: false,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '串关' }));
    await screen.findByTestId('match-3');
    expect(screen.queryByTestId('slip-bar')).toBeNull();
    for (const id of [1, 2, 3]) fireEvent.click(option(id, '胜'));
    expect(option(1, '胜').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('slip-bar').textContent).toContain('串关 · 共1注 2.00元');
    fireEvent.click(screen.getByRole('button', { name: '展开投注单' }));
    const sheet = within(screen.getByRole('dialog', { name: '投注单' }));
    expect(sheet.getAllByTestId('slip-match').map((row) => row.textContent?.slice(0, 15))).toEqual([
      '周六001主队1 vs 客队1',
      '周六002主队2 vs 客队2',
      '周六003主队3 vs 客队3',
    ]);
    // 自由过关 shows its k串1 only; 3串4 is under 多串过关 and replaces the 3串1 chosen by default.
    const passes = within(sheet.getByRole('region', { name: '过关方式' }));
    const chips = () =>
      passes.getAllByRole('button').map((chip) => [chip.textContent, chip.getAttribute('aria-pressed')]);
    expect(chips()).toEqual([
      ['2串1', 'false'],
      ['3串1', 'true'],
    ]);
    fireEvent.click(sheet.getByRole('tab', { name: '多串过关' }));
    expect(sheet.queryByRole('button', { name: '3串1' })).toBeNull();
    fireEvent.click(sheet.getByRole('button', { name: '3串4' }));
    expect(sheet.getByRole('button', { name: '3串4' }).getAttribute('aria-pressed')).toBe('true');
    expect(sheet.getByRole('button', { name: '3串3' }).getAttribute('aria-pressed')).toBe('false');
    expect(sheet.getByText('3串4 = 3个2串1 + 1个3串1，每次选一种')).toBeTruthy();
    expect(sheet.getByTestId('slip-figures').textContent).toBe('共4注8.00元 · 预计奖金6.00~45.00元');
    fireEvent.click(sheet.getByRole('button', { name: /奖金明细/ }));
    expect(sheet.getByRole('list', { name: '奖金明细' }).textContent).toContain(
      '001 胜 × 002 胜 × 003 胜2.00×1.50×3.0018.00',
    );
    fireEvent.click(sheet.getByRole('button', { name: '投注' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/betPages/order/detail?order_no=SP20300101120000123456',
      ),
    );
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      mode: 'mixed',
      combos: ['3x4'],
      amount: 2,
      multiple: 1,
      odds_policy: 'none',
    });
    expect(submit.mock.calls[0]?.[1]).toMatch(/^slip-/);
    expect(useSlip.getState().selections).toEqual([]);
  });

  it('after 清空 the sheet stays closed on the next tap: the pick shows in the bar, the list stays in view', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '串关' }));
    await screen.findByTestId('match-3');
    for (const id of [1, 2]) fireEvent.click(option(id, '胜'));
    fireEvent.click(screen.getByRole('button', { name: '展开投注单' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '投注单' })).getByRole('button', { name: '清空' }),
    );
    expect(screen.queryByRole('dialog', { name: '投注单' })).toBeNull();
    expect(screen.queryByTestId('slip-bar')).toBeNull();

    fireEvent.click(option(3, '负'));
    expect(screen.queryByRole('dialog', { name: '投注单' })).toBeNull();
    expect(screen.getByTestId('slip-bar').textContent).toContain('串关 · 共1注 2.00元预计奖金 4.40元');
    expect(option(3, '负').getAttribute('aria-pressed')).toBe('true');
  });

  it('a moved price refused by the server shows old -> new from its answer; one tap accepts', async () => {
    const submit = vi.spyOn(ordersApi, 'submit').mockRejectedValueOnce(
      new ApiError({
        code: 409,
        status: 409,
        message: '赔率已变化',
        data: {
          changes: [{ match_id: 1, play: 'winDrawLose', option: 'win', old_odds: '2.00', new_odds: '2.20' }],
        },
      }),
    );
    renderPage();
    await screen.findByTestId('match-1');
    fireEvent.click(option(1, '胜'));
    expect(screen.getByTestId('slip-bar-prize').textContent).toBe('预计奖金 4.00元');
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    const changes = await screen.findByTestId('odds-changes');
    expect(changes.textContent).toContain('周六001 胜 2.00 → 2.20');
    fireEvent.click(within(changes).getByRole('button', { name: '接受新赔率' }));
    expect(useSlip.getState().selections[0]).toMatchObject({ odds: '2.20', previousOdds: '2.00' });
    submit.mockResolvedValue({
      order_no: 'SP1',
      id: 1,
      bet_count: 1,
      stake: '2.00',
      max_prize: '4.40',
      repeated: false,
    });
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '投注单' })).getByRole('button', { name: '投注' }),
    );
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1]?.[0].selections[0]?.odds).toBe('2.20');
  });

  it('a match that kicks off marks its pick 已停售, leaves it out, and 移除失效选项 drops it', async () => {
    renderPage();
    await screen.findByTestId('match-2');
    fireEvent.click(option(1, '胜'));
    fireEvent.click(option(2, '胜'));
    act(() => {
      publicChannels.dispatch(REALTIME_CHANNELS.liveMatches, REALTIME_EVENTS.scoreUpdated, {
        match_id: 1,
        status: 1,
        minute: 1,
      });
    });
    expect(screen.getByTestId('slip-bar').textContent).toContain('共1注 2.00元 1项失效');
    fireEvent.click(screen.getByRole('button', { name: '展开投注单' }));
    const sheet = within(screen.getByRole('dialog', { name: '投注单' }));
    expect(sheet.getAllByTestId('slip-match')[0]?.textContent).toContain('已停售');
    fireEvent.click(sheet.getByRole('button', { name: '移除失效选项' }));
    expect(useSlip.getState().selections.map((pick) => pick.matchId)).toEqual([2]);
  });
});

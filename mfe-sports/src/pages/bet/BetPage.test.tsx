import { ApiError, publicChannels, useToastStore } from '@app/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersApi } from '../../api/orders';
import { type MatchListItem, sportsApi } from '../../api/sports';
import { useSlip } from '../../slip/useSlip';
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
  useSlip.setState({
    selections: [],
    sport: 'football',
    betType: 'winDrawLose',
    mode: 'single',
    combos: [],
    amount: '2',
    multiple: '1',
  });
  vi.spyOn(sportsApi, 'leaguesList').mockResolvedValue([]);
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

describe('football bet page', () => {
  it('shows odds that moved while the page is open, on the match and play they belong to', async () => {
    renderPage();
    await screen.findByTestId('match-2');
    act(() => {
      publicChannels.dispatch('live-matches', 'odds.updated', {
        match_id: 2,
        play: 'winDrawLose',
        options: [{ option: 'win', odds: '1.45' }],
      });
      publicChannels.dispatch('live-matches', 'odds.updated', {
        match_id: 3,
        play: 'handicap',
        options: [{ option: 'win', odds: '9.99' }],
      });
    });
    expect(option(2, '胜').textContent).toBe('胜1.45');
    expect(option(2, '平').textContent).toBe('平3.90');
    expect(option(3, '胜').textContent).toBe('胜3.00');
  });

  it('builds a 3串4 slip: 4注 8元 with its prize range, and places it', async () => {
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
    for (const id of [1, 2, 3]) fireEvent.click(option(id, '胜'));
    expect(option(1, '胜').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '3串4' }));
    fireEvent.click(screen.getByRole('button', { name: '3串1' }));
    expect(screen.getByTestId('slip-figures').textContent).toBe('共4注8.00元 · 预计奖金6.00~45.00元');
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
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
    });
    expect(submit.mock.calls[0]?.[1]).toMatch(/^slip-/);
    expect(useSlip.getState().selections).toEqual([]);
  });

  it('on moved odds takes the new odds into the slip and says so', async () => {
    vi.spyOn(ordersApi, 'submit').mockRejectedValue(
      new ApiError({ code: 409, status: 409, message: '赔率已变化' }),
    );
    vi.spyOn(sportsApi, 'plays').mockResolvedValue({
      match_id: 1,
      sport_type: 1,
      can_bet: true,
      plays: [match(1, ['2.20', '3.10', '3.60']).odds as never],
    });
    renderPage();
    await screen.findByTestId('match-1');
    fireEvent.click(option(1, '胜'));
    expect(screen.getByTestId('slip-figures').textContent).toContain('4.00~4.00');
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    await waitFor(() => expect(useSlip.getState().selections[0]?.odds).toBe('2.20'));
    expect(useToastStore.getState().current?.message).toBe('赔率已变化，已更新为最新赔率，请确认后再次投注');
  });
});

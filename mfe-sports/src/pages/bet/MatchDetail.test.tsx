import { publicChannels } from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MatchDetail, type MatchListItem, sportsApi } from '../../api/sports';
import { EMPTY_SLIP, useSlip } from '../../slip/useSlip';
import { BetPage } from './BetPage';

const options = (names: string[], codes: string[], odds: string[]) =>
  names.map((name, i) => ({ option: codes[i] as string, name, odds: odds[i] as string }));

const detail: MatchDetail = {
  id: 5,
  sport_type: 1,
  sport_name: '足球',
  league_id: 1,
  league_name: '英超',
  match_no: '周六005',
  home_team_id: 10,
  home_team: '曼联',
  away_team_id: 11,
  away_team: '阿森纳',
  start_time: '2030-01-01T12:00:00Z',
  status: 0,
  status_text: '未开赛',
  minute: 0,
  home_score: null,
  away_score: null,
  half_home_score: null,
  half_away_score: null,
  can_bet: true,
  statistics: {},
  intelligence: [],
  plays: [
    {
      play: 'winDrawLose',
      name: '胜平负',
      line: '',
      max_passes: 8,
      single: true,
      options: options(['胜', '平', '负'], ['win', 'draw', 'lose'], ['2.00', '3.10', '3.60']),
    },
    {
      play: 'handicap',
      name: '让球胜平负',
      line: '-1',
      max_passes: 8,
      single: true,
      options: options(['让胜', '让平', '让负'], ['win', 'draw', 'lose'], ['3.50', '3.30', '1.90']),
    },
  ],
};

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/betPages/football/index" element={<BetPage />} />
        <Route path="/betPages/basketball/index" element={<BetPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSlip.setState({ ...EMPTY_SLIP, sport: 'football', betType: 'winDrawLose' });
  vi.spyOn(sportsApi, 'detail').mockResolvedValue(detail);
  vi.spyOn(sportsApi, 'plays').mockResolvedValue({ match_id: 5, sport_type: 1, can_bet: true, plays: [] });
  vi.spyOn(sportsApi, 'leaguesList').mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  publicChannels.reset();
});

describe('match detail', () => {
  it('opens from a match of the bet list', async () => {
    const { odds, ...info } = { ...detail, odds: detail.plays[0] ?? null };
    const listed: MatchListItem = { ...info, odds, play_count: 2 };
    vi.spyOn(sportsApi, 'sportMatches').mockResolvedValue({
      list: [listed],
      total: 1,
      page: 1,
      per_page: 50,
    });
    renderAt('/betPages/football/index');
    fireEvent.click(within(await screen.findByTestId('match-5')).getByTestId('open-match-detail'));
    expect(await screen.findByTestId('detail-match-head')).toBeTruthy();
    expect(sportsApi.detail).toHaveBeenCalledWith(5, { silent: true });
  });

  it('shows every play of the match, grouped, in Beijing time; an option tapped goes to the slip bar', async () => {
    renderAt('/betPages/football/index?match_id=5');
    const head = await screen.findByTestId('detail-match-head');
    expect(head.textContent).toContain('01-01 20:00');
    const handicap = screen.getByTestId('play-handicap');
    expect(handicap.textContent).toContain('让球胜平负-1');
    fireEvent.click(within(handicap).getByRole('button', { name: '让胜3.50' }));
    expect(useSlip.getState().selections).toMatchObject([
      { matchId: 5, play: 'handicap', option: 'win', odds: '3.50', line: '-1', home: '曼联' },
    ]);
    expect(within(handicap).getByRole('button', { name: '让胜3.50' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByTestId('slip-bar')).toBeTruthy();
  });

  it('basketball 让分 reads like football 让球: home giving 7.5 shows -7.5, in the play and in the slip', async () => {
    const basketball: MatchDetail = {
      ...detail,
      sport_type: 2,
      sport_name: '篮球',
      plays: [
        {
          play: 'handicap',
          name: '让分胜负',
          // SPEC: 让分主胜 wins when home − away − 7.5 > 0, i.e. home gives 7.5.
          line: '7.5',
          max_passes: 8,
          single: true,
          options: options(['让分主胜', '让分主负'], ['win', 'lose'], ['1.75', '1.95']),
        },
      ],
    };
    vi.mocked(sportsApi.detail).mockResolvedValue(basketball);
    useSlip.setState({ ...EMPTY_SLIP, sport: 'basketball', betType: 'win-lose' });
    renderAt('/betPages/basketball/index?match_id=5');
    const handicap = await screen.findByTestId('play-handicap');
    expect(handicap.textContent).toContain('让分胜负-7.5');
    fireEvent.click(within(handicap).getByRole('button', { name: '让分主胜1.75' }));
    fireEvent.click(screen.getByRole('button', { name: '展开投注单' }));
    const sheet = within(screen.getByRole('dialog', { name: '投注单' }));
    expect(sheet.getByText(/让分胜负/).textContent).toContain('让分胜负(-7.5)');
  });

  it('follows odds moves of this match', async () => {
    renderAt('/betPages/football/index?match_id=5');
    await screen.findByTestId('detail-match-head');
    act(() =>
      publicChannels.dispatch(REALTIME_CHANNELS.liveMatches, REALTIME_EVENTS.oddsUpdated, {
        match_id: 5,
        play: 'winDrawLose',
        options: [{ option: 'win', odds: '1.95' }],
      }),
    );
    expect(
      within(screen.getByTestId('play-winDrawLose')).getByRole('button', { name: '胜1.95' }),
    ).toBeTruthy();
  });
});

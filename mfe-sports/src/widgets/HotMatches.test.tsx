import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MatchListItem, sportsApi } from '../api/sports';
import { EMPTY_SLIP, useSlip } from '../slip/useSlip';
import { HotMatches } from '../widgets';

const match = (id: number, canBet = true): MatchListItem => ({
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
  can_bet: canBet,
  play_count: 5,
  odds: {
    play: 'winDrawLose',
    name: '胜平负',
    line: '',
    max_passes: 8,
    single: true,
    options: [
      { option: 'win', name: '胜', odds: '2.00' },
      { option: 'draw', name: '平', odds: '3.10' },
      { option: 'lose', name: '负', odds: '3.60' },
    ],
  },
});

beforeEach(() => {
  // The slip starts as basketball's (SPEC 3): a football pick from home switches it to football.
  useSlip.setState(EMPTY_SLIP);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HotMatches widget (热门赛事)', () => {
  it('shows the next open football matches offering 胜平负 单关, in Beijing time; an odd tapped goes to the slip', async () => {
    const parlayOnly = match(3);
    if (parlayOnly.odds) parlayOnly.odds.single = false;
    const matches = vi.spyOn(sportsApi, 'sportMatches').mockResolvedValue({
      list: [match(1, false), match(2), parlayOnly, match(4), match(5), match(6)],
      total: 5,
      page: 1,
      per_page: 10,
    });
    render(<HotMatches />, { wrapper: MemoryRouter });
    const first = await screen.findByTestId('hot-match-2');
    expect(matches).toHaveBeenCalledWith(
      'football',
      { status: 0, play: 'winDrawLose', single: 1, per_page: 6 },
      { silent: true },
    );
    expect(screen.queryByTestId('hot-match-1')).toBeNull();
    expect(screen.queryByTestId('hot-match-3')).toBeNull();
    expect(screen.getByTestId('hot-match-5')).toBeTruthy();
    expect(screen.queryByTestId('hot-match-6')).toBeNull();
    expect(first.textContent).toContain('英超 · 2030-01-01 20:00:00');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/betPages/football/index?match_id=2');
    fireEvent.click(within(first).getByRole('button', { name: '平3.10' }));
    expect(useSlip.getState().selections).toMatchObject([
      { matchId: 2, play: 'winDrawLose', option: 'draw' },
    ]);
    expect(screen.getByTestId('hot-matches-go').textContent).toBe('已选1项 · 去投注');
  });
});

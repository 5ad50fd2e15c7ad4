import { DEFAULT_APP_CONFIG, useAppConfig } from '@app/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sportsApi } from '../../api/sports';
import { GameplayPage } from './GameplayPage';

function renderWith(overrides: Partial<typeof DEFAULT_APP_CONFIG>) {
  useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, ...overrides } });
  render(<GameplayPage />, { wrapper: MemoryRouter });
  return screen.getAllByRole('link').map((link) => link.textContent);
}

beforeEach(() => {
  vi.spyOn(sportsApi, 'leaguesList').mockResolvedValue([]);
  vi.spyOn(sportsApi, 'sportMatches').mockResolvedValue({ list: [], total: 0, page: 1, per_page: 50 });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
});

describe('gameplay tab', () => {
  it('is a tab root: title 竞猜 and no back arrow', () => {
    renderWith({});
    expect(screen.getByRole('heading', { name: '竞猜' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('offers football, basketball, live ball, real-time scores and orders', () => {
    expect(renderWith({})).toEqual(['足足球', '篮篮球', '滚滚球', '时即时比分', '单我的注单']);
  });

  it('drops 滚球 with nav_live_ball_enabled off and 即时比分 with nav_real_time_enabled off', () => {
    expect(renderWith({ nav_live_ball_enabled: false, nav_real_time_enabled: false })).toEqual([
      '足足球',
      '篮篮球',
      '单我的注单',
    ]);
  });

  it('lists the matches of the chosen sport and day with their odds', async () => {
    const matches = vi.spyOn(sportsApi, 'sportMatches').mockResolvedValue({
      list: [
        {
          id: 5,
          home_team: '湖人',
          away_team: '勇士',
          league_name: 'NBA',
          start_time: '2030-01-01T12:00:00Z',
          status_text: '未开赛',
          can_bet: true,
          odds: { options: [{ option: 'win', name: '主胜', odds: '1.70' }] },
        } as never,
      ],
      total: 1,
      page: 1,
      per_page: 50,
    });
    renderWith({});
    fireEvent.click(screen.getByRole('tab', { name: '篮球' }));
    expect((await screen.findByTestId('gameplay-match-5')).textContent).toContain('主胜1.70');
    expect(matches).toHaveBeenLastCalledWith('basketball', expect.objectContaining({ per_page: 50 }), {
      silent: true,
    });
  });

  it('shows a started match with its score and minute instead of odds, linking to its live page', async () => {
    vi.spyOn(sportsApi, 'sportMatches').mockResolvedValue({
      list: [
        {
          id: 9,
          home_team: '曼彻斯特联足球俱乐部',
          away_team: '阿森纳',
          league_name: '英超',
          start_time: '2030-01-01T12:00:00Z',
          status: 1,
          status_text: '进行中',
          minute: 67,
          home_score: 2,
          away_score: 1,
          can_bet: false,
          odds: { options: [{ option: 'win', name: '胜', odds: '1.70' }] },
        } as never,
      ],
      total: 1,
      page: 1,
      per_page: 50,
    });
    renderWith({});
    const row = await screen.findByTestId('gameplay-match-9');
    expect(row.textContent).toContain('2 : 1');
    expect(row.textContent).toContain("67'");
    expect(row.textContent).not.toContain('1.70');
    expect(row.getAttribute('href')).toContain('/pages/live-match/detail?id=9');
  });
});

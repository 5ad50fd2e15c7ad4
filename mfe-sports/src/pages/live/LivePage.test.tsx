import { liveApi, type MatchDetail } from '@app/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFRESH_MS, LivePage } from './LivePage';

const detail = (home: number, minute: number) =>
  ({
    id: 7,
    league_name: '英超',
    status: 1,
    status_text: '进行中',
    minute,
    home_team: '曼城',
    away_team: '阿森纳',
    home_score: home,
    away_score: 0,
    statistics: { possession: [55, 45] },
    intelligence: ['曼城近5场比赛保持不败'],
  }) as unknown as MatchDetail;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('live match', () => {
  it('updates the score without a reload and shows statistics and intelligence', async () => {
    vi.useFakeTimers();
    const load = vi
      .spyOn(liveApi, 'detail')
      .mockResolvedValueOnce(detail(0, 30))
      .mockResolvedValue(detail(1, 40));
    render(
      <MemoryRouter initialEntries={['/pages/live-match/detail?id=7']}>
        <LivePage />
      </MemoryRouter>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByTestId('live-score').textContent).toBe('0 : 0');
    expect(screen.getByText('控球率')).toBeTruthy();
    expect(screen.getByText('曼城近5场比赛保持不败')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    });
    expect(screen.getByTestId('live-score').textContent).toBe('1 : 0');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lists live matches of the chosen sport', async () => {
    const football = vi.spyOn(liveApi, 'football').mockResolvedValue({
      list: [{ ...detail(2, 70), odds: null, play_count: 5 } as never],
      total: 1,
      page: 1,
      per_page: 50,
    });
    render(
      <MemoryRouter initialEntries={['/pages/live-match/detail']}>
        <LivePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText("70'")).toBeTruthy();
    expect(football).toHaveBeenCalled();
  });
});

import { liveApi, type MatchDetail } from '@app/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFRESH_MS, LivePage } from './LivePage';

const winDrawLose = (home: string) => ({
  play: 'spf',
  name: '胜平负',
  line: '',
  max_passes: 8,
  options: [
    { option: 'home', name: '主胜', odds: home },
    { option: 'draw', name: '平', odds: '3.20' },
    { option: 'away', name: '客胜', odds: '4.10' },
  ],
});

const detail = (home: number, minute: number, homeOdds = '1.85') =>
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
    plays: [winDrawLose(homeOdds)],
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

  it('shows the current odds and marks the ones that moved at the next refresh', async () => {
    vi.useFakeTimers();
    vi.spyOn(liveApi, 'detail')
      .mockResolvedValueOnce(detail(0, 30, '1.85'))
      .mockResolvedValue(detail(1, 40, '1.60'));
    render(
      <MemoryRouter initialEntries={['/pages/live-match/detail?id=7']}>
        <LivePage />
      </MemoryRouter>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    const play = () => screen.getByTestId('live-play-spf');
    expect(screen.getByText('即时赔率')).toBeTruthy();
    expect(within(play()).getByText('胜平负')).toBeTruthy();
    expect(within(play()).getByText('主胜').textContent).toBe('主胜1.85');
    expect(within(play()).getByText('3.20')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    });
    expect(within(play()).getByText('主胜').textContent).toBe('主胜1.60 ↓');
    expect(within(play()).getByText('3.20')).toBeTruthy();
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

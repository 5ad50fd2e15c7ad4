import { publicChannels, useRealtime } from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inplayApi } from '../../api/inplay';
import { liveApi } from '../../api/live';
import type { MatchDetail } from '../../api/sports';
import { useInPlay } from '../../inplay/useInPlay';
import { useLive } from '../../store/live';
import { LIVE_REFRESH_MS } from '../../store/useLiveFeed';
import { LivePage } from './LivePage';

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
  useLive.setState({ lists: {}, details: {} });
  useInPlay.setState({ picks: [], markets: {} });
  useRealtime.setState({ status: 'idle' });
  publicChannels.reset();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LivePage />
    </MemoryRouter>,
  );

describe('live match', () => {
  it('with the socket connected, follows score and odds events instead of polling', async () => {
    vi.useFakeTimers();
    useRealtime.setState({ status: 'connected' });
    const load = vi.spyOn(liveApi, 'detail').mockResolvedValue(detail(0, 30));
    renderAt('/pages/live-match/detail?id=7');
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByTestId('live-score').textContent).toBe('0 : 0');

    act(() => {
      publicChannels.dispatch(REALTIME_CHANNELS.liveMatches, REALTIME_EVENTS.scoreUpdated, {
        match_id: 7,
        sport_type: 1,
        status: 1,
        status_text: '进行中',
        minute: 52,
        home_score: 2,
        away_score: 1,
      });
      publicChannels.dispatch(REALTIME_CHANNELS.liveMatches, REALTIME_EVENTS.oddsUpdated, {
        match_id: 7,
        play: 'spf',
        options: [{ option: 'home', odds: '1.50' }],
      });
    });
    expect(screen.getByTestId('live-score').textContent).toBe('2 : 1');
    expect(screen.getByText("比赛进行中 52'")).toBeTruthy();
    expect(within(screen.getByTestId('live-play-spf')).getByText('主胜').textContent).toBe('主胜1.50 ↓');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 3);
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads once when the socket comes back, and polls while it is down', async () => {
    vi.useFakeTimers();
    const load = vi.spyOn(liveApi, 'detail').mockResolvedValue(detail(0, 30));
    renderAt('/pages/live-match/detail?id=7');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      useRealtime.setState({ status: 'connected' });
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 2);
    });
    expect(load).toHaveBeenCalledTimes(3);
  });

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

  it('lists each live match with its 滚球 label and main odds, and reads 中场 at half-time', async () => {
    vi.spyOn(liveApi, 'football').mockResolvedValue({
      list: [
        {
          ...detail(1, 45),
          sport_type: 1,
          half_home_score: 1,
          odds: winDrawLose('1.40'),
          play_count: 3,
        } as never,
        { ...detail(0, 12), id: 8, sport_type: 1, half_home_score: null, odds: null, play_count: 3 } as never,
      ],
      total: 2,
      page: 1,
      per_page: 50,
    });
    renderAt('/pages/live-match/detail');
    const rows = await screen.findAllByTestId('live-list-match');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('滚球')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByTestId('live-list-odds').textContent).toBe(
      '主胜 1.40平 3.20客胜 4.10',
    );
    expect(screen.getByText('中场')).toBeTruthy();
    expect(screen.getByText("12'")).toBeTruthy();
  });

  it("shows a lock instead of prices while the match's markets are suspended", async () => {
    // a live football match: its board is the in-play one (胜平负 is winDrawLose there)
    const live = detail(1, 60);
    vi.spyOn(liveApi, 'detail').mockResolvedValue({
      ...live,
      sport_type: 1,
      plays: [{ ...winDrawLose('1.85'), play: 'winDrawLose' }],
    } as MatchDetail);
    vi.spyOn(inplayApi, 'markets').mockResolvedValue({
      markets: [{ match_id: 7, open: false, reason: '进球' }],
      bet_delay_seconds: 5,
    } as never);
    renderAt('/pages/live-match/detail?id=7');
    const locked = await screen.findAllByTestId('locked-option');
    expect(locked).toHaveLength(3);
    expect(within(locked[0] as HTMLElement).getByRole('img', { name: '已锁盘' })).toBeTruthy();
    expect(screen.queryByText('3.20')).toBeNull();
    expect(screen.getByTestId('inplay-suspended').textContent).toContain('进球');
    // the market reopens: the prices come back
    act(() => {
      useInPlay.getState().applyMarket({ match_id: 7, open: true, reason: null });
    });
    expect(await screen.findByText('3.20')).toBeTruthy();
    expect(screen.queryByTestId('locked-option')).toBeNull();
  });
});

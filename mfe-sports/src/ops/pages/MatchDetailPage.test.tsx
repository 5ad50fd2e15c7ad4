import { mockHttp, ok } from '@app/shared/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import sportsOps from '../index';
import { MatchDetailPage } from './MatchDetailPage';

afterEach(cleanup);

const held = {
  id: 5,
  sport_type: 1,
  sport_name: '足球',
  league_name: '英超',
  match_no: '周六005',
  home_team: '曼联',
  away_team: '阿森纳',
  start_time: '2026-11-27T12:00:00Z',
  status: 1,
  status_text: '进行中',
  minute: 30,
  home_score: 0,
  away_score: 0,
  half_home_score: null,
  half_away_score: null,
  settled: false,
  market: { open: false, reason: '进球确认' },
  open_orders: 2,
  open_stake: '40.00',
  plays: [
    {
      play: 'winDrawLose',
      name: '胜平负',
      line: '',
      max_passes: 8,
      single: true,
      options: [
        { option: 'win', name: '胜', odds: '2.00' },
        { option: 'draw', name: '平', odds: '3.10' },
      ],
    },
    {
      play: 'handicap',
      name: '让球胜平负',
      line: '-1',
      max_passes: 8,
      single: false,
      options: [{ option: 'win', name: '让胜', odds: '3.50' }],
    },
  ],
};

describe('比赛详情 (operators)', () => {
  it('shows every market with its prices and reopens held in-play markets', async () => {
    const calls = mockHttp(() => ok(held));
    render(
      <MemoryRouter initialEntries={['/sports/matches/5']}>
        <Routes>
          <Route path="/sports/matches/:id" element={<MatchDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('article', { name: '让球胜平负' })).textContent).toContain('让胜3.50');
    expect(screen.getByRole('article', { name: '胜平负' }).textContent).toContain('平3.10');
    expect(screen.getByText('已暂停（进球确认）')).toBeTruthy();
    expect(screen.getByTestId('ops-open-orders').textContent).toBe('2 笔 · 40.00 元');

    fireEvent.click(screen.getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['GET', 'POST', 'GET']));
    expect(calls[1]?.url).toBe(`${location.origin}/api/ops/matches/5/resume`);
  });

  it('is mounted by the console as a link-only page of 赛事交易 behind trading.read', () => {
    expect(sportsOps).toMatchObject({ section: 'sports', title: '赛事交易' });
    expect(sportsOps.pages.map(({ path, permission, menu }) => ({ path, permission, menu }))).toEqual([
      { path: 'matches', permission: 'trading.read', menu: undefined },
      { path: 'matches/:id', permission: 'trading.read', menu: false },
      { path: 'liability', permission: 'trading.read', menu: undefined },
    ]);
  });
});

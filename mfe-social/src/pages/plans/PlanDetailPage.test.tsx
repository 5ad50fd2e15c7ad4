import { ApiError, useSession } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PlanFollow, plansApi } from '../../api/plans';
import { PlanDetailPage } from './PlanDetailPage';
import { planDetail } from './plans.fixture';

function show() {
  render(
    <MemoryRouter initialEntries={['/planPages/detail?id=12']}>
      <Routes>
        <Route path="/planPages/detail" element={<PlanDetailPage />} />
        <Route path="/pages/login/login" element={<p>登录页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const placed: PlanFollow = {
  id: 40,
  plan_id: 12,
  multiple: 5,
  stake: '10.00',
  order_no: 'S20261128000040',
  order_status: 0,
  order_status_text: '待开奖',
  payout: '0.00',
  commission: '0.00',
  created_at: '2026-11-28T11:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

describe('plan detail page', () => {
  it('follows at the chosen multiple, retries a failed follow with the same key, then shows the follow', async () => {
    useSession.setState({ token: 'tok' });
    const detail = vi
      .spyOn(plansApi, 'detail')
      .mockResolvedValueOnce(planDetail())
      .mockResolvedValue(planDetail({ my_follows: [placed], followers: 5 }));
    const follow = vi
      .spyOn(plansApi, 'follow')
      .mockRejectedValueOnce(new ApiError({ code: 0, status: 0, message: '网络异常' }))
      .mockResolvedValue(placed);
    show();

    expect(await screen.findByText('2串1 · 篮球 · 2场')).toBeTruthy();
    expect(screen.getByText(/近10中7 · 回报率132.50% · 3连红/)).toBeTruthy();
    expect(screen.getByTestId('plan-analysis').innerHTML).not.toContain('script');
    fireEvent.click(screen.getByRole('button', { name: '5倍' }));
    expect(screen.getByTestId('follow-stake').textContent).toBe('10.00');

    fireEvent.click(screen.getByRole('button', { name: '立即跟单' }));
    await waitFor(() => expect(follow).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '立即跟单' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: '立即跟单' }));
    await waitFor(() => expect(follow).toHaveBeenCalledTimes(2));

    const [first, second] = follow.mock.calls;
    expect(first?.slice(0, 2)).toEqual([12, 5]);
    expect(first?.[2]).toMatch(/^plan-follow-[0-9a-f]{32}$/);
    expect(second?.[2]).toBe(first?.[2]);
    const mine = await screen.findByRole('heading', { name: '我的跟单' });
    expect(within(mine.parentElement as HTMLElement).getByText(/5倍 · 投注 10.00 元/)).toBeTruthy();
    expect(detail).toHaveBeenCalledTimes(2);
  });

  it('a follow after a success uses a fresh key, so the player can follow the same plan twice on purpose', async () => {
    useSession.setState({ token: 'tok' });
    vi.spyOn(plansApi, 'detail').mockResolvedValue(planDetail());
    const follow = vi.spyOn(plansApi, 'follow').mockResolvedValue(placed);
    show();
    fireEvent.click(await screen.findByRole('button', { name: '立即跟单' }));
    await waitFor(() => expect(follow).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '立即跟单' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: '立即跟单' }));
    await waitFor(() => expect(follow).toHaveBeenCalledTimes(2));
    expect(follow.mock.calls[1]?.[2]).not.toBe(follow.mock.calls[0]?.[2]);
  });

  it('sends a signed-out player to log in instead of following', async () => {
    vi.spyOn(plansApi, 'detail').mockResolvedValue(planDetail());
    const follow = vi.spyOn(plansApi, 'follow');
    show();
    fireEvent.click(await screen.findByRole('button', { name: '立即跟单' }));
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(follow).not.toHaveBeenCalled();
  });

  it('offers no follow on a closed plan or on the player’s own, and shows how a settled plan ended', async () => {
    useSession.setState({ token: 'tok' });
    vi.spyOn(plansApi, 'detail').mockResolvedValue(
      planDetail({ status: 'settled', status_text: '已结算', result: 'won' }),
    );
    show();
    expect(await screen.findByText('方案已结算')).toBeTruthy();
    expect(screen.getByTestId('plan-status').textContent).toBe('红单');
    expect(screen.queryByRole('button', { name: '立即跟单' })).toBeNull();
    cleanup();

    vi.spyOn(plansApi, 'detail').mockResolvedValue(planDetail({ mine: true }));
    show();
    expect(await screen.findByText('这是你发布的方案')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即跟单' })).toBeNull();
  });

  it('keeps the typed multiple within 1 to 9999', async () => {
    vi.spyOn(plansApi, 'detail').mockResolvedValue(planDetail());
    show();
    const input = await screen.findByLabelText('跟单倍数');
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByTestId('follow-stake').textContent).toBe('2.00');
    fireEvent.change(input, { target: { value: '123456' } });
    expect(screen.getByTestId('follow-stake').textContent).toBe('19,998.00');
  });
});

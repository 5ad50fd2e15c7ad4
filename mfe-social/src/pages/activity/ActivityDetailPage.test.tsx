import { type UserInfo, useRealtime, useSession } from '@app/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Activity, activityApi } from '../../api/activity';
import { ActivityDetailPage } from './ActivityDetailPage';

const activity: Activity = {
  id: 2,
  type_id: 1,
  type_name: '新人专享',
  title: '新人礼金',
  summary: '注册 7 天内领取 8 元',
  content: '<img src=x onerror=alert(1)>\n1. 每位会员限领一次',
  banner: '',
  reward: '8.00',
  period: 'once',
  period_text: '每人限一次',
  kind: 'newcomer',
  automatic: true,
  auto_grant: false,
  grant_text: '领取即到账',
  period_key: 'once',
  condition: '注册7天内可领取',
  starts_at: null,
  ends_at: null,
};

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/activityPages/detail?id=2']}>
      <Routes>
        <Route path="/activityPages/detail" element={<ActivityDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  useSession.setState({ token: 't', user: { id: 1, username: 'demo' } as UserInfo });
  vi.spyOn(activityApi, 'detail').mockResolvedValue(activity);
  vi.spyOn(activityApi, 'applicationStatus').mockResolvedValue({
    activity_id: 2,
    applied: false,
    application: null,
    can_apply: true,
    eligible: true,
    reason: '',
    progress: 100,
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('activity detail', () => {
  it('an automatic activity is claimed (paid at once), a manual one is applied for review', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByTestId('activity-apply').textContent).toBe('立即领取'));
    cleanup();
    vi.spyOn(activityApi, 'detail').mockResolvedValue({ ...activity, automatic: false, kind: 'manual' });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('activity-apply').textContent).toBe('立即申请'));
  });

  it('an automatic grant is never applied for: 满足条件后自动发放 until paid, then 已发放', async () => {
    vi.spyOn(activityApi, 'detail').mockResolvedValue({
      ...activity,
      auto_grant: true,
      grant_text: '自动发放',
    });
    vi.spyOn(activityApi, 'applicationStatus').mockResolvedValue({
      activity_id: 2,
      applied: false,
      application: null,
      can_apply: false,
      eligible: false,
      reason: '暂未满足条件：累计充值满 100.00 元即可领取',
      progress: 40,
    });
    renderPage();
    const button = await screen.findByTestId('activity-apply');
    await waitFor(() => expect(button.textContent).toBe('满足条件后自动发放'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    vi.spyOn(activityApi, 'applicationStatus').mockResolvedValue({
      activity_id: 2,
      applied: true,
      application: {
        id: 9,
        activity_id: 2,
        period: 'once',
        status: 1,
        status_text: '已发放',
        reward: '8.00',
        remark: '满足条件，系统自动发放',
        reviewed_at: null,
        created_at: '2026-11-21T08:00:00.000Z',
      },
      can_apply: false,
      eligible: true,
      reason: '',
      progress: 100,
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('activity-apply').textContent).toBe('已发放'));
    expect(screen.getByTestId('activity-my-status').textContent).toContain('本期奖励');
  });

  it('a realtime notification (an automatic grant announced) reads the player’s status again', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByTestId('activity-apply').textContent).toBe('立即领取'));
    const asked = vi.mocked(activityApi.applicationStatus).mock.calls.length;
    act(() =>
      useRealtime.setState({
        notifications: [
          { id: 'n1', read: false, title: '活动奖励', message: '新人礼金 8.00 元已到账', timestamp: 1 },
        ],
      }),
    );
    await waitFor(() => expect(activityApi.applicationStatus).toHaveBeenCalledTimes(asked + 1));
  });

  it('renders the rules as text, never as markup', async () => {
    renderPage();
    const rules = await screen.findByTestId('activity-rules');
    expect(rules.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(rules.querySelector('img')).toBeNull();
  });

  it('retries a failed apply with the same Idempotency-Key, so the reward is asked for once', async () => {
    const apply = vi
      .spyOn(activityApi, 'apply')
      .mockRejectedValueOnce(new Error('网络异常，请检查网络'))
      .mockResolvedValueOnce({
        id: 5,
        activity_id: 2,
        period: 'once',
        status: 1,
        status_text: '已发放',
        reward: '8.00',
        remark: '',
        reviewed_at: null,
        created_at: '2026-11-21T08:00:00.000Z',
        repeated: false,
        balance: '8.00',
      });
    renderPage();
    const button = await screen.findByTestId('activity-apply');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(2));
    const [first, second] = apply.mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });
});

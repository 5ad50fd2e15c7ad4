import { type OpsChannelWatch, useOpsLive } from '@app/shared';
import type { DashboardAnswer, DashboardFigures } from '@app/shared/ops';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOperatorSession } from '../../session/operatorSession';
import { opsApi } from '../../session/opsApi';
import { Dashboard } from './Dashboard';

const figures: DashboardFigures = {
  pending_withdrawals: { count: 3, amount: '1500.00' },
  pending_recharges: { count: 1, amount: '200.00' },
  pending_applications: { activities: 4, agents: 1 },
  today: { date: '2026-11-28', turnover: '12000.50', payout: '9000.00', gross_gaming_revenue: '3000.50' },
  online_players: 42,
};
const answer: DashboardAnswer = {
  ...figures,
  live: { app_key: 'key', channel: REALTIME_CHANNELS.opsDashboard, event: REALTIME_EVENTS.dashboardUpdated },
};

/** The figures the server pushes, and the channel's connection state, as the test drives them. */
let push: (next: DashboardFigures) => void = () => {};
let connect: (connected: boolean) => void = () => {};
const disconnect = vi.fn();

/** The console's socket client, as the test drives it. */
const watch = vi.fn<OpsChannelWatch>(async (_live, onEvent, onLive) => {
  push = (next) => onEvent(REALTIME_EVENTS.dashboardUpdated, next);
  connect = onLive;
  return disconnect;
});

beforeEach(() => useOpsLive.setState({ watch }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  disconnect.mockClear();
  watch.mockClear();
});

const cardValue = (label: string) => screen.getByText(label).parentElement?.textContent;

describe('运营概览', () => {
  it('shows the figures, then each push from the live channel, and leaves the channel when closed', async () => {
    vi.spyOn(opsApi, 'dashboard').mockResolvedValue(answer);
    const view = render(<Dashboard />);
    expect(await screen.findByText('待审核提现')).toBeTruthy();
    expect(cardValue('待审核提现')).toContain('3笔');
    expect(screen.getByText('未连接实时更新')).toBeTruthy();

    act(() => connect(true));
    expect(screen.getByText('实时更新中')).toBeTruthy();
    act(() => push({ ...figures, pending_withdrawals: { count: 5, amount: '2600.00' } }));
    expect(cardValue('待审核提现')).toContain('5笔');
    expect(cardValue('待审核提现')).toContain('合计 ¥2,600.00');
    expect(watch).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the figures cannot be read, and shows them once they are', async () => {
    vi.spyOn(opsApi, 'dashboard').mockRejectedValueOnce(new Error('503')).mockResolvedValue(answer);
    render(<Dashboard />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('待审核提现')).toBeTruthy();
  });

  it('another operator signing in never sees the figures read for the last one', async () => {
    vi.spyOn(opsApi, 'dashboard').mockResolvedValueOnce(answer);
    const first = render(<Dashboard />);
    expect(await screen.findByText('待审核提现')).toBeTruthy();
    first.unmount();
    act(() => useOperatorSession.setState({ token: 'another-operator' }));
    vi.spyOn(opsApi, 'dashboard').mockReturnValue(new Promise(() => {}));
    render(<Dashboard />);
    expect(screen.queryByText('待审核提现')).toBeNull();
  });
});

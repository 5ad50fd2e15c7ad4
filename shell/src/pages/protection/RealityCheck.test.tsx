import { type UserInfo, useSession } from '@app/shared';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { protectionOf } from './protectionTesting';
import { RealityCheck } from './RealityCheck';
import { useRealityCheckMinutes } from './realityCheckStore';

const api = vi.hoisted(() => ({ read: vi.fn(), session: vi.fn() }));
vi.mock('./protectionApi', () => ({ protectionApi: api }));

const MINUTE = 60_000;
const player = { id: 7, username: 'demo', balance: '100' } as UserInfo;

describe('RealityCheck (现实提醒)', () => {
  const logout = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    api.read.mockReset().mockResolvedValue(protectionOf([], { reality_check_minutes: 30 }));
    // Signed in 10 minutes ago, lost 12.50 so far.
    api.session.mockReset().mockImplementation(async () => ({
      started_at: '2026-11-27T11:50:00.000Z',
      minutes: Math.floor((Date.now() - Date.parse('2026-11-27T11:50:00Z')) / MINUTE),
      net: '-12.50',
    }));
    logout.mockReset().mockResolvedValue(undefined);
    useRealityCheckMinutes.setState({ minutes: null });
    useSession.setState({ user: player, token: 'tok', logout });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the time played and the net result at each 30 minutes of the session; 继续 waits for the next', async () => {
    renderAt('/pages/home/home', <RealityCheck />);
    await act(() => vi.advanceTimersByTimeAsync(19 * MINUTE));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(screen.getByTestId('reality-check').textContent).toBe(
      '您本次登录已 30 分钟，输 12.50 元。请合理安排时间，理性投注。',
    );

    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    expect(screen.getByTestId('reality-check').textContent).toContain('已 60 分钟');
  });

  it('退出 signs the player out and goes home', async () => {
    renderAt('/pages/mine/mine', <RealityCheck />);
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/pages/home/home');
  });

  it('says 输赢持平 when the session is even, and 赢 with the amount when it is up', async () => {
    const session = { started_at: '2026-11-27T11:50:00.000Z', minutes: 30, net: '0.00' };
    api.session.mockResolvedValue(session);
    renderAt('/pages/home/home', <RealityCheck />);
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
    expect(screen.getByTestId('reality-check').textContent).toBe(
      '您本次登录已 30 分钟，输赢持平。请合理安排时间，理性投注。',
    );

    api.session.mockResolvedValue({ ...session, minutes: 60, net: '8.00' });
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    expect(screen.getByTestId('reality-check').textContent).toBe(
      '您本次登录已 60 分钟，赢 8.00 元。请合理安排时间，理性投注。',
    );
  });

  it('stays quiet when the player chose no reminder', async () => {
    api.read.mockResolvedValue(protectionOf());
    renderAt('/pages/home/home', <RealityCheck />);
    await act(() => vi.advanceTimersByTimeAsync(120 * MINUTE));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(api.session).not.toHaveBeenCalled();
  });
});

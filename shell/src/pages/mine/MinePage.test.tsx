import { realtimeWriter, type UserInfo, useSession } from '@app/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleBalanceChanged } from '../../realtime/eventHandlers';
import { renderAt } from '../testing/renderAt';
import { MinePage } from './MinePage';

const api = vi.hoisted(() => ({ balance: vi.fn(), vipLevel: vi.fn(), me: vi.fn() }));

// Into the real userApi object: the shared balance read (refreshBalance) calls it from inside @app/shared.
vi.mock('@app/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@app/shared')>();
  Object.assign(actual.userApi, api);
  return actual;
});

const figures = { codingvolume: '50', paysum: '200.5', totalgame: '0', total_withdraw: '0' };
const demo = {
  id: 1,
  username: 'demo',
  nickname: '',
  avatar: '',
  balance: '10000',
  vip_level: 2,
  is_agent: 0,
  ...figures,
} as UserInfo;

describe('MinePage', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    api.vipLevel.mockResolvedValue({ vip_level: 2, name: '白银', next_level: 3, progress: 40 });
    api.balance.mockResolvedValue({ balance: '10000', ...figures });
    useSession.setState({ user: demo, token: 'tok' });
    realtimeWriter.reset();
  });
  afterEach(cleanup);

  it('shows the username, the balance with 2 decimals and the figures', async () => {
    renderAt('/pages/mine/mine', <MinePage />);
    expect(screen.getByTestId('mine-username').textContent).toBe('demo');
    expect(screen.getByTestId('mine-balance').textContent).toBe('10,000.00');
    expect(screen.getByText('200.50')).toBeTruthy();
    expect(screen.getByText('累计充值')).toBeTruthy();
    expect(await screen.findByText(/白银/)).toBeTruthy();
  });

  it('refreshes the balance from the server and updates the session', async () => {
    renderAt('/pages/mine/mine', <MinePage />);
    // The button is disabled while the opening refresh is in flight: a click then is ignored (a slowed run
    // clicked before the first answer had settled).
    const refresh = screen.getByTestId<HTMLButtonElement>('mine-balance-refresh');
    await waitFor(() => expect(refresh.disabled).toBe(false));
    expect(api.balance).toHaveBeenCalledTimes(1);
    api.balance.mockResolvedValue({ balance: '12345.6', ...figures });
    fireEvent.click(refresh);
    await waitFor(() => expect(screen.getByTestId('mine-balance').textContent).toBe('12,345.60'));
    expect(useSession.getState().user?.balance).toBe('12345.60');
    // The trend is worked out when the read returns to the page, a moment after the session shows the balance
    // (a CI run checked it in between).
    expect((await screen.findByTestId('mine-balance-trend')).textContent).toBe('▲');
  });

  it('shows a live balance change and its trend without a refresh', async () => {
    renderAt('/pages/mine/mine', <MinePage />);
    await waitFor(() => expect(api.balance).toHaveBeenCalledTimes(1));
    act(() => {
      handleBalanceChanged({ balance: '9987.66', change_amount: '-12.34', change_type_text: '投注扣款' });
    });
    expect(screen.getByTestId('mine-balance').textContent).toBe('9,987.66');
    expect(screen.getByTestId('mine-balance-trend').textContent).toBe('▼');
  });

  it('logs out after confirmation and goes home', async () => {
    const logout = vi.fn(async () => {
      useSession.setState({ user: null, token: null });
    });
    useSession.setState({ logout });
    renderAt('/pages/mine/mine', <MinePage />);

    fireEvent.click(screen.getByTestId('logout'));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(logout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('logout'));
    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pages/home/home');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('invites an anonymous visitor to log in', () => {
    useSession.setState({ user: null, token: null });
    renderAt('/pages/mine/mine', <MinePage />);
    expect(screen.queryByTestId('mine-balance')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByTestId('location').textContent).toBe('/pages/login/login?redirect=/pages/mine/mine');
  });
});

import { type UserInfo, useSession } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { ProtectionPage } from './ProtectionPage';
import { protectionOf } from './protectionTesting';

const api = vi.hoisted(() => ({
  read: vi.fn(),
  setLimit: vi.fn(),
  confirm: vi.fn(),
  exclude: vi.fn(),
  setRealityCheck: vi.fn(),
  session: vi.fn(),
}));
vi.mock('./protectionApi', () => ({ protectionApi: api }));

const player = { id: 7, username: 'demo', balance: '100' } as UserInfo;
const open = () => renderAt('/minePages/protection', <ProtectionPage />);

describe('ProtectionPage (我的 → 理性投注)', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    useSession.setState({ user: player, token: 'tok' });
  });
  afterEach(cleanup);

  it('shows each stake limit with what this period used, and the time limits on their tab', async () => {
    api.read.mockResolvedValue(
      protectionOf([{ kind: 'stake', period: 'day', amount: '500.00', used: '120.50' }]),
    );
    open();
    const day = await screen.findByTestId('limit-stake-day');
    expect(within(day).getByText('每日投注限额')).toBeTruthy();
    expect(within(day).getByTestId('limit-stake-day-amount').textContent).toBe('500.00元');
    expect(day.textContent).toContain('本期已用 120.50元');
    expect(screen.getByTestId('limit-stake-week-amount').textContent).toBe('不限');

    fireEvent.click(screen.getByRole('tab', { name: '时长限制' }));
    expect(screen.getByText('单次登录时长限制')).toBeTruthy();
    expect(screen.queryByTestId('limit-stake-day')).toBeNull();
  });

  it('sets a daily stake limit and shows the amount the server answers', async () => {
    api.read.mockResolvedValue(protectionOf());
    api.setLimit.mockResolvedValue(protectionOf([{ kind: 'stake', period: 'day', amount: '500.00' }]));
    open();
    fireEvent.click(await screen.findByTestId('limit-stake-day-set'));
    fireEvent.change(screen.getByTestId('limit-input'), { target: { value: '50a' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入金额，最多两位小数');
    expect(api.setLimit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('limit-input'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('limit-stake-day-amount').textContent).toBe('500.00元'));
    expect(api.setLimit).toHaveBeenCalledWith('stake', 'day', '500');
  });

  it('a raise waits: shown as pending until due, then 确认生效 confirms it', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    api.read.mockResolvedValue(
      protectionOf([
        {
          kind: 'stake',
          period: 'day',
          amount: '100.00',
          pending: { amount: '900.00', effective_at: later },
        },
      ]),
    );
    const { unmount } = open();
    expect((await screen.findByTestId('limit-stake-day')).textContent).toContain('待生效 900.00元');
    expect(screen.queryByTestId('limit-stake-day-confirm')).toBeNull();
    unmount();

    const past = new Date(Date.now() - 1000).toISOString();
    api.read.mockResolvedValue(
      protectionOf([
        { kind: 'stake', period: 'day', amount: '100.00', pending: { amount: '900.00', effective_at: past } },
      ]),
    );
    api.confirm.mockResolvedValue(protectionOf([{ kind: 'stake', period: 'day', amount: '900.00' }]));
    open();
    fireEvent.click(await screen.findByTestId('limit-stake-day-confirm'));
    await waitFor(() => expect(screen.getByTestId('limit-stake-day-amount').textContent).toBe('900.00元'));
    expect(api.confirm).toHaveBeenCalledWith('stake', 'day');
  });

  it('a cooling-off is asked to be confirmed, then shown with its end and that it cannot be lifted', async () => {
    api.read.mockResolvedValue(protectionOf());
    api.exclude.mockResolvedValue(
      protectionOf([], {
        exclusion: {
          kind: 'cooling_off',
          since: '2026-11-27T12:00:00.000Z',
          until: '2026-12-04T12:00:00.000Z',
        },
      }),
    );
    open();
    fireEvent.click(await screen.findByText('冷静期'));
    fireEvent.click(screen.getByTestId('choice-7'));
    expect(screen.getByText('确认冷静期7天')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    const notice = await screen.findByTestId('protection-exclusion');
    expect(notice.textContent).toBe(
      '您正处于冷静期，至 2026-12-04 20:00:00 结束。期间可以登录查看，不能投注、充值或转入游戏，也不能提前解除。',
    );
    expect(api.exclude).toHaveBeenCalledWith({ kind: 'cooling_off', length: 7 });
  });

  it('asks a visitor to sign in first', () => {
    useSession.setState({ user: null, token: null });
    open();
    fireEvent.click(screen.getByRole('button', { name: '登录后设置理性投注' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/pages/login/login?redirect=/minePages/protection',
    );
    expect(api.read).not.toHaveBeenCalled();
  });
});

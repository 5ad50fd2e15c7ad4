import {
  realtimeEvents,
  realtimeWriter,
  type UserInfo,
  useRealtime,
  useSession,
  useToastStore,
} from '@app/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleBalanceChanged, handleNotification, handleUserInfoChanged } from './eventHandlers';

const credit = {
  balance: '112.34',
  codingvolume: '10.00',
  paysum: '100.00',
  totalgame: '5.00',
  change_amount: '12.34',
  change_type_text: '系统加款',
  timestamp: 1_700_000_000,
};

beforeEach(() => {
  realtimeWriter.reset();
  realtimeEvents.reset();
  useToastStore.setState({ current: null });
  useSession.setState({
    user: { id: 7, balance: '100.00', codingvolume: '0.00', paysum: '0.00', totalgame: '0.00' } as UserInfo,
    token: 'tok',
  });
});

describe('balance.changed', () => {
  it('updates the session, records the change and toasts it for 3 s', () => {
    const listener = vi.fn();
    realtimeEvents.on('balanceChanged', listener);
    expect(handleBalanceChanged(credit)).toBe(true);
    expect(useSession.getState().user).toMatchObject({
      balance: '112.34',
      codingvolume: '10.00',
      paysum: '100.00',
    });
    expect(useRealtime.getState().balanceHistory[0]).toEqual({
      amount: '12.34',
      type: '系统加款',
      timestamp: 1_700_000_000_000,
      before: '100.00',
      after: '112.34',
    });
    expect(useRealtime.getState().balanceTrend).toBe('up');
    expect(useToastStore.getState().current).toMatchObject({
      message: '余额变动 +12.34 系统加款',
      duration: 3000,
    });
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ balance: '112.34', change_amount: '12.34' }),
    );
  });

  it('still reads as a rise when a balance refresh already showed the new balance', () => {
    // The HTTP refresh and the push race: the session may hold the new balance before the event arrives.
    useSession.setState({ user: { ...useSession.getState().user, balance: '112.34' } as UserInfo });
    handleBalanceChanged(credit);
    expect(useRealtime.getState().balanceHistory[0]).toMatchObject({ before: '100.00', after: '112.34' });
    expect(useRealtime.getState().balanceTrend).toBe('up');
  });

  it('reads JSON strings, shows debits with their sign and ignores unparseable data', () => {
    expect(handleBalanceChanged(JSON.stringify({ ...credit, balance: '90.5', change_amount: '-9.5' }))).toBe(
      true,
    );
    expect(useToastStore.getState().current?.message).toBe('余额变动 -9.50 系统加款');
    expect(useRealtime.getState().balanceTrend).toBe('down');
    for (const junk of ['{oops', 42, null, ['x'], { balance: 'abc' }])
      expect(handleBalanceChanged(junk)).toBe(false);
    expect(useRealtime.getState().balanceHistory).toHaveLength(1);
    expect(useSession.getState().user?.balance).toBe('90.50');
  });

  it('keeps the last 10 changes', () => {
    for (let index = 1; index <= 12; index += 1)
      handleBalanceChanged({ ...credit, balance: `${100 + index}` });
    const history = useRealtime.getState().balanceHistory;
    expect(history).toHaveLength(10);
    expect(history[0]?.after).toBe('112.00');
  });
});

describe('user.info.changed', () => {
  it('updates the figures and toasts volume, total paid, turnover and balance for 3 s', () => {
    const listener = vi.fn();
    realtimeEvents.on('userInfoChanged', listener);
    const payload = { ...credit, changed_fields: ['paysum'], change_type: 'recharge' };
    expect(handleUserInfoChanged(payload)).toBe(true);
    expect(useSession.getState().user?.paysum).toBe('100.00');
    expect(useToastStore.getState().current).toMatchObject({
      message: '账户信息已更新 打码量 10.00 累计充值 100.00 游戏流水 5.00 余额 112.34',
      duration: 3000,
    });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ changed_fields: ['paysum'] }));
    expect(handleUserInfoChanged('not json')).toBe(false);
  });
});

describe('user.notification', () => {
  it('keeps 20 notifications, shows 5, toasts for 4 s and supports mark-read and clear', () => {
    for (let index = 1; index <= 22; index += 1) {
      handleNotification({ id: index, title: '通知', message: `第${index}条` });
    }
    expect(useToastStore.getState().current).toMatchObject({ message: '通知：第22条', duration: 4000 });
    const { notifications } = useRealtime.getState();
    expect(notifications).toHaveLength(20);
    expect(notifications[0]?.id).toBe('22');
    useRealtime.getState().markRead('22');
    expect(useRealtime.getState().notifications[0]?.read).toBe(true);
    useRealtime.getState().clearNotifications();
    expect(useRealtime.getState().notifications).toEqual([]);
    expect(handleNotification('{bad')).toBe(false);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeEvents } from './events';
import { reconnectDelay } from './limits';
import { realtimeWriter, useRealtime, visibleNotifications } from './store';
import { balanceTrendOf } from './trend';

const change = (before: string, after: string) => ({ amount: '1.00', type: '', timestamp: 1, before, after });

beforeEach(() => {
  realtimeWriter.reset();
  realtimeEvents.reset();
});

describe('balance trend', () => {
  it('compares the last two changes exactly, or a single change with its own before', () => {
    expect(balanceTrendOf([])).toBe('stable');
    expect(balanceTrendOf([change('10.00', '10.01')])).toBe('up');
    expect(balanceTrendOf([change('20.00', '19.99'), change('0.00', '20.00')])).toBe('down');
    expect(balanceTrendOf([change('5.00', '20.00'), change('0.00', '20.00')])).toBe('stable');
    expect(balanceTrendOf([change('x', 'y')])).toBe('stable');
  });
});

describe('useRealtime', () => {
  it('derives the update method: websocket if connected, polling if enabled, else none', () => {
    expect(useRealtime.getState().updateMethod).toBe('none');
    realtimeWriter.setPolling({ enabled: true });
    expect(useRealtime.getState().updateMethod).toBe('polling');
    realtimeWriter.setStatus('connected', 0);
    expect(useRealtime.getState().updateMethod).toBe('websocket');
    expect(useRealtime.getState().websocket.lastConnected).not.toBeNull();
    realtimeWriter.setStatus('closed', 2);
    expect(useRealtime.getState().websocket).toMatchObject({ connected: false, reconnectAttempts: 2 });
    expect(useRealtime.getState().updateMethod).toBe('polling');
  });

  it('caps the history at 10, notifications at 20 (5 shown) and the log at 100', () => {
    for (let index = 0; index < 120; index += 1) {
      realtimeWriter.addBalanceChange(change('0.00', `${index}.00`));
      realtimeWriter.addNotification({
        id: String(index),
        read: false,
        title: 't',
        message: 'm',
        timestamp: 1,
      });
      realtimeWriter.log('info', `line ${index}`);
    }
    const state = useRealtime.getState();
    expect(state.balanceHistory).toHaveLength(10);
    expect(state.notifications).toHaveLength(20);
    expect(visibleNotifications(state).map((item) => item.id)).toEqual(['119', '118', '117', '116', '115']);
    expect(state.connectionLog).toHaveLength(100);
    expect(state.connectionLog[0]?.message).toBe('line 119');
  });

  it('logs errors as text', () => {
    realtimeWriter.log('error', '认证失败', { error: new Error('403') });
    expect(useRealtime.getState().connectionLog[0]).toMatchObject({
      type: 'error',
      message: '认证失败',
      error: '403',
    });
  });
});

describe('realtimeEvents', () => {
  it('delivers to every listener even when one throws, until unsubscribed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = vi.fn();
    realtimeEvents.on('websocketReconnectFailed', () => {
      throw new Error('broken remote');
    });
    const off = realtimeEvents.on('websocketReconnectFailed', good);
    realtimeEvents.emit('websocketReconnectFailed', { attempts: 5, maxAttempts: 5 });
    expect(good).toHaveBeenCalledWith({ attempts: 5, maxAttempts: 5 });
    off();
    realtimeEvents.emit('websocketReconnectFailed', { attempts: 5, maxAttempts: 5 });
    expect(good).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('reconnectDelay', () => {
  it('is 3 s doubling with a 30 s cap', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000]);
  });
});

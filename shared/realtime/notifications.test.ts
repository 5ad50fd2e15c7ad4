import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../session/storage';
import { useSession } from '../session/store';
import { userDataKey } from '../session/user-data';
import { mockHttp, ok } from '../test/http-mock';
import { persistNotificationsPerPlayer } from './notifications';
import { realtimeWriter, unreadNotificationCount, useRealtime } from './store';

const note = (id: string, read = false) => ({
  id,
  read,
  title: '活动通知',
  message: `第${id}条`,
  timestamp: 1,
});

let stop: () => void = () => {};
beforeEach(() => {
  localStorage.clear();
  realtimeWriter.reset();
  useSession.setState({ user: null, token: null, appInfo: null });
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('notification centre persistence (per player)', () => {
  it("saves each player's notifications under their own key and brings them back on the next visit", () => {
    useSession.getState().setUser({ id: 7, username: 'alice' }, 'tok');
    stop = persistNotificationsPerPlayer();
    realtimeWriter.addNotification(note('1'));
    realtimeWriter.addNotification(note('2'));
    expect(unreadNotificationCount(useRealtime.getState())).toBe(2);
    useRealtime.getState().markRead('1');
    expect(storage.getItem(userDataKey('notifications', 7))).toEqual([note('2'), note('1', true)]);

    stop();
    realtimeWriter.reset();
    stop = persistNotificationsPerPlayer();
    expect(useRealtime.getState().notifications.map((item) => item.id)).toEqual(['2', '1']);
    expect(unreadNotificationCount(useRealtime.getState())).toBe(1);
  });

  it("never shows one player's notifications to another, and logout removes them from the device", async () => {
    storage.setItem(userDataKey('notifications', 8), [note('b'), { id: 3 }]);
    useSession.getState().setUser({ id: 7, username: 'alice' }, 'tok');
    stop = persistNotificationsPerPlayer();
    realtimeWriter.addNotification(note('a'));
    useSession.getState().setUser({ id: 8, username: 'bob' }, 'tok2');
    // The malformed entry is dropped rather than shown.
    expect(useRealtime.getState().notifications).toEqual([note('b')]);

    mockHttp(() => ok(null));
    await useSession.getState().logout();
    expect(useRealtime.getState().notifications).toEqual([]);
    expect(storage.getItem(userDataKey('notifications', 7))).toBeNull();
    expect(storage.getItem(userDataKey('notifications', 8))).toBeNull();
  });

  it('marks all read and clears', () => {
    realtimeWriter.addNotification(note('1'));
    realtimeWriter.addNotification(note('2'));
    useRealtime.getState().markAllRead();
    expect(unreadNotificationCount(useRealtime.getState())).toBe(0);
    useRealtime.getState().clearNotifications();
    expect(useRealtime.getState().notifications).toEqual([]);
  });
});

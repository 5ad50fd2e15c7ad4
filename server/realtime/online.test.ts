import { describe, expect, it } from 'vitest';
import { createLocalOnlineTracker, ONLINE_WINDOW_MS } from './online';

describe('online tracker', () => {
  it('counts a user online for 2 min x 1.5 after the last heartbeat', async () => {
    let now = 1_000_000;
    const tracker = createLocalOnlineTracker(ONLINE_WINDOW_MS, () => now);
    expect(await tracker.isOnline(1)).toBe(false);
    await tracker.heartbeat(1, '1.2');
    now += 179_000;
    expect(await tracker.isOnline(1)).toBe(true);
    expect(await tracker.onlineUsers()).toEqual([1]);
    now += 1_000;
    expect(await tracker.isOnline(1)).toBe(false);
    expect(await tracker.onlineUsers()).toEqual([]);
  });

  it('follows explicit online and offline reports', async () => {
    const tracker = createLocalOnlineTracker();
    await tracker.setStatus(2, 'online', '3.4');
    expect(await tracker.isOnline(2)).toBe(true);
    await tracker.setStatus(2, 'offline', '3.4');
    expect(await tracker.isOnline(2)).toBe(false);
    expect(await tracker.lastSeen(2)).toBeNull();
  });
});

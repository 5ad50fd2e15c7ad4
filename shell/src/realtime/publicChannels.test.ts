import { CHANNEL_JOINED_EVENT, publicChannels, realtimeWriter, type UserInfo, useSession } from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePusher } from './fakePusher';
import { RealtimeManager } from './manager';

vi.mock('pusher-js', async () => ({ default: (await import('./fakePusher')).FakePusher }));

const INFO = {
  server: { scheme: 'http' as const, host: 'realtime.example', port: 8080 },
  auth: { app_key: 'betting-key' },
  channels: { user: 'private-user.7', public: REALTIME_CHANNELS.announcements },
  path: '/app/betting-key',
};

const api = {
  connectionInfo: vi.fn(async () => INFO),
  currentBalance: vi.fn(async () => ({
    user_id: 7,
    balance: '50.00',
    codingvolume: '0.00',
    paysum: '0.00',
    totalgame: '0.00',
    total_withdraw: '0.00',
    timestamp: 1,
  })),
  onlineStatus: vi.fn(),
  testConnection: vi.fn(),
  heartbeat: vi.fn(async () => ({ user_id: 7, is_online: true as const, timestamp: 1 })),
  updateStatus: vi.fn(async (status: 'online' | 'offline') => ({ user_id: 7, status, timestamp: 1 })),
  auth: vi.fn(async () => ({ auth: 'key:sig' })),
  authBatch: vi.fn(async () => ({})),
};

let manager: RealtimeManager;

beforeEach(() => {
  FakePusher.instances = [];
  realtimeWriter.reset();
  publicChannels.reset();
  useSession.setState({ user: { id: 7, balance: '0.00' } as UserInfo, token: 'tok' });
  manager = new RealtimeManager({ api, fetchUser: async () => ({}) });
});

afterEach(() => manager.destroy());

describe('public channels on the manager socket', () => {
  it('joins channels apps asked for before and after connecting and hands their events over', async () => {
    const early = vi.fn();
    publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, early);
    await manager.init();
    const client = FakePusher.latest();
    client.open();
    const late = vi.fn();
    publicChannels.subscribe('lottery-draws', late);

    client
      .channel(REALTIME_CHANNELS.liveMatches)
      ?.emit(REALTIME_EVENTS.scoreUpdated, { match_id: 3, home_score: 1 });
    client.channel('lottery-draws')?.emit('draw.opened', { code: '1,2,3' });
    client.channel(REALTIME_CHANNELS.liveMatches)?.emit('pusher:subscription_succeeded', {});
    client.channel(REALTIME_CHANNELS.liveMatches)?.emit('pusher:subscription_count', {});
    expect(early.mock.calls).toEqual([
      [REALTIME_EVENTS.scoreUpdated, { match_id: 3, home_score: 1 }],
      [CHANNEL_JOINED_EVENT, {}],
    ]);
    expect(late.mock.calls).toEqual([['draw.opened', { code: '1,2,3' }]]);
  });

  it('leaves a channel nobody listens to, and stops handing events over after logout', async () => {
    const listener = vi.fn();
    const stop = publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, listener);
    await manager.init();
    const client = FakePusher.latest();
    client.open();
    const channel = client.channel(REALTIME_CHANNELS.liveMatches);
    stop();
    expect(client.channel(REALTIME_CHANNELS.liveMatches)).toBeUndefined();

    publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, listener);
    const rejoined = client.channel(REALTIME_CHANNELS.liveMatches);
    manager.destroy();
    channel?.emit(REALTIME_EVENTS.scoreUpdated, {});
    rejoined?.emit(REALTIME_EVENTS.scoreUpdated, {});
    expect(listener).not.toHaveBeenCalled();
    publicChannels.subscribe('odds', vi.fn());
    expect(client.channel('odds')).toBeUndefined();
  });
});

import { type ChannelAuthData, type ChannelGrant, realtimeWriter, useRealtime } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelAuthorizer } from './channelAuth';

function fakeApi() {
  return {
    auth: vi.fn(
      async (channel: string, _socketId: string): Promise<ChannelAuthData> => ({ auth: `one:${channel}` }),
    ),
    authBatch: vi.fn(
      async (channels: string[], _socketId: string): Promise<Record<string, ChannelGrant>> =>
        Object.fromEntries(channels.map((channel) => [channel, { auth: `batch:${channel}` }])),
    ),
  };
}

let api: ReturnType<typeof fakeApi>;
let authorizer: ChannelAuthorizer;
const logMessages = () => useRealtime.getState().connectionLog.map((entry) => entry.message);

beforeEach(() => {
  vi.useFakeTimers();
  realtimeWriter.reset();
  api = fakeApi();
  authorizer = new ChannelAuthorizer(api, realtimeWriter.log);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChannelAuthorizer', () => {
  it('sends the channels asked for within 2 s as one batch', async () => {
    const first = authorizer.authorize('private-user.7', '1.1');
    await vi.advanceTimersByTimeAsync(1500);
    const second = authorizer.authorize('presence-room', '1.1');
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.authBatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.authBatch).toHaveBeenCalledTimes(1);
    expect(api.authBatch).toHaveBeenCalledWith(['private-user.7', 'presence-room'], '1.1');
    await expect(first).resolves.toEqual({ auth: 'batch:private-user.7' });
    await expect(second).resolves.toEqual({ auth: 'batch:presence-room' });
  });

  it('caches a signature for 5 min per socket id', async () => {
    const first = authorizer.authorize('private-user.7', '1.1');
    await vi.advanceTimersByTimeAsync(2000);
    await first;
    await expect(authorizer.authorize('private-user.7', '1.1')).resolves.toEqual({
      auth: 'batch:private-user.7',
    });
    expect(api.authBatch).toHaveBeenCalledTimes(1);

    const otherSocket = authorizer.authorize('private-user.7', '2.2');
    await vi.advanceTimersByTimeAsync(2000);
    await otherSocket;
    expect(api.authBatch).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(300_000);
    const expired = authorizer.authorize('private-user.7', '1.1');
    await vi.advanceTimersByTimeAsync(2000);
    await expired;
    expect(api.authBatch).toHaveBeenCalledTimes(3);
  });

  it('falls back to one-by-one auth when the batch fails', async () => {
    api.authBatch.mockRejectedValueOnce(new Error('down'));
    const first = authorizer.authorize('private-user.7', '1.1');
    const second = authorizer.authorize('private-other', '1.1');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(first).resolves.toEqual({ auth: 'one:private-user.7' });
    await expect(second).resolves.toEqual({ auth: 'one:private-other' });
    expect(api.auth).toHaveBeenCalledTimes(2);
    expect(logMessages()).toContain('批量认证失败');
  });

  it('rejects and logs 认证失败 when the channel is refused', async () => {
    api.authBatch.mockResolvedValueOnce({ 'private-user.8': { error: '您没有权限访问该资源', status: 403 } });
    const refused = authorizer.authorize('private-user.8', '1.1');
    const settled = expect(refused).rejects.toThrow('您没有权限访问该资源');
    await vi.advanceTimersByTimeAsync(2000);
    await settled;
    expect(logMessages()).toContain('认证失败');

    api.authBatch.mockRejectedValueOnce(new Error('down'));
    api.auth.mockRejectedValueOnce(new Error(''));
    const failed = authorizer.authorize('private-user.7', '1.1');
    const failedSettled = expect(failed).rejects.toThrow('认证失败');
    await vi.advanceTimersByTimeAsync(2000);
    await failedSettled;
  });
});

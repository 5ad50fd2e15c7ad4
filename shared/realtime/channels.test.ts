import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicChannels } from './channels';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from './contract';

afterEach(() => publicChannels.reset());

describe('publicChannels', () => {
  it('joins a channel once for many listeners, when the socket attaches, and leaves with the last one', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, first);
    const stopSecond = publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, second);
    const transport = { join: vi.fn(), leave: vi.fn() };
    publicChannels.attach(transport);
    expect(transport.join.mock.calls).toEqual([[REALTIME_CHANNELS.liveMatches]]);

    publicChannels.dispatch(REALTIME_CHANNELS.liveMatches, REALTIME_EVENTS.scoreUpdated, { match_id: 7 });
    expect(first).toHaveBeenCalledWith(REALTIME_EVENTS.scoreUpdated, { match_id: 7 });
    expect(second).toHaveBeenCalledWith(REALTIME_EVENTS.scoreUpdated, { match_id: 7 });

    stopFirst();
    expect(transport.leave).not.toHaveBeenCalled();
    stopSecond();
    expect(transport.leave.mock.calls).toEqual([[REALTIME_CHANNELS.liveMatches]]);
    publicChannels.dispatch(REALTIME_CHANNELS.liveMatches, REALTIME_EVENTS.scoreUpdated, {});
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('joins at once while attached; one failing listener does not stop the others', () => {
    const transport = { join: vi.fn(), leave: vi.fn() };
    const detach = publicChannels.attach(transport);
    const after = vi.fn();
    publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, () => {
      throw new Error('broken remote');
    });
    publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, after);
    expect(transport.join).toHaveBeenCalledWith(REALTIME_CHANNELS.liveMatches);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    publicChannels.dispatch(REALTIME_CHANNELS.liveMatches, REALTIME_EVENTS.oddsUpdated, 1);
    expect(after).toHaveBeenCalledWith(REALTIME_EVENTS.oddsUpdated, 1);
    warn.mockRestore();

    detach();
    publicChannels.subscribe('other', vi.fn());
    expect(transport.join).not.toHaveBeenCalledWith('other');
  });

  it('refuses private and presence channels', () => {
    expect(() => publicChannels.subscribe('private-user.1', vi.fn())).toThrow('not a public channel');
    expect(() => publicChannels.subscribe('presence-room', vi.fn())).toThrow('not a public channel');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicChannels } from './channels';

afterEach(() => publicChannels.reset());

describe('publicChannels', () => {
  it('joins a channel once for many listeners, when the socket attaches, and leaves with the last one', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = publicChannels.subscribe('live-matches', first);
    const stopSecond = publicChannels.subscribe('live-matches', second);
    const transport = { join: vi.fn(), leave: vi.fn() };
    publicChannels.attach(transport);
    expect(transport.join.mock.calls).toEqual([['live-matches']]);

    publicChannels.dispatch('live-matches', 'score.updated', { match_id: 7 });
    expect(first).toHaveBeenCalledWith('score.updated', { match_id: 7 });
    expect(second).toHaveBeenCalledWith('score.updated', { match_id: 7 });

    stopFirst();
    expect(transport.leave).not.toHaveBeenCalled();
    stopSecond();
    expect(transport.leave.mock.calls).toEqual([['live-matches']]);
    publicChannels.dispatch('live-matches', 'score.updated', {});
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('joins at once while attached; one failing listener does not stop the others', () => {
    const transport = { join: vi.fn(), leave: vi.fn() };
    const detach = publicChannels.attach(transport);
    const after = vi.fn();
    publicChannels.subscribe('live-matches', () => {
      throw new Error('broken remote');
    });
    publicChannels.subscribe('live-matches', after);
    expect(transport.join).toHaveBeenCalledWith('live-matches');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    publicChannels.dispatch('live-matches', 'odds.updated', 1);
    expect(after).toHaveBeenCalledWith('odds.updated', 1);
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

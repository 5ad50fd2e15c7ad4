import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../session';
import { invalidateRequests } from './request-cache';
import { useRequest } from './use-request';

afterEach(cleanup);

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useRequest', () => {
  it('is loading, then ready with the answer; a failure is an error state', async () => {
    const { result } = renderHook(({ load }) => useRequest(load, 'a'), {
      initialProps: { load: () => Promise.resolve('曼城') },
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: '曼城' }));

    const failing = renderHook(() => useRequest(() => Promise.reject(new Error('503')), 'b'));
    await waitFor(() => expect(failing.result.current.status).toBe('error'));
  });

  it('a new key shows loading, and the answer for the old key never shows under the new one', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useRequest(() => (id === '1' ? first : second).promise, id),
      { initialProps: { id: '1' } },
    );
    rerender({ id: '2' });
    await act(async () => first.resolve('专家一'));
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve('专家二'));
    expect(result.current).toMatchObject({ status: 'ready', data: '专家二' });
  });

  it('reload runs the request again and keeps the data shown until the new answer is in', async () => {
    const next = deferred<number>();
    const load = vi.fn().mockResolvedValueOnce(1).mockReturnValueOnce(next.promise);
    const { result } = renderHook(() => useRequest(load, 'likes'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 1 }));
    act(() => {
      void result.current.reload();
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'ready', data: 1 });
    await act(async () => next.resolve(2));
    expect(result.current).toMatchObject({ status: 'ready', data: 2 });
  });

  it('patch rewrites the data shown without a request, and waits for data to patch', async () => {
    const next = deferred<number[]>();
    const load = vi.fn(() => next.promise);
    const { result } = renderHook(() => useRequest(load, 'odds'));
    act(() => result.current.patch((odds) => [...odds, 9]));
    expect(result.current.status).toBe('loading');
    await act(async () => next.resolve([185, 320]));
    act(() => result.current.patch((odds) => odds.map((odd) => odd + 5)));
    expect(result.current).toMatchObject({ status: 'ready', data: [190, 325] });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useRequest: one answer per key for every screen', () => {
  it('two screens showing one key send one read and show its answer', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const home = renderHook(() => useRequest(load, 'shared:test:balance'));
    const mine = renderHook(() => useRequest(load, 'shared:test:balance'));
    await act(async () => answer.resolve('88.00'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(home.result.current).toMatchObject({ status: 'ready', data: '88.00' });
    expect(mine.result.current).toMatchObject({ status: 'ready', data: '88.00' });
  });

  it('a screen opened again shows the last answer at once and reads it again', async () => {
    const next = deferred<string>();
    const load = vi.fn().mockResolvedValueOnce('第1期').mockReturnValueOnce(next.promise);
    const first = renderHook(() => useRequest(load, 'shared:test:expect'));
    await waitFor(() => expect(first.result.current).toMatchObject({ status: 'ready', data: '第1期' }));
    first.unmount();
    const again = renderHook(() => useRequest(load, 'shared:test:expect'));
    expect(again.result.current).toMatchObject({ status: 'ready', data: '第1期' });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => next.resolve('第2期'));
    expect(again.result.current).toMatchObject({ status: 'ready', data: '第2期' });
  });

  it('invalidateRequests reads again every shown key under the prefix, and only those', async () => {
    const wallets = vi.fn().mockResolvedValueOnce(['工商银行']).mockResolvedValueOnce(['工商银行', 'USDT']);
    const notices = vi.fn().mockResolvedValue(['公告']);
    const list = renderHook(() => useRequest(wallets, 'finance:wallets'));
    renderHook(() => useRequest(notices, 'social:notices'));
    await waitFor(() => expect(list.result.current.status).toBe('ready'));
    await act(async () => invalidateRequests('finance:'));
    await waitFor(() =>
      expect(list.result.current).toMatchObject({ status: 'ready', data: ['工商银行', 'USDT'] }),
    );
    expect(wallets).toHaveBeenCalledTimes(2);
    expect(notices).toHaveBeenCalledTimes(1);
  });

  it('a failed read again keeps the answer shown; a key that never answered shows the error', async () => {
    const load = vi.fn().mockResolvedValueOnce(3).mockRejectedValueOnce(new Error('503'));
    const { result } = renderHook(() => useRequest(load, 'shared:test:unread'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 3 }));
    await act(async () => result.current.reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'ready', data: 3 });
  });

  it("another player signing in never sees the last player's answers", async () => {
    const first = renderHook(() => useRequest(() => Promise.resolve('甲的注单'), 'sports:orders'));
    await waitFor(() => expect(first.result.current).toMatchObject({ status: 'ready', data: '甲的注单' }));
    first.unmount();
    act(() => useSession.setState({ token: 'another-player' }));
    const next = deferred<string>();
    const other = renderHook(() => useRequest(() => next.promise, 'sports:orders'));
    expect(other.result.current.status).toBe('loading');
    await act(async () => next.resolve('乙的注单'));
    expect(other.result.current).toMatchObject({ status: 'ready', data: '乙的注单' });
  });

  it("a screen still open when the player changes shows loading, then the new player's answer", async () => {
    const load = vi.fn().mockResolvedValueOnce('甲的消息').mockResolvedValueOnce('乙的消息');
    const { result } = renderHook(() => useRequest(load, 'shell:messages'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: '甲的消息' }));
    act(() => useSession.setState({ token: 'second-player' }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: '乙的消息' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
  it('keepPrevious shows the last answer while the next key is read, never across players', async () => {
    const november = deferred<string>();
    const { result, rerender } = renderHook(
      ({ month }) =>
        useRequest(
          () => (month === '2026-11' ? november.promise : Promise.resolve(`${month}签到`)),
          `social:test:${month}`,
          {
            keepPrevious: true,
          },
        ),
      { initialProps: { month: '2026-12' } },
    );
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: '2026-12签到' }));
    rerender({ month: '2026-11' });
    expect(result.current).toMatchObject({ status: 'ready', data: '2026-12签到' });
    await act(async () => november.resolve('2026-11签到'));
    expect(result.current).toMatchObject({ status: 'ready', data: '2026-11签到' });

    act(() => useSession.setState({ token: 'another-player' }));
    expect(result.current.status).toBe('loading');
  });
});

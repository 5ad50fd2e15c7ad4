import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    act(() => result.current.reload());
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

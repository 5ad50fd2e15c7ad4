import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../types';
import { InfiniteList } from './InfiniteList';
import { usePagedList } from './use-paged-list';

// jsdom has no IntersectionObserver: this one reports the footer visible as soon as it is observed,
// like a short list on a phone, and never again unless observed anew.
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

const page = (names: string[], total: number, at = 1): Paged<string> => ({
  list: names,
  total,
  page: at,
  per_page: 10,
});

function Feed({ load }: { load: (tab: string) => Promise<Paged<string>> }) {
  const [tab, setTab] = useState('足球');
  const list = usePagedList(() => load(tab), tab);
  return (
    <>
      <button type="button" onClick={() => setTab('彩票')}>
        彩票
      </button>
      <InfiniteList
        items={list.items}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        itemKey={(item) => item}
        renderItem={(item) => <p>{item}</p>}
      />
    </>
  );
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePagedList', () => {
  it('loads the first page of the new list when the tab changes, though the footer never moved', async () => {
    const load = vi.fn(async (tab: string) =>
      tab === '足球' ? page(['曼城 vs 阿森纳'], 25) : page(['双色球2026135期'], 1),
    );
    render(<Feed load={load} />);
    expect(await screen.findByText('曼城 vs 阿森纳')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '彩票' }));
    expect(await screen.findByText('双色球2026135期')).toBeTruthy();
    expect(screen.queryByText('曼城 vs 阿森纳')).toBeNull();
    // The footer seen at mount joined the first page instead of asking for it twice.
    expect(load.mock.calls.map(([tab]) => tab)).toEqual(['足球', '彩票']);
  });

  it('appends later pages with the page size asked for, and knows when the list ends', async () => {
    const fetchPage = vi.fn(async (at: number, perPage: number) =>
      at === 1 ? { ...page(['a', 'b'], 3), per_page: perPage } : { ...page(['c'], 3, 2), per_page: perPage },
    );
    const { result } = renderHook(() => usePagedList(fetchPage, 'all', 2));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ items: ['a', 'b'], total: 3, hasMore: true });
    await act(() => result.current.loadMore());
    expect(fetchPage.mock.calls).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(result.current).toMatchObject({ items: ['a', 'b', 'c'], hasMore: false });
  });

  it('drops the answer of a filter no longer shown', async () => {
    let answerOld: (value: Paged<string>) => void = () => {};
    const { result, rerender } = renderHook(
      ({ filter }) =>
        usePagedList(
          () =>
            filter === 'old'
              ? new Promise<Paged<string>>((resolve) => (answerOld = resolve))
              : Promise.resolve(page(['new'], 1)),
          filter,
        ),
      { initialProps: { filter: 'old' } },
    );
    rerender({ filter: 'new' });
    await waitFor(() => expect(result.current.items).toEqual(['new']));
    await act(async () => answerOld(page(['old'], 1)));
    expect(result.current.items).toEqual(['new']);
  });

  it('reload reads page 1 again, keeping the rows shown until it arrives', async () => {
    let claimed = false;
    const { result } = renderHook(() =>
      usePagedList(async () => page([claimed ? '已领取' : '可领取'], 1), 'rebates'),
    );
    await waitFor(() => expect(result.current.items).toEqual(['可领取']));
    claimed = true;
    let reloading: Promise<void> = Promise.resolve();
    act(() => {
      reloading = result.current.reload();
    });
    expect(result.current).toMatchObject({ items: ['可领取'], loaded: true });
    await act(() => reloading);
    expect(result.current.items).toEqual(['已领取']);
  });

  it('a failed first page counts as loaded and stays open for InfiniteList to retry', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue(page(['重试成功'], 1));
    const { result } = renderHook(() => usePagedList(fetchPage, 'bills'));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ items: [], hasMore: true });
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenLastCalledWith(1, 10);
    expect(result.current.items).toEqual(['重试成功']);
  });
});

import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubEverythingInView } from '../../test/in-view';
import type { Paged } from '../../types';
import { InfiniteList } from './InfiniteList';
import { invalidateRequests } from './request-cache';
import { type PagedList, usePagedList } from './use-paged-list';

const page = (names: string[], total: number, at = 1): Paged<string> => ({
  list: names,
  total,
  page: at,
  per_page: 10,
});

/** The list as the apps render it, over one page of the hook. */
function Rows({ list }: { list: PagedList<string> }) {
  return (
    <InfiniteList
      items={list.items}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      itemKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
    />
  );
}

function Feed({ load }: { load: (tab: string) => Promise<Paged<string>> }) {
  const [tab, setTab] = useState('足球');
  const list = usePagedList(() => load(tab), tab);
  return (
    <>
      <button type="button" onClick={() => setTab('彩票')}>
        彩票
      </button>
      <Rows list={list} />
    </>
  );
}

/** A records page as the apps write it: a skeleton until the first page is in, then the list. */
function Records({ fetchPage }: { fetchPage: (page: number, perPage: number) => Promise<Paged<string>> }) {
  const list = usePagedList<string>(fetchPage, 'test:records:failing');
  return list.loaded ? <Rows list={list} /> : <p>加载骨架</p>;
}

beforeEach(stubEverythingInView);
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
  it('a list opened again shows the pages read before at once, then page 1 as it is now', async () => {
    let answerNow: (value: Paged<string>) => void = () => {};
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(page(['注单1', '注单2'], 3))
      .mockResolvedValueOnce(page(['注单3'], 3, 2))
      .mockImplementationOnce(() => new Promise<Paged<string>>((resolve) => (answerNow = resolve)));
    const first = renderHook(() => usePagedList(fetchPage, 'test:orders:all', 2));
    await waitFor(() => expect(first.result.current.loaded).toBe(true));
    await act(() => first.result.current.loadMore());
    first.unmount();

    const again = renderHook(() => usePagedList(fetchPage, 'test:orders:all', 2));
    expect(again.result.current).toMatchObject({ items: ['注单1', '注单2', '注单3'], loaded: true });
    await act(async () => answerNow({ ...page(['新注单', '注单1'], 4), per_page: 2 }));
    expect(again.result.current).toMatchObject({ items: ['新注单', '注单1'], total: 4, hasMore: true });
  });

  it('with itemKey, a row a newer row pushed onto the next page is not shown twice', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(page(['B', 'C'], 3))
      // A new row A arrived at the top meanwhile: page 2 starts with C again.
      .mockResolvedValueOnce(page(['C', 'D'], 4, 2));
    const { result } = renderHook(() =>
      usePagedList<string>(fetchPage, 'test:orders:shift', 2, (row) => row),
    );
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(['B', 'C', 'D']);
  });

  it('drops a next page when page 1 was read again while it was on its way', async () => {
    let answerPage2: (value: Paged<string>) => void = () => {};
    let readsOfPage1 = 0;
    const fetchPage = vi.fn((at: number) => {
      if (at === 2) return new Promise<Paged<string>>((resolve) => (answerPage2 = resolve));
      readsOfPage1 += 1;
      return Promise.resolve(page(readsOfPage1 === 1 ? ['旧1', '旧2'] : ['新1', '新2'], 4));
    });
    const { result } = renderHook(() => usePagedList(fetchPage, 'test:records', 2));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    let page2: Promise<void> = Promise.resolve();
    act(() => {
      page2 = result.current.loadMore();
    });
    await act(() => result.current.reload());
    await act(async () => {
      answerPage2(page(['旧3', '旧4'], 4, 2));
      await page2;
    });
    expect(result.current.items).toEqual(['新1', '新2']);
  });

  it('patch takes a row away at once, and a next page on its way still follows the rows left', async () => {
    let answerPage2: (value: Paged<string>) => void = () => {};
    const fetchPage = vi.fn((at: number) =>
      at === 1
        ? Promise.resolve({ ...page(['消息1', '消息2'], 4), per_page: 2 })
        : new Promise<Paged<string>>((resolve) => (answerPage2 = resolve)),
    );
    const { result } = renderHook(() => usePagedList(fetchPage, 'test:messages', 2));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    let page2: Promise<void> = Promise.resolve();
    act(() => {
      page2 = result.current.loadMore();
    });
    act(() => result.current.patch((rows) => rows.filter((row) => row !== '消息1')));
    expect(result.current).toMatchObject({ items: ['消息2'], total: 3 });
    await act(async () => {
      answerPage2({ ...page(['消息3', '消息4'], 3, 2), per_page: 2 });
      await page2;
    });
    expect(result.current.items).toEqual(['消息2', '消息3', '消息4']);
  });

  it('invalidateRequests reads the shown lists under the prefix again from page 1, and only those', async () => {
    const rebates = vi
      .fn()
      .mockResolvedValueOnce(page(['可领取'], 1))
      .mockResolvedValue(page(['已领取'], 1));
    const bills = vi.fn().mockResolvedValue(page(['充值 100.00'], 1));
    const rebateList = renderHook(() => usePagedList(rebates, 'finance:RebatePage:records-0'));
    const billList = renderHook(() => usePagedList(bills, 'finance:BillsPage:bills-all'));
    await waitFor(() => expect(billList.result.current.loaded).toBe(true));
    await waitFor(() => expect(rebateList.result.current.items).toEqual(['可领取']));
    act(() => invalidateRequests('finance:RebatePage:'));
    await waitFor(() => expect(rebateList.result.current.items).toEqual(['已领取']));
    expect(bills).toHaveBeenCalledTimes(1);
  });
  it('a page that keeps failing offers 点击重试 instead of asking again and again', async () => {
    const fetchPage = vi.fn().mockRejectedValue(new Error('503'));
    render(<Records fetchPage={fetchPage} />);
    fireEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }));
    const asked = fetchPage.mock.calls.length;
    expect(await screen.findByRole('button', { name: '加载失败，点击重试' })).toBeTruthy();
    // The first read and the footer's own try at most, then one more per tap.
    expect(asked).toBeLessThanOrEqual(3);
    expect(fetchPage).toHaveBeenCalledTimes(asked);
  });
});

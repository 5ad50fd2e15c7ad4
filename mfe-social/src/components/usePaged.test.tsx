import { InfiniteList, type Paged } from '@app/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaged } from './usePaged';

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

const page = (names: string[], total: number): Paged<string> => ({
  list: names,
  total,
  page: 1,
  per_page: 10,
});

function Feed({ load }: { load: (tab: string) => Promise<Paged<string>> }) {
  const [tab, setTab] = useState('足球');
  const list = usePaged(() => load(tab), tab);
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

describe('usePaged', () => {
  it('loads the first page of the new list when the tab changes, though the footer never moved', async () => {
    const load = vi.fn(async (tab: string) =>
      tab === '足球' ? page(['曼城 vs 阿森纳'], 25) : page(['双色球2026135期'], 1),
    );
    render(<Feed load={load} />);
    expect(await screen.findByText('曼城 vs 阿森纳')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '彩票' }));
    expect(await screen.findByText('双色球2026135期')).toBeTruthy();
    expect(screen.queryByText('曼城 vs 阿森纳')).toBeNull();
  });
});

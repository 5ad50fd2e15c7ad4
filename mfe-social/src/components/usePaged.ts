import type { Paged } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

const PER_PAGE = 10;

/**
 * Pages of a list for InfiniteList: restarts when the key changes (another tab, a search) and ignores
 * answers that arrive for a key no longer shown.
 */
export function usePaged<T>(load: (page: number, perPage: number) => Promise<Paged<T>>, key: string) {
  const [items, setItems] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [total, setTotal] = useState(0);
  const next = useRef(1);
  const current = useRef(key);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    current.current = key;
    next.current = 1;
    setItems([]);
    setTotal(0);
    setHasMore(true);
  }, [key]);

  // A new function per key, so InfiniteList observes its footer afresh and loads the new list's first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what makes a new list.
  const loadMore = useCallback(async () => {
    // An answer for a list no longer shown (the tab changed while it was loading) is dropped and the
    // current list is asked instead.
    for (;;) {
      const forKey = current.current;
      const page = await loader.current(next.current, PER_PAGE);
      if (forKey !== current.current) continue;
      next.current += 1;
      setItems((previous) => [...previous, ...page.list]);
      setTotal(page.total);
      setHasMore(page.page * page.per_page < page.total);
      return;
    }
  }, [key]);

  return { items, hasMore, total, loadMore };
}

import type { Paged } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedList<T> {
  items: T[];
  total: number;
  hasMore: boolean;
  /** False until the first page of the current filter has arrived. */
  loaded: boolean;
  loadMore: () => Promise<void>;
  /** Starts again from page 1 (pull-down refresh, after a claim). */
  reload: () => Promise<void>;
}

/**
 * Pages of a list for InfiniteList: page 1 loads whenever `key` (the filter) changes, later pages on
 * scroll. Answers for an older filter are dropped, so fast chip taps never mix two lists.
 */
export function usePagedList<T>(key: string, fetchPage: (page: number) => Promise<Paged<T>>): PagedList<T> {
  const [state, setState] = useState({ items: [] as T[], total: 0, hasMore: true, loaded: false });
  const generation = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const pageRef = useRef(0);

  const load = useCallback(async (page: number) => {
    const mine = generation.current;
    const result = await fetchRef.current(page);
    if (mine !== generation.current) return;
    pageRef.current = page;
    setState((previous) => ({
      items: page === 1 ? result.list : [...previous.items, ...result.list],
      total: result.total,
      hasMore: page * result.per_page < result.total,
      loaded: true,
    }));
  }, []);

  const start = useCallback(() => {
    generation.current += 1;
    pageRef.current = 0;
    setState({ items: [], total: 0, hasMore: true, loaded: false });
    const first = load(1).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = first;
    return first;
  }, [load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter key is what restarts the list
  useEffect(() => {
    // A failed first page leaves the list open: InfiniteList retries it and offers 点击重试.
    start().catch(() => setState((previous) => ({ ...previous, loaded: true })));
  }, [key, start]);

  const loadMore = useCallback(async () => {
    if (inFlight.current) return inFlight.current;
    const next = load(pageRef.current + 1).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = next;
    return next;
  }, [load]);

  return { ...state, loadMore, reload: start };
}

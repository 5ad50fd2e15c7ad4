import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Paged } from '../../types';

export interface PagedList<T> {
  items: T[];
  total: number;
  hasMore: boolean;
  /** False until the first page of the current key has arrived (or failed). */
  loaded: boolean;
  /** The next page, for InfiniteList's `onLoadMore`; joins a load already under way. */
  loadMore: () => Promise<void>;
  /** Reads page 1 again (pull-down, after a claim or a draw), keeping the rows shown until it arrives. */
  reload: () => Promise<void>;
}

const EMPTY = { items: [], total: 0, hasMore: true, loaded: false };

/**
 * THE paged list of a page, for InfiniteList: page 1 loads whenever `key` (a tab, a filter, a search)
 * changes, later pages when InfiniteList asks. Answers for an older key are dropped, so fast taps never mix
 * two lists. A failed first page leaves the list open: InfiniteList retries it and offers 点击重试.
 */
export function usePagedList<T>(
  fetchPage: (page: number, perPage: number) => Promise<Paged<T>>,
  key: string,
  perPage = 10,
): PagedList<T> {
  const [state, setState] = useState<Omit<PagedList<T>, 'loadMore' | 'reload'>>(EMPTY);
  const generation = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const pageRef = useRef(0);

  const load = useCallback(
    (page: number) => {
      const mine = generation.current;
      const request = fetchRef.current(page, perPage).then((result) => {
        if (mine !== generation.current) return;
        pageRef.current = page;
        setState((previous) => ({
          items: page === 1 ? result.list : [...previous.items, ...result.list],
          total: result.total,
          hasMore: page * result.per_page < result.total,
          loaded: true,
        }));
      });
      const tracked = request.finally(() => {
        if (inFlight.current === tracked) inFlight.current = null;
      });
      inFlight.current = tracked;
      return tracked;
    },
    [perPage],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    return load(1);
  }, [load]);

  // A layout effect, so page 1 is under way before InfiniteList's footer (a passive effect) asks for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what makes a new list.
  useLayoutEffect(() => {
    pageRef.current = 0;
    setState(EMPTY);
    reload().catch(() => setState((previous) => ({ ...previous, loaded: true })));
  }, [key, reload]);

  const loadMore = useCallback(() => inFlight.current ?? load(pageRef.current + 1), [load]);

  return { ...state, loadMore, reload };
}

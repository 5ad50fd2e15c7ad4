import { useCallback, useRef } from 'react';
import type { Paged } from '../../types';
import { patchRequest, readRequest, requestSnapshot } from './request-cache';
import { useRequest } from './use-request';

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
  /** Rewrites the rows shown without asking again (a row deleted here); the total moves with their number. */
  patch: (update: (items: T[]) => T[]) => void;
}

/** What the request layer keeps of a list: the pages read so far, after which read of page 1. */
interface Pages<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  firstRead: number;
}

let firstReads = 0;
function pagesOf<T>(first: Paged<T>): Pages<T> {
  firstReads += 1;
  return { items: first.list, total: first.total, page: 1, perPage: first.per_page, firstRead: firstReads };
}

/** The next page after the ones shown; rows already shown (a newer row shifted the pages) are not repeated. */
function appended<T>(shown: Pages<T>, next: Paged<T>, itemKey?: (item: T) => string | number): Pages<T> {
  const seen = itemKey ? new Set(shown.items.map(itemKey)) : null;
  const fresh = itemKey && seen ? next.list.filter((item) => !seen.has(itemKey(item))) : next.list;
  return { ...shown, items: [...shown.items, ...fresh], total: next.total, page: shown.page + 1 };
}

/**
 * THE paged list of a page, for InfiniteList, in the request layer beside `useRequest`: `key` names the list
 * across every app (`app:screen:what` with its tab or filter, e.g. `finance:BillsPage:bills-recharge|today`), page 1
 * loads whenever the key changes and later pages when InfiniteList asks. A list opened again shows the pages
 * read before at once while page 1 is read again; `invalidateRequests(prefix)` re-reads it after a change made
 * elsewhere; a sign-in or sign-out reads it again for the new player. Answers for an older key or an older
 * page 1 are dropped, so fast taps never mix two lists; with `itemKey`, a row a newer row pushed onto the next
 * page is not shown twice. A failed first page leaves the list open: InfiniteList retries it and offers 点击重试.
 */
export function usePagedList<T>(
  fetchPage: (page: number, perPage: number) => Promise<Paged<T>>,
  key: string,
  perPage = 10,
  itemKey?: (item: T) => string | number,
): PagedList<T> {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const itemKeyRef = useRef(itemKey);
  itemKeyRef.current = itemKey;
  const readFirst = useCallback(() => fetchRef.current(1, perPage).then(pagesOf), [perPage]);
  const first = useRequest<Pages<T>>(readFirst, key);
  const more = useRef<{ key: string; request: Promise<void> } | null>(null);

  const loadMore = useCallback((): Promise<void> => {
    if (more.current?.key === key) return more.current.request;
    const shown = requestSnapshot(key);
    // Page 1 is on its way (joined) or failed (read again while InfiniteList's footer shows it retrying).
    if (shown.status !== 'ready') return readRequest(key, readFirst, { keepError: true }).then(() => {});
    const pages = shown.data as Pages<T>;
    const request = fetchRef
      .current(pages.page + 1, perPage)
      .then((next) => {
        // A page 1 read again meanwhile replaced what this page continues.
        patchRequest<Pages<T>>(key, (current) =>
          current.firstRead === pages.firstRead && current.page === pages.page
            ? appended(current, next, itemKeyRef.current)
            : current,
        );
      })
      .finally(() => {
        if (more.current?.request === request) more.current = null;
      });
    more.current = { key, request };
    return request;
  }, [key, perPage, readFirst]);

  const { reload, patch: patchPages } = first;
  const patch = useCallback(
    (update: (items: T[]) => T[]) =>
      patchPages((pages) => {
        const items = update(pages.items);
        return { ...pages, items, total: pages.total + items.length - pages.items.length };
      }),
    [patchPages],
  );

  if (first.status !== 'ready') {
    return { items: [], total: 0, hasMore: true, loaded: first.status === 'error', loadMore, reload, patch };
  }
  const { items, total, page, perPage: answeredPerPage } = first.data;
  return { items, total, hasMore: page * answeredPerPage < total, loaded: true, loadMore, reload, patch };
}

import { InfiniteList, type PagedList, Skeleton } from '@app/shared';
import type { ReactNode } from 'react';

/** InfiniteList over a usePagedList, with a skeleton until the first page of the filter is in. */
export function RecordList<T>({
  list,
  renderItem,
  itemKey,
  emptyText,
}: {
  list: PagedList<T>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  emptyText: string;
}) {
  if (!list.loaded) return <Skeleton rows={6} />;
  return (
    <InfiniteList
      items={list.items}
      renderItem={renderItem}
      itemKey={itemKey}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      emptyText={emptyText}
    />
  );
}

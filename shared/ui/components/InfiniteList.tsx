import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Empty } from './Empty';
import styles from './InfiniteList.module.css';

export interface InfiniteListProps<T> {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Loads the next page; the list is done when hasMore is false. */
  onLoadMore: () => Promise<unknown>;
  hasMore: boolean;
  itemKey: (item: T, index: number) => string | number;
  emptyText?: string;
}

/** Loads more when the footer scrolls into view; a failed load shows a tap-to-retry footer. */
export function InfiniteList<T>({
  items,
  renderItem,
  onLoadMore,
  hasMore,
  itemKey,
  emptyText,
}: InfiniteListProps<T>) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const footer = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMore) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      await onLoadMore();
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [hasMore, onLoadMore]);

  useEffect(() => {
    const node = footer.current;
    if (!node || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, failed]);

  if (items.length === 0 && !hasMore && !loading) return <Empty text={emptyText} />;

  return (
    <div>
      {items.map((item, index) => (
        <div key={itemKey(item, index)}>{renderItem(item, index)}</div>
      ))}
      <div ref={footer} className={styles.footer}>
        {failed ? (
          <button type="button" className={styles.retry} onClick={() => void loadMore()}>
            加载失败，点击重试
          </button>
        ) : loading ? (
          '加载中...'
        ) : hasMore ? (
          '上拉加载更多'
        ) : (
          '没有更多了'
        )}
      </div>
    </div>
  );
}

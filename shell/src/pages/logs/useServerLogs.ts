import { type LogLevel, logsApi, type ServerLog, type ServerLogStats } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';

export type ServerView = 'all' | 'errors' | 'network' | 'ios';
const PER_PAGE = 20;

/** The player's uploaded logs: stats plus one view (all by level, errors, network, iOS), paged. */
export function useServerLogs(view: ServerView, level: LogLevel | undefined, enabled: boolean) {
  const [stats, setStats] = useState<ServerLogStats | null>(null);
  const [list, setList] = useState<ServerLog[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);

  const fetchPage = useCallback(
    (next: number) => {
      const query = { page: next, per_page: PER_PAGE };
      if (view === 'errors') return logsApi.errors(query);
      if (view === 'network') return logsApi.network(query);
      if (view === 'ios') return logsApi.ios(query);
      return logsApi.list(level ? { ...query, level } : query);
    },
    [view, level],
  );

  const reload = useCallback(async () => {
    if (!enabled) return;
    setLoading(true);
    try {
      const [nextStats, first] = await Promise.all([logsApi.stats(), fetchPage(1)]);
      setStats(nextStats);
      setList(first.list);
      setTotal(first.total);
      setPage(1);
    } catch {
      // The request layer already toasted and logged it.
    } finally {
      setLoading(false);
    }
  }, [enabled, fetchPage]);

  const loadMore = useCallback(async () => {
    const more = await fetchPage(page + 1);
    setList((current) => [...current, ...more.list]);
    setTotal(more.total);
    setPage(page + 1);
  }, [fetchPage, page]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { stats, list, total, loading, reload, loadMore, hasMore: list.length < total };
}

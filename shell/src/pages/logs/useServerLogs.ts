import { type LogLevel, logsApi, usePagedList, useRequest } from '@app/shared';
import { useCallback } from 'react';

export type ServerView = 'all' | 'errors' | 'network' | 'ios';
const PER_PAGE = 20;

/** The player's uploaded logs: stats plus one view (all by level, errors, network, iOS), paged. */
export function useServerLogs(view: ServerView, level: LogLevel | undefined) {
  const stats = useRequest(() => logsApi.stats(), 'shell:ServerLogs:stats');
  const list = usePagedList(
    (page, perPage) => {
      const query = { page, per_page: perPage };
      if (view === 'errors') return logsApi.errors(query);
      if (view === 'network') return logsApi.network(query);
      if (view === 'ios') return logsApi.ios(query);
      return logsApi.list(level ? { ...query, level } : query);
    },
    `shell:ServerLogs:logs-${view}-${level ?? 'all'}`,
    PER_PAGE,
  );
  const { reload: reloadStats } = stats;
  const { reload: reloadList } = list;
  const reload = useCallback(async () => {
    await Promise.all([reloadStats(), reloadList()]);
  }, [reloadStats, reloadList]);

  return {
    stats: stats.status === 'ready' ? stats.data : null,
    list: list.items,
    total: list.total,
    loading: !list.loaded,
    reload,
    loadMore: list.loadMore,
    hasMore: list.loaded && list.hasMore,
  };
}

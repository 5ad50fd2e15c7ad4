import { formatClock, InfiniteList, usePagedList } from '@app/shared';
import { useEffect, useRef } from 'react';
import { lotteryApi } from '../../api/lottery';
import { LOTTERY_FAILURES, silent, toastOnFailure } from '../../store/failures';
import { Balls } from './Balls';
import { DrawTags } from './DrawTags';
import styles from './detail.module.css';

const HISTORY_PAGE_SIZE = 20;

/**
 * 开奖记录: every drawn expect, newest first, with the open code, its sum and 大小单双; read again from the
 * top when a new draw (`latestExpect`) arrives.
 */
export function HistoryList({
  lotteryId,
  type,
  latestExpect,
}: {
  lotteryId: number;
  type: string;
  latestExpect?: string;
}) {
  const history = usePagedList(
    (page, perPage) =>
      toastOnFailure(
        () => lotteryApi.historyOpenCodes(lotteryId, { page, per_page: perPage }, silent),
        LOTTERY_FAILURES.history,
      ),
    `lottery:history:${lotteryId}`,
    HISTORY_PAGE_SIZE,
  );
  const { reload } = history;
  const shownExpect = useRef(latestExpect);
  useEffect(() => {
    if (shownExpect.current === latestExpect) return;
    shownExpect.current = latestExpect;
    void reload().catch(() => {});
  }, [latestExpect, reload]);
  return (
    <InfiniteList
      items={history.items}
      itemKey={(row) => row.expect}
      hasMore={history.hasMore}
      emptyText="暂无开奖记录"
      onLoadMore={history.loadMore}
      renderItem={(row) => (
        <div className={styles.historyRow} data-testid="history-row">
          <div className={styles.historyHead}>
            <span>第 {row.expect} 期</span>
            <span className={styles.historyTime}>{formatClock(row.drawn_at, 'seconds')}</span>
          </div>
          <div className={styles.historyBody}>
            <Balls type={type} numbers={row.numbers} small={type === 'pk10'} />
            <DrawTags type={type} numbers={row.numbers} />
          </div>
        </div>
      )}
    />
  );
}

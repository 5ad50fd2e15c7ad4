import { formatClock, InfiniteList } from '@app/shared';
import { useEffect } from 'react';
import { HISTORY_PAGE_SIZE, useLotteryHistory } from '../../store/history';
import { Balls } from './Balls';
import { DrawTags } from './DrawTags';
import styles from './detail.module.css';

/** 开奖记录: every drawn expect, newest first, with the open code, its sum and 大小单双. */
export function HistoryList({ lotteryId, type }: { lotteryId: number; type: string }) {
  const history = useLotteryHistory((state) => state.historyOpenCodes);
  const total = useLotteryHistory((state) => state.historyTotal);
  const fetchHistory = useLotteryHistory((state) => state.fetchHistory);
  useEffect(() => {
    void fetchHistory(lotteryId, 1);
  }, [lotteryId, fetchHistory]);
  const ours = history.filter((row) => row.lottery_id === lotteryId);
  return (
    <InfiniteList
      items={ours}
      itemKey={(row) => row.expect}
      hasMore={ours.length < total}
      emptyText="暂无开奖记录"
      onLoadMore={() => fetchHistory(lotteryId, Math.floor(ours.length / HISTORY_PAGE_SIZE) + 1)}
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

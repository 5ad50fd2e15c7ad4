import { formatDateTime, formatMoney, InfiniteList, Page, Tabs } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import { type ActivityRecord, activityApi } from '../../api/activity';
import styles from './activity.module.css';
import { StatusBadge } from './StatusBadge';

const STATUS_TABS = [
  { key: -1, title: '全部' },
  { key: 0, title: '审核中' },
  { key: 1, title: '已发放' },
  { key: 2, title: '已拒绝' },
];
const PER_PAGE = 20;

function RecordRow({ record }: { record: ActivityRecord }) {
  return (
    <div className={styles.record} data-testid="activity-record">
      {record.banner ? <img src={record.banner} alt="" className={styles.recordThumb} /> : null}
      <div className={styles.recordMain}>
        <span className={styles.recordTitle}>{record.title}</span>
        <span className={styles.recordMeta}>{formatDateTime(record.created_at)}</span>
      </div>
      <div className={styles.recordSide}>
        <span className={styles.recordAmount}>+{formatMoney(record.reward)}</span>
        <StatusBadge status={record.status} text={record.status_text} />
      </div>
    </div>
  );
}

/** /activityPages/records: the player's applications by status, newest first, paged as they scroll. */
export function ActivityRecordsPage() {
  const [status, setStatus] = useState(-1);
  const [items, setItems] = useState<ActivityRecord[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new status tab starts the list over.
  useEffect(() => {
    setItems([]);
    setPage(0);
    setHasMore(true);
  }, [status]);

  const loadMore = useCallback(async () => {
    const next = page + 1;
    const result = await activityApi.myApplications({
      page: next,
      per_page: PER_PAGE,
      ...(status >= 0 ? { status } : {}),
    });
    setItems((current) => (next === 1 ? result.list : [...current, ...result.list]));
    setPage(next);
    setHasMore(next * PER_PAGE < result.total);
  }, [page, status]);

  return (
    <Page title="活动记录">
      <Tabs items={STATUS_TABS} active={status} onChange={setStatus} />
      <InfiniteList
        items={items}
        hasMore={hasMore}
        onLoadMore={loadMore}
        itemKey={(record) => record.id}
        renderItem={(record) => <RecordRow record={record} />}
        emptyText="暂无活动记录"
      />
    </Page>
  );
}

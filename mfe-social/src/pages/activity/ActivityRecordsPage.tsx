import { formatDateTime, formatMoney, InfiniteList, Page, Tabs, usePagedList } from '@app/shared';
import { useState } from 'react';
import { type ActivityRecord, activityApi } from '../../api/activity';
import styles from './activity.module.css';
import { StatusBadge } from './StatusBadge';
import { MY_APPLICATIONS_KEY } from './usePeriodApplications';

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
  const list = usePagedList(
    (page, perPage) =>
      activityApi.myApplications({ page, per_page: perPage, ...(status >= 0 ? { status } : {}) }),
    // Under the applications' key: applying for an activity marks these pages stale too.
    `${MY_APPLICATIONS_KEY}:records-${status}`,
    PER_PAGE,
  );

  return (
    <Page title="活动记录">
      <Tabs items={STATUS_TABS} active={status} onChange={setStatus} />
      <InfiniteList
        items={list.items}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        itemKey={(record) => record.id}
        renderItem={(record) => <RecordRow record={record} />}
        emptyText="暂无活动记录"
      />
    </Page>
  );
}

import { Empty, type Entry, EntryGrid, Page, PullToRefresh, Skeleton, Tabs, useRequest } from '@app/shared';
import { useState } from 'react';
import { activityApi } from '../../api/activity';
import { ActivityCard } from './ActivityCard';
import styles from './activity.module.css';
import { usePeriodApplications } from './usePeriodApplications';

const ENTRIES: Entry[] = [
  { label: '每日签到', to: '/pages/signin/index', mark: '签' },
  { label: 'VIP特权', to: '/minePages/vip', mark: 'V' },
  { label: '排行榜', to: '/minePages/ranking', mark: '榜' },
  { label: '活动记录', to: '/activityPages/records', mark: '记' },
];

/** Tab 2: quick entries, the category tabs and the running promotions. */
export function ActivityPage() {
  const [typeId, setTypeId] = useState(0);
  const types = useRequest(() => activityApi.types({ silent: true }), 'social:ActivityPage:activity-types');
  const list = useRequest(
    () => activityApi.list(typeId ? { type_id: typeId, per_page: 50 } : { per_page: 50 }),
    `social:ActivityPage:activities-${typeId}`,
  );
  const records = usePeriodApplications(list.status === 'ready' ? list.data.list : null);
  const tabs = [
    { key: 0, title: '全部' },
    ...(types.status === 'ready' ? types.data : []).map((type) => ({
      key: type.id,
      title: type.name,
    })),
  ];
  return (
    <Page title="优惠活动" back={false}>
      <PullToRefresh onRefresh={() => Promise.all([list.reload(), records.reload()])}>
        <div className={styles.entries}>
          <EntryGrid entries={ENTRIES} />
        </div>
        <Tabs items={tabs} active={typeId} onChange={setTypeId} />
        <div className={styles.list} data-testid="activity-list">
          {list.status === 'loading' && <Skeleton />}
          {list.status === 'error' && <Empty text="活动加载失败，请下拉重试" />}
          {list.status === 'ready' && list.data.list.length === 0 && <Empty text="暂无活动" />}
          {list.status === 'ready' &&
            list.data.list.map((activity) => (
              <ActivityCard
                key={activity.id}
                activity={activity}
                record={records.byActivity.get(activity.id)}
              />
            ))}
        </div>
      </PullToRefresh>
    </Page>
  );
}

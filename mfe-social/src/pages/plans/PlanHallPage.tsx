import { type Chip, Chips, InfiniteList, Page, Tabs, usePagedList } from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type PlanSort, plansApi } from '../../api/plans';
import { useRouteTitle } from '../titles';
import { PlanCard } from './PlanCard';
import styles from './plans.module.css';

const SORTS: Array<{ key: PlanSort; title: string }> = [
  { key: 'recommend', title: '推荐' },
  { key: 'popular', title: '人气' },
  { key: 'streak', title: '连红' },
];

const SPORTS: Chip<'0' | '1' | '2'>[] = [
  { key: '0', label: '全部' },
  { key: '1', label: '足球' },
  { key: '2', label: '篮球' },
];

/** /planPages/hall: 跟单大厅, open plans first, by 回报率 (推荐), 跟单金额 (人气) or 连红, per sport. */
export function PlanHallPage() {
  const [sort, setSort] = useState<PlanSort>('recommend');
  const [sport, setSport] = useState<'0' | '1' | '2'>('0');
  const plans = usePagedList(
    (page, per_page) =>
      plansApi.list(
        { page, per_page, sort, ...(sport !== '0' ? { sport_type: Number(sport) } : {}) },
        { silent: true },
      ),
    `social:PlanHallPage:plans-${sort}-${sport}`,
  );
  return (
    <Page title={useRouteTitle()}>
      <nav className={styles.shortcuts} aria-label="跟单">
        <Link to="/planPages/publish">发布方案</Link>
        <Link to="/planPages/mine">我的跟单</Link>
        <Link to="/syndicatePages/hall">合买大厅</Link>
      </nav>
      <Tabs items={SORTS} active={sort} onChange={setSort} />
      <Chips chips={SPORTS} active={sport} onChange={setSport} label="运动项目" />
      <div className={styles.list}>
        <InfiniteList
          items={plans.items}
          hasMore={plans.hasMore}
          onLoadMore={plans.loadMore}
          itemKey={(plan) => plan.id}
          emptyText="暂无方案"
          renderItem={(plan) => <PlanCard plan={plan} />}
        />
      </div>
    </Page>
  );
}

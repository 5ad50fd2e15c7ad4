import { type Chip, Chips, InfiniteList, Page, Tabs, usePagedList } from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type SyndicateSort, syndicatesApi } from '../../api/syndicates';
import plans from '../plans/plans.module.css';
import { useRouteTitle } from '../titles';
import { SyndicateCard } from './SyndicateCard';

const SORTS: Array<{ key: SyndicateSort; title: string }> = [
  { key: 'progress', title: '进度' },
  { key: 'newest', title: '最新' },
  { key: 'total', title: '金额' },
];

const SPORTS: Chip<'0' | '1' | '2'>[] = [
  { key: '0', label: '全部' },
  { key: '1', label: '足球' },
  { key: '2', label: '篮球' },
];

/** /syndicatePages/hall: 合买大厅, public syndicates still selling, by progress, newest or total, per sport. */
export function SyndicateHallPage() {
  const [sort, setSort] = useState<SyndicateSort>('progress');
  const [sport, setSport] = useState<'0' | '1' | '2'>('0');
  const list = usePagedList(
    (page, per_page) =>
      syndicatesApi.list(
        { page, per_page, sort, ...(sport !== '0' ? { sport_type: Number(sport) } : {}) },
        { silent: true },
      ),
    `social:SyndicateHallPage:syndicates-${sort}-${sport}`,
  );
  return (
    <Page title={useRouteTitle()}>
      <nav className={plans.shortcuts} aria-label="合买">
        <Link to="/betPages/football/index">去选号发起</Link>
        <Link to="/syndicatePages/mine">我的合买</Link>
      </nav>
      <Tabs items={SORTS} active={sort} onChange={setSort} />
      <Chips chips={SPORTS} active={sport} onChange={setSport} label="运动项目" />
      <div className={plans.list}>
        <InfiniteList
          items={list.items}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          itemKey={(syndicate) => syndicate.id}
          emptyText="暂无进行中的合买"
          renderItem={(syndicate) => <SyndicateCard syndicate={syndicate} />}
        />
      </div>
    </Page>
  );
}

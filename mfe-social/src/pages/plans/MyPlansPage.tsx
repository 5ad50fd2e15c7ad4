import { formatMoney, InfiniteList, Page, Tabs, usePagedList, useSession } from '@app/shared';
import { useState } from 'react';
import { plansApi } from '../../api/plans';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useRouteTitle } from '../titles';
import { PlanCard } from './PlanCard';
import { MyFollowRow } from './PlanRows';
import styles from './plans.module.css';

type Tab = 'follows' | 'published';

const TABS: Array<{ key: Tab; title: string }> = [
  { key: 'follows', title: '我跟的' },
  { key: 'published', title: '我发的' },
];

/** /planPages/mine: the plans the player followed (with payouts and commission paid) and published (earned). */
export function MyPlansPage() {
  const loggedIn = useSession((state) => !!state.token);
  const [tab, setTab] = useState<Tab>('follows');
  return (
    <Page title={useRouteTitle()}>
      {loggedIn ? (
        <>
          <Tabs items={TABS} active={tab} onChange={setTab} />
          <div className={styles.list}>{tab === 'follows' ? <Follows /> : <Published />}</div>
        </>
      ) : (
        <div className={styles.list}>
          <LoginPrompt title="我的跟单" text="登录后查看跟单与发单记录" />
        </div>
      )}
    </Page>
  );
}

function Follows() {
  const follows = usePagedList(
    (page, perPage) => plansApi.follows(page, perPage, { silent: true }),
    'social:MyPlansPage:follows',
  );
  return (
    <InfiniteList
      items={follows.items}
      hasMore={follows.hasMore}
      onLoadMore={follows.loadMore}
      itemKey={(follow) => follow.id}
      emptyText="还没有跟单，去跟单大厅看看"
      renderItem={(follow) => <MyFollowRow follow={follow} title={follow.plan.title} />}
    />
  );
}

function Published() {
  const published = usePagedList(
    (page, perPage) => plansApi.published(page, perPage, { silent: true }),
    'social:MyPlansPage:published',
  );
  return (
    <InfiniteList
      items={published.items}
      hasMore={published.hasMore}
      onLoadMore={published.loadMore}
      itemKey={(plan) => plan.id}
      emptyText="还没有发布方案"
      renderItem={(plan) => (
        <PlanCard plan={plan} extra={`佣金收入 ${formatMoney(plan.commission_earned)} 元`} />
      )}
    />
  );
}

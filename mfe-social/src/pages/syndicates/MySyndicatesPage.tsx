import { formatMoney, InfiniteList, Page, Tabs, usePagedList, useSession } from '@app/shared';
import { useState } from 'react';
import { type SyndicateRole, syndicatesApi } from '../../api/syndicates';
import { LoginPrompt } from '../../components/LoginPrompt';
import plans from '../plans/plans.module.css';
import { useRouteTitle } from '../titles';
import { SyndicateCard } from './SyndicateCard';

const TABS: Array<{ key: SyndicateRole; title: string }> = [
  { key: 'joined', title: '我参与的' },
  { key: 'initiated', title: '我发起的' },
];

/** /syndicatePages/mine: the syndicates the player bought into and those they started. */
export function MySyndicatesPage() {
  const loggedIn = useSession((state) => !!state.token);
  const [role, setRole] = useState<SyndicateRole>('joined');
  return (
    <Page title={useRouteTitle()}>
      {loggedIn ? (
        <>
          <Tabs items={TABS} active={role} onChange={setRole} />
          <div className={plans.list}>
            <Mine role={role} />
          </div>
        </>
      ) : (
        <div className={plans.list}>
          <LoginPrompt title="我的合买" text="登录后查看参与和发起的合买" />
        </div>
      )}
    </Page>
  );
}

function Mine({ role }: { role: SyndicateRole }) {
  const list = usePagedList(
    (page, perPage) => syndicatesApi.mine(role, page, perPage, { silent: true }),
    `social:MySyndicatesPage:${role}`,
  );
  return (
    <InfiniteList
      items={list.items}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      itemKey={(syndicate) => syndicate.id}
      emptyText={role === 'joined' ? '还没有参与合买，去合买大厅看看' : '还没有发起合买'}
      renderItem={(syndicate) => {
        const payout = syndicate.status === 'settled' ? ` · 派奖 ${formatMoney(syndicate.payout)}元` : '';
        return <SyndicateCard syndicate={syndicate} extra={`我的 ${syndicate.my_shares}份${payout}`} />;
      }}
    />
  );
}

import {
  formatDate,
  formatMoney,
  InfiniteList,
  Page,
  Section,
  usePagedList,
  useRequest,
  useSession,
} from '@app/shared';
import { inviteApi } from '../../api/invite';
import { LoginPrompt } from '../../components/LoginPrompt';
import { StatGrid } from '../../components/StatGrid';
import { useRouteTitle } from '../titles';
import styles from './invite.module.css';

/** /minePages/referrals: friends who registered with my code (names masked), deposit status and reward. */
export function ReferralsPage() {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()} padded>
      {loggedIn ? <Referrals /> : <LoginPrompt title="我的下级" text="登录后查看您邀请的好友" />}
    </Page>
  );
}

function Referrals() {
  const stats = useRequest(() => inviteApi.statistics({ silent: true }), 'social:ReferralsPage:stats');
  const list = usePagedList(
    (page, per_page) => inviteApi.referrals({ page, per_page }, { silent: true }),
    'social:ReferralsPage:referrals',
  );
  return (
    <>
      {stats.status === 'ready' && (
        <Section title="邀请概况">
          <StatGrid
            items={[
              { label: '累计邀请', value: stats.data.invited_count },
              { label: '本月邀请', value: stats.data.month_count },
              { label: '已充值', value: stats.data.deposited_count },
            ]}
          />
        </Section>
      )}
      <Section title="好友列表">
        <InfiniteList
          items={list.items}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          itemKey={(item) => item.id}
          emptyText="还没有好友通过您的邀请注册"
          renderItem={(item) => (
            <div className={styles.row} data-testid="referral-row">
              <span className={styles.rowMain}>
                <b>{item.username}</b>
                <span>注册于 {formatDate(item.registered_at)}</span>
              </span>
              <span className={item.has_deposited ? styles.yes : styles.no}>
                {item.has_deposited ? '已充值' : '未充值'}
              </span>
              <span className={styles.amount}>+{formatMoney(item.reward)}</span>
            </div>
          )}
        />
      </Section>
    </>
  );
}

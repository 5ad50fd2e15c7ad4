import {
  Figure,
  formatDateTime,
  formatMoney,
  InfiniteList,
  Muted,
  Page,
  Section,
  usePagedList,
  useSession,
} from '@app/shared';
import { useState } from 'react';
import { inviteApi } from '../../api/invite';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useRouteTitle } from '../titles';
import styles from './invite.module.css';

/** /minePages/rewards: invite rewards paid to my balance, one row per friend and rule. */
export function RewardsPage() {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()} padded>
      {loggedIn ? <Rewards /> : <LoginPrompt title="我的奖励" text="登录后查看邀请奖励" />}
    </Page>
  );
}

function Rewards() {
  const [total, setTotal] = useState('0.00');
  const list = usePagedList(async (page, per_page) => {
    const result = await inviteApi.rewards({ page, per_page }, { silent: true });
    setTotal(result.total_amount);
    return result;
  }, 'social:RewardsPage:rewards');
  return (
    <>
      <Section title="累计奖励">
        <Figure data-testid="reward-total">{total}</Figure>
        <Muted>奖励已自动发放至账户余额</Muted>
      </Section>
      <Section title="奖励明细">
        <InfiniteList
          items={list.items}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          itemKey={(item) => item.id}
          emptyText="暂无奖励，快去邀请好友吧"
          renderItem={(item) => (
            <div className={styles.row}>
              <span className={styles.rowMain}>
                <b>{item.rule_name}</b>
                <span>
                  好友 {item.invitee} · {formatDateTime(item.created_at)}
                </span>
              </span>
              <span className={styles.amount}>+{formatMoney(item.amount)}</span>
            </div>
          )}
        />
      </Section>
    </>
  );
}

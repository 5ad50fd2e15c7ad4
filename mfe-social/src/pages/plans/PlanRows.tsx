import { formatDateTime, formatMoney, ListRow, Muted } from '@app/shared';
import type { PlanFollow } from '../../api/plans';
import styles from './plans.module.css';

/** One follow of the player's: stake and multiple, its order's state, and what it won and paid. */
export function MyFollowRow({ follow, title }: { follow: PlanFollow; title?: string }) {
  return (
    <ListRow to={title ? `/planPages/detail?id=${follow.plan_id}` : undefined}>
      <span className={styles.rowMain}>
        {title && <b>{title}</b>}
        <span>
          {follow.multiple}倍 · 投注 {formatMoney(follow.stake)} 元
        </span>
        <Muted inline>
          {follow.order_no} · {formatDateTime(follow.created_at)}
        </Muted>
      </span>
      <span className={styles.rowSide} data-testid="follow-result">
        <b>{follow.order_status_text}</b>
        {follow.order_status === 1 && (
          <>
            <span>派奖 {formatMoney(follow.payout)}</span>
            <span>佣金 {formatMoney(follow.commission)}</span>
          </>
        )}
      </span>
    </ListRow>
  );
}

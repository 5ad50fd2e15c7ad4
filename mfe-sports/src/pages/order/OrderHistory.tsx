import {
  type DayRange,
  DayRangeFilter,
  dayRange,
  formatDateTime,
  formatMoney,
  InfiniteList,
  Tabs,
} from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_STATUS, type Order } from '../../api/orders';
import { InPlayTag } from './InPlayTag';
import styles from './order.module.css';
import { useOrderPages } from './useOrderPages';

const STATUS_TABS = [
  { key: -1, title: '全部' },
  { key: ORDER_STATUS.pending, title: '待开奖' },
  { key: ORDER_STATUS.won, title: '已中奖' },
  { key: ORDER_STATUS.lost, title: '未中奖' },
  { key: ORDER_STATUS.refunded, title: '已退款' },
];

const SPORT_NAMES: Record<number, string> = { 1: '足球', 2: '篮球' };

const STATUS_CLASS: Record<number, string | undefined> = {
  [ORDER_STATUS.pending]: styles.pending,
  [ORDER_STATUS.won]: styles.won,
  [ORDER_STATUS.refunded]: styles.refunded,
};

/**
 * 我的注单: the player's orders by status and day range (quick or 自定义, the same filter as 投注记录), newest
 * first, loading more as the list scrolls.
 */
export function OrderHistory() {
  const [status, setStatus] = useState(-1);
  const [range, setRange] = useState<DayRange>({ key: 'month' });
  const orders = useOrderPages({
    ...(status >= 0 ? { status } : {}),
    ...dayRange(range),
  });
  return (
    <>
      <div className={styles.filters}>
        <Tabs items={STATUS_TABS} active={status} onChange={setStatus} />
        <DayRangeFilter value={range} onChange={setRange} />
      </div>
      {orders.loaded && (
        <InfiniteList
          items={orders.items}
          itemKey={(order) => order.order_no}
          hasMore={orders.hasMore}
          onLoadMore={orders.loadMore}
          emptyText="暂无注单"
          renderItem={(order) => <OrderRow order={order} />}
        />
      )}
    </>
  );
}

/** The money line of a row: what came back once settled, the most it can win while open. */
function returnText(order: Order): string {
  if (order.status === ORDER_STATUS.pending) return `最高可中 ${order.max_prize}`;
  if (order.status === ORDER_STATUS.refunded) return `退款 ${formatMoney(order.payout)}`;
  return `派奖 ${formatMoney(order.payout)}`;
}

function OrderRow({ order }: { order: Order }) {
  return (
    <Link
      to={`/betPages/order/detail?order_no=${order.order_no}`}
      className={styles.order}
      data-testid="order-row"
    >
      <div className={styles.orderHead}>
        <span className={styles.orderTitle}>
          {order.in_play && <InPlayTag />}
          {SPORT_NAMES[order.sport_type] ?? ''} {order.mode_text} {order.combo_names.join(' ')}
        </span>
        <span className={`${styles.status} ${STATUS_CLASS[order.status] ?? ''}`} data-testid="order-status">
          {order.status_text}
        </span>
      </div>
      <div className={styles.orderMatches}>
        {order.legs.map((leg) => `${leg.home_team} vs ${leg.away_team}`).join('、')}
      </div>
      <div className={styles.orderFoot}>
        <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        <span>投注 {formatMoney(order.stake)}</span>
        <span className={order.status === ORDER_STATUS.won ? styles.won : undefined}>
          {returnText(order)}
        </span>
      </div>
    </Link>
  );
}

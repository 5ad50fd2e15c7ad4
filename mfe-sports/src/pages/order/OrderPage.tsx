import { Empty, formatBeijing, ListRow, Muted, Page, Section } from '@app/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Order, ordersApi } from '../../api/orders';
import { OrderDetail } from './OrderDetail';

/** Order statuses that paid money back (server/domain/sports/codes.ts): 1 已中奖, 3 已退款. */
const ORDER_PAID_BACK = { won: 1, refunded: 3 } as const;

/** /betPages/order/detail: one order (注单详情) with ?order_no=, otherwise the player's orders (我的注单). */
export function OrderPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  return (
    <Page title={orderNo ? '注单详情' : '我的注单'} padded>
      {orderNo ? <OrderDetail orderNo={orderNo} /> : <OrderHistory />}
    </Page>
  );
}

function OrderHistory() {
  const [orders, setOrders] = useState<Order[] | null>(null);
  useEffect(() => {
    ordersApi.history({ per_page: 20 }).then(
      (page) => setOrders(page.list),
      () => setOrders([]),
    );
  }, []);
  if (orders === null) return null;
  if (orders.length === 0) return <Empty text="暂无注单" />;
  return (
    <Section title="全部注单">
      {orders.map((order) => (
        <ListRow key={order.order_no} to={`/betPages/order/detail?order_no=${order.order_no}`}>
          <span>
            {order.mode_text} {order.combo_names.join(' ')} · {order.stake}元
            <Muted inline> {formatBeijing(order.created_at, 'monthDayTime')}</Muted>
          </span>
          <span>
            {order.status === ORDER_PAID_BACK.won || order.status === ORDER_PAID_BACK.refunded
              ? `${order.status_text} ${order.payout}元`
              : order.status_text}
          </span>
        </ListRow>
      ))}
    </Section>
  );
}

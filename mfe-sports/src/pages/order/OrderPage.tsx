import { Empty, ListRow, Muted, Page, Section } from '@app/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Order, ordersApi } from '../../api/orders';
import { useRouteTitle } from '../titles';
import { OrderDetail } from './OrderDetail';

/** Order statuses that paid money back (server/domain/sports/codes.ts): 1 已中奖, 3 已退款. */
const ORDER_PAID_BACK = { won: 1, refunded: 3 } as const;

/** /betPages/order/detail: one order with ?order_no=, otherwise the player's order history. */
export function OrderPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  return (
    <Page title={useRouteTitle()} padded>
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
    <Section title="我的注单">
      {orders.map((order) => (
        <ListRow key={order.order_no} to={`/betPages/order/detail?order_no=${order.order_no}`}>
          <span>
            {order.mode_text} {order.combo_names.join(' ')} · {order.stake}元
            <Muted inline> {new Date(order.created_at).toLocaleString('zh-CN', { hour12: false })}</Muted>
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

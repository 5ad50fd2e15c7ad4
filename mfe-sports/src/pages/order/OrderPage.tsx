import { Page } from '@app/shared';
import { useSearchParams } from 'react-router-dom';
import { OrderDetail } from './OrderDetail';
import { OrderHistory } from './OrderHistory';

/** /betPages/order/detail: one order (注单详情) with ?order_no=, otherwise the player's orders (我的注单). */
export function OrderPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  return (
    <Page title={orderNo ? '注单详情' : '我的注单'} padded={Boolean(orderNo)}>
      {orderNo ? <OrderDetail orderNo={orderNo} /> : <OrderHistory />}
    </Page>
  );
}

import { Button, formatMoney, Muted, Page, realtimeEvents } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type PaymentOrder, paymentsApi } from '../../api/payments';
import { useRouteTitle } from '../titles';
import { BalanceCard } from '../wallet/BalanceCard';
import payment from './payment.module.css';

const PAID = 2;

/**
 * After a payment (from the gateway, or the launch rule scheme=payment-success): the order's state, and the
 * balance, both refreshed the moment the money lands (balance.changed).
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  // Its own state, not useRequest: a refresh on balance.changed that fails keeps the order read before.
  const [order, setOrder] = useState<PaymentOrder | null>(null);

  const load = useCallback(() => {
    if (!orderNo) return;
    paymentsApi.paymentInfo(orderNo, { silent: true, loading: false }).then(
      (info) => setOrder(info.order),
      () => {},
    );
  }, [orderNo]);
  useEffect(load, [load]);
  useEffect(() => realtimeEvents.on('balanceChanged', load), [load]);

  const paid = order?.status === PAID;
  return (
    <Page title={useRouteTitle()} padded>
      <div className={payment.result} data-testid="payment-success">
        <svg viewBox="0 0 48 48" className={payment.check} aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="M14 24.5l7 7 13-14" fill="none" stroke="#0f1117" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <p className={payment.title} data-testid="payment-result">
          {paid ? '充值成功' : '支付已提交'}
        </p>
        {order && <p className={payment.amountLine}>¥ {formatMoney(order.amount)}</p>}
        <Muted>
          {paid
            ? `${order?.method_text}已到账，订单号 ${order?.order_no}`
            : '到账可能有延迟，请以余额变动为准'}
        </Muted>
      </div>
      <BalanceCard />
      <div className={payment.actions}>
        <Button variant="primary" block onClick={() => navigate('/financePages/billdetails')}>
          查看账单
        </Button>
        <Button variant="ghost" block onClick={() => navigate('/pages/home/home', { replace: true })}>
          返回首页
        </Button>
      </div>
    </Page>
  );
}

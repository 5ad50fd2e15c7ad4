import { Button, Countdown, Empty, formatMoney, Page, toast, useRequest } from '@app/shared';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paymentsApi } from '../../api/payments';
import { useRouteTitle } from '../titles';
import styles from './payment.module.css';

interface GatewayMessage {
  type: 'demo-gateway';
  status: 'success' | 'failed';
  order_no: string;
}

const isGatewayMessage = (data: unknown): data is GatewayMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'demo-gateway';

/**
 * /pages/payment/webview?order_no=: the gateway's cashier page in a frame. The gateway tells us the outcome
 * by postMessage (only our own origin is trusted); the money itself arrives through its signed callback.
 */
export function PaymentWebviewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const requested = useRequest(
    () => (orderNo ? paymentsApi.paymentInfo(orderNo) : Promise.reject(new Error('no order_no'))),
    `finance:PaymentWebviewPage:payment-${orderNo}`,
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isGatewayMessage(event.data)) return;
      if (event.data.order_no !== orderNo) return;
      if (event.data.status === 'success') {
        navigate(`/pages/payment/success?order_no=${orderNo}`, { replace: true });
      } else {
        toast.error('支付失败，请重新发起充值');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, orderNo]);

  const title = useRouteTitle();
  const info = requested.status === 'ready' ? requested.data : null;
  if (requested.status === 'error' || (info && !info.pay_url)) {
    return (
      <Page title={title} padded>
        <Empty text="支付订单不存在或已失效" />
        <Button block onClick={() => navigate('/financePages/recharge', { replace: true })}>
          返回充值
        </Button>
      </Page>
    );
  }
  return (
    <Page title={title}>
      {info && (
        <>
          <div className={styles.frameHead}>
            <span>
              支付金额 <strong>¥ {formatMoney(info.order.amount)}</strong>
            </span>
            <span>
              剩余 <Countdown to={Date.parse(info.order.expires_at)} />
            </span>
          </div>
          <iframe className={styles.frame} title="支付网关" src={info.pay_url} data-testid="payment-frame" />
        </>
      )}
    </Page>
  );
}

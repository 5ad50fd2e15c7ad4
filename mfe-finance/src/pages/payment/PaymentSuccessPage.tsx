import { Button, Muted, Page } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import { useRouteTitle } from '../titles';
import { BalanceCard } from '../wallet/BalanceCard';
import payment from './payment.module.css';

/** Opened by the launch rule (scheme contains payment-success) after an external payment returns. */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  return (
    <Page title={useRouteTitle()} padded>
      <div className={payment.result} data-testid="payment-success">
        <svg viewBox="0 0 48 48" className={payment.check} aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="M14 24.5l7 7 13-14" fill="none" stroke="#0f1117" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <p className={payment.title}>支付已提交</p>
        <Muted>到账可能有延迟，请以余额变动为准</Muted>
      </div>
      <BalanceCard />
      <Button variant="primary" block onClick={() => navigate('/pages/home/home', { replace: true })}>
        返回首页
      </Button>
    </Page>
  );
}

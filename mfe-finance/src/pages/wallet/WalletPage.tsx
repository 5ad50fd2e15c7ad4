import { Empty, Page } from '@app/shared';
import { useLocation } from 'react-router-dom';
import { type OwnedPath, useRouteTitle } from '../titles';
import { BalanceCard } from './BalanceCard';

const UPCOMING: Partial<Record<OwnedPath, string>> = {
  '/financePages/recharge': '充值通道即将上线',
  '/financePages/withdrawal': '提现功能即将上线',
};

/** Recharge, withdrawal and the payment page: the real balance now, the payment flows with the finance issue. */
export function WalletPage() {
  const { pathname } = useLocation();
  return (
    <Page title={useRouteTitle()} padded>
      <BalanceCard />
      <Empty text={UPCOMING[pathname as OwnedPath] ?? '支付页面即将上线'} />
    </Page>
  );
}

import type { RemoteRoute } from '@app/shared';
import { BillsPage } from './pages/bills/BillsPage';
import { BonusPage } from './pages/bonus/BonusPage';
import { ComprehensivePage } from './pages/comprehensive/ComprehensivePage';
import { GameRecordsPage } from './pages/gamerecords/GameRecordsPage';
import { PaymentSuccessPage } from './pages/payment/PaymentSuccessPage';
import { PaymentWebviewPage } from './pages/payment/PaymentWebviewPage';
import { RebateDetailPage } from './pages/rebate/RebateDetailPage';
import { RebatePage } from './pages/rebate/RebatePage';
import { RechargePage } from './pages/recharge/RechargePage';
import { ownedRoute } from './pages/titles';
import { WithdrawalPage } from './pages/withdrawal/WithdrawalPage';

// Every route ARCHITECTURE.md gives mfe-finance: /financePages/* and the two payment pages.
const routes: RemoteRoute[] = [
  ownedRoute('/financePages/recharge', RechargePage),
  ownedRoute('/financePages/withdrawal', WithdrawalPage),
  ownedRoute('/financePages/billdetails', BillsPage),
  ownedRoute('/financePages/rebaterecord', RebatePage),
  ownedRoute('/financePages/rebatedetail', RebateDetailPage),
  ownedRoute('/financePages/bonusrecord', BonusPage),
  ownedRoute('/financePages/gamerecords', GameRecordsPage),
  ownedRoute('/financePages/comprehensive', ComprehensivePage),
  ownedRoute('/pages/payment/webview', PaymentWebviewPage),
  ownedRoute('/pages/payment/success', PaymentSuccessPage),
];

export default routes;

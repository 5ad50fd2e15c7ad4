import type { RemoteRoute } from '@app/shared';
import { BillsPage } from './pages/bills/BillsPage';
import { BonusPage } from './pages/bonus/BonusPage';
import { ComprehensivePage } from './pages/comprehensive/ComprehensivePage';
import { GameRecordsPage } from './pages/gamerecords/GameRecordsPage';
import { PaymentSuccessPage } from './pages/payment/PaymentSuccessPage';
import { RebateDetailPage } from './pages/rebate/RebateDetailPage';
import { RebatePage } from './pages/rebate/RebatePage';
import { ownedRoute } from './pages/titles';
import { WalletPage } from './pages/wallet/WalletPage';

// Every route ARCHITECTURE.md gives mfe-finance: /financePages/* and the two payment pages.
const routes: RemoteRoute[] = [
  ownedRoute('/financePages/recharge', WalletPage),
  ownedRoute('/financePages/withdrawal', WalletPage),
  ownedRoute('/financePages/billdetails', BillsPage),
  ownedRoute('/financePages/rebaterecord', RebatePage),
  ownedRoute('/financePages/rebatedetail', RebateDetailPage),
  ownedRoute('/financePages/bonusrecord', BonusPage),
  ownedRoute('/financePages/gamerecords', GameRecordsPage),
  ownedRoute('/financePages/comprehensive', ComprehensivePage),
  ownedRoute('/pages/payment/webview', WalletPage),
  ownedRoute('/pages/payment/success', PaymentSuccessPage),
];

export default routes;

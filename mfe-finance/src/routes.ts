import type { RemoteRoute } from '@app/shared';
import { PaymentSuccessPage } from './pages/payment/PaymentSuccessPage';
import { RecordsPage } from './pages/records/RecordsPage';
import { ownedRoute } from './pages/titles';
import { WalletPage } from './pages/wallet/WalletPage';

// Every route ARCHITECTURE.md gives mfe-finance: /financePages/* and the two payment pages.
const routes: RemoteRoute[] = [
  ownedRoute('/financePages/recharge', WalletPage),
  ownedRoute('/financePages/withdrawal', WalletPage),
  ownedRoute('/financePages/billdetails', RecordsPage),
  ownedRoute('/financePages/rebaterecord', RecordsPage),
  ownedRoute('/financePages/rebatedetail', RecordsPage),
  ownedRoute('/financePages/bonusrecord', RecordsPage),
  ownedRoute('/financePages/gamerecords', RecordsPage),
  ownedRoute('/financePages/comprehensive', RecordsPage),
  ownedRoute('/pages/payment/webview', WalletPage),
  ownedRoute('/pages/payment/success', PaymentSuccessPage),
];

export default routes;

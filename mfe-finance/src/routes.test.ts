import { describeRouteTable } from '@app/shared/testing';
import routes from './routes';

// Every route ARCHITECTURE.md assigns to mfe-finance (SPEC section 2).
const OWNED = [
  '/financePages/recharge',
  '/financePages/withdrawal',
  '/financePages/billdetails',
  '/financePages/rebaterecord',
  '/financePages/rebatedetail',
  '/financePages/bonusrecord',
  '/financePages/gamerecords',
  '/financePages/comprehensive',
  '/pages/payment/webview',
  '/pages/payment/success',
];

describeRouteTable('mfe-finance', routes, OWNED);

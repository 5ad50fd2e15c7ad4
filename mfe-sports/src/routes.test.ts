import { describeRouteTable } from '@app/shared/testing';
import routes from './routes';

// Every route ARCHITECTURE.md assigns to mfe-sports (SPEC section 2).
const OWNED = [
  '/pages/gameplay/gameplay',
  '/betPages/football/index',
  '/betPages/basketball/index',
  '/betPages/order/detail',
  '/pages/live-match/detail',
];

describeRouteTable('mfe-sports', routes, OWNED);

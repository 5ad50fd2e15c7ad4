import { describeRouteTable } from '@app/shared/testing';
import routes from './routes';

// Every route ARCHITECTURE.md assigns to mfe-lottery (SPEC section 2).
const OWNED = [
  '/pages/lottery/lottery-list',
  '/pages/lottery/lottery-game',
  '/pages/lottery/lottery-categories',
  '/pages/lottery/lottery-detail',
  '/pages/lottery/lottery-notice',
  '/pages/lottery/lottery-chase',
  '/pages/game/game',
  '/gamelistPages/soltlist',
];

describeRouteTable('mfe-lottery', routes, OWNED);

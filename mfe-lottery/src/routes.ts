import type { RemoteRoute } from '@app/shared';
import { GamePage } from './pages/game/GamePage';
import { ChaseListPage } from './pages/lottery/ChaseListPage';
import { LotteryCategoriesPage } from './pages/lottery/LotteryCategoriesPage';
import { LotteryDetailPage } from './pages/lottery/LotteryDetailPage';
import { LotteryGamePage } from './pages/lottery/LotteryGamePage';
import { LotteryListPage } from './pages/lottery/LotteryListPage';
import { LotteryNoticePage } from './pages/lottery/LotteryNoticePage';
import { SlotListPage } from './pages/slots/SlotListPage';
import { ownedRoute } from './pages/titles';

// Every route ARCHITECTURE.md gives mfe-lottery.
const routes: RemoteRoute[] = [
  ownedRoute('/pages/lottery/lottery-list', LotteryListPage),
  ownedRoute('/pages/lottery/lottery-game', LotteryGamePage),
  ownedRoute('/pages/lottery/lottery-categories', LotteryCategoriesPage),
  ownedRoute('/pages/lottery/lottery-detail', LotteryDetailPage),
  ownedRoute('/pages/lottery/lottery-notice', LotteryNoticePage),
  ownedRoute('/pages/lottery/lottery-chase', ChaseListPage),
  ownedRoute('/pages/game/game', GamePage),
  ownedRoute('/gamelistPages/soltlist', SlotListPage),
];

export default routes;

import type { RemoteRoute } from '@app/shared';
import { GamePage } from './pages/game/GamePage';
import { LotteryListPage } from './pages/lottery/LotteryListPage';
import { SlotListPage } from './pages/slots/SlotListPage';
import { ownedRoute } from './pages/titles';
import { UpcomingPage } from './pages/UpcomingPage';

// Every route ARCHITECTURE.md gives mfe-lottery.
const routes: RemoteRoute[] = [
  ownedRoute('/pages/lottery/lottery-list', LotteryListPage),
  ownedRoute('/pages/lottery/lottery-game', UpcomingPage),
  ownedRoute('/pages/lottery/lottery-categories', UpcomingPage),
  ownedRoute('/pages/lottery/lottery-detail', UpcomingPage),
  ownedRoute('/pages/game/game', GamePage),
  ownedRoute('/gamelistPages/soltlist', SlotListPage),
];

export default routes;

import type { RemoteRoute } from '@app/shared';
import { BetPage } from './pages/bet/BetPage';
import { GameplayPage } from './pages/gameplay/GameplayPage';
import { ownedRoute } from './pages/titles';
import { UpcomingPage } from './pages/UpcomingPage';

// Every route ARCHITECTURE.md gives mfe-sports.
const routes: RemoteRoute[] = [
  ownedRoute('/pages/gameplay/gameplay', GameplayPage),
  ownedRoute('/betPages/football/index', BetPage),
  ownedRoute('/betPages/basketball/index', BetPage),
  ownedRoute('/betPages/order/detail', UpcomingPage),
  ownedRoute('/pages/live-match/detail', UpcomingPage),
];

export default routes;

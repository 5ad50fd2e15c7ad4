import type { RemoteRoute } from '@app/shared';
import { BetPage } from './pages/bet/BetPage';
import { GameplayPage } from './pages/gameplay/GameplayPage';
import { LivePage } from './pages/live/LivePage';
import { OrderPage } from './pages/order/OrderPage';
import { ownedRoute } from './pages/titles';
import { persistSlipOnce } from './persistSlip';

// The slip follows the signed-in player from the moment the remote loads.
persistSlipOnce();

// Every route ARCHITECTURE.md gives mfe-sports.
const routes: RemoteRoute[] = [
  ownedRoute('/pages/gameplay/gameplay', GameplayPage),
  ownedRoute('/betPages/football/index', BetPage),
  ownedRoute('/betPages/basketball/index', BetPage),
  ownedRoute('/betPages/order/detail', OrderPage),
  ownedRoute('/pages/live-match/detail', LivePage),
];

export default routes;

import type { OpsModule } from '@app/shared/ops';
import { PlayerDetailPage } from './pages/PlayerDetailPage';
import { PlayersPage } from './pages/PlayersPage';

export const playersSection: OpsModule = {
  section: 'players',
  title: '玩家',
  pages: [
    { path: 'list', title: '玩家查询', permission: 'players.read', Component: PlayersPage },
    {
      path: 'detail/:username',
      title: '玩家详情',
      permission: 'players.read',
      menu: false,
      Component: PlayerDetailPage,
    },
  ],
};

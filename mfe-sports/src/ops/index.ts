import type { OpsModule } from '@app/shared/ops';
import { LiabilityPage } from './pages/LiabilityPage';
import { MatchDetailPage } from './pages/MatchDetailPage';
import { MatchesPage } from './pages/MatchesPage';
import { LIABILITY_PATH, MATCHES_PATH, SECTION } from './paths';

/** `./ops`: the 赛事交易 pages the operators' console mounts at /ops/#/sports/... */
const sportsOps: OpsModule = {
  section: SECTION,
  title: '赛事交易',
  pages: [
    { path: MATCHES_PATH, title: '赛事', permission: 'trading.read', Component: MatchesPage },
    {
      path: `${MATCHES_PATH}/:id`,
      title: '比赛详情',
      permission: 'trading.read',
      menu: false,
      Component: MatchDetailPage,
    },
    { path: LIABILITY_PATH, title: '风险敞口', permission: 'trading.read', Component: LiabilityPage },
  ],
};

export default sportsOps;

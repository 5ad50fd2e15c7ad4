import type { OpsModule } from '@app/shared/ops';
import { ChasesPage } from './pages/ChasesPage';
import { DrawsPage } from './pages/DrawsPage';
import { CHASES_PATH, DRAWS_PATH, SECTION } from './paths';

/** `./ops`: the 彩票 pages the operators' console mounts at /ops/#/lottery/... */
const lotteryOps: OpsModule = {
  section: SECTION,
  title: '彩票',
  pages: [
    { path: DRAWS_PATH, title: '彩种与开奖', permission: 'trading.draw', Component: DrawsPage },
    { path: CHASES_PATH, title: '追号计划', permission: 'trading.read', Component: ChasesPage },
  ],
};

export default lotteryOps;

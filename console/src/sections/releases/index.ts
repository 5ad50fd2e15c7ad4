import type { OpsModule } from '@app/shared/ops';
import { ReleasesPage } from './pages/ReleasesPage';

export const releasesSection: OpsModule = {
  section: 'releases',
  title: '发布',
  pages: [{ path: 'remotes', title: '远程模块发布', permission: 'releases.read', Component: ReleasesPage }],
};

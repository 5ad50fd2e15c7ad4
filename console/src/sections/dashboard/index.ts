import type { OpsModule } from '@app/shared/ops';
import { Dashboard } from './Dashboard';

export const dashboardSection: OpsModule = {
  section: 'overview',
  title: '概览',
  pages: [{ path: 'dashboard', title: '运营概览', permission: 'dashboard.read', Component: Dashboard }],
};

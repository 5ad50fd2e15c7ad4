import type { OpsModule } from '@app/shared/ops';
import { ConfigSwitchesPage } from './pages/ConfigSwitchesPage';

export const configSection: OpsModule = {
  section: 'config',
  title: '配置',
  pages: [{ path: 'switches', title: '配置开关', permission: 'config.read', Component: ConfigSwitchesPage }],
};

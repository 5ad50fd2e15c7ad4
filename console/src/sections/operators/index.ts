import type { OpsModule } from '@app/shared/ops';
import { OperatorsPage } from './pages/OperatorsPage';
import { RolesPage } from './pages/RolesPage';
import { TokensPage } from './pages/TokensPage';

export const operatorsSection: OpsModule = {
  section: 'operators',
  title: '运营人员与角色',
  pages: [
    { path: 'list', title: '运营人员', permission: 'operators.manage', Component: OperatorsPage },
    { path: 'roles', title: '角色与权限', permission: 'operators.manage', Component: RolesPage },
    { path: 'tokens', title: 'API 令牌与会话', permission: 'operators.manage', Component: TokensPage },
  ],
};

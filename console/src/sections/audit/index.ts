import type { OpsModule } from '@app/shared/ops';
import { AuditPage } from './pages/AuditPage';

export const auditSection: OpsModule = {
  section: 'audit',
  title: '审计',
  pages: [{ path: 'log', title: '审计日志', permission: 'audit.read', Component: AuditPage }],
};

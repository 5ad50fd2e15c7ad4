import { type DownloadedFile, http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type AuditEntry = WireData<'get', '/ops/audit'>['list'][number];

export interface AuditFilter {
  operator?: string;
  target?: string;
  action?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
}

export type AuditPage = WireData<'get', '/ops/audit'>;
export type AuditVerdict = WireData<'get', '/ops/audit/verify'>;

export const AUDIT_PER_PAGE = 50;

/** /api/ops/audit, /audit.csv, /audit/verify (server/ops/audit-routes.ts). */
export const auditApi = {
  search: (filter: AuditFilter, page: number) =>
    http.get<AuditPage>('/ops/audit', { ...filter, page, per_page: AUDIT_PER_PAGE }),
  csv: (filter: AuditFilter): Promise<DownloadedFile> => http.download('/ops/audit.csv', { ...filter }),
  verify: () => http.get<AuditVerdict>('/ops/audit/verify'),
};

import { type DownloadedFile, http } from '@app/shared';

export interface AuditEntry {
  id: number;
  operator_id: number | null;
  operator: string;
  roles: string[];
  at: string;
  ip: string;
  request_id: string;
  /** `METHOD /api/ops/route`, e.g. `PUT /api/ops/config/:key`. */
  action: string;
  /** The permission's Chinese label, e.g. 修改配置开关. */
  label: string;
  target: string;
  status: number;
  before: unknown;
  after: unknown;
  hash: string;
}

export interface AuditFilter {
  operator?: string;
  target?: string;
  action?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
}

export interface AuditPage {
  page: number;
  per_page: number;
  list: AuditEntry[];
}

export interface AuditVerdict {
  ok: boolean;
  checked: number;
  /** The first row that was changed or whose predecessor was deleted. */
  broken: AuditEntry | null;
}

export const AUDIT_PER_PAGE = 50;

/** /api/ops/audit, /audit.csv, /audit/verify (server/ops/audit-routes.ts). */
export const auditApi = {
  search: (filter: AuditFilter, page: number) =>
    http.get<AuditPage>('/ops/audit', { ...filter, page, per_page: AUDIT_PER_PAGE }),
  csv: (filter: AuditFilter): Promise<DownloadedFile> => http.download('/ops/audit.csv', { ...filter }),
  verify: () => http.get<AuditVerdict>('/ops/audit/verify'),
};

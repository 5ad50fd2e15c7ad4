import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { auditCsv, auditView, searchAudit, verifyAudit } from '../domain/operators/audit';
import { ok } from '../http/envelope';
import { fileResponse } from '../http/schemas';
import { auditPageEnvelope, auditVerifiedEnvelope } from './audit-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const config = { permission: 'audit.read' as const };
const filters = z.object({
  operator: z.string().max(64).optional(),
  target: z.string().max(200).optional(),
  action: z.string().max(200).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(50),
});

/** `pnpm ops audit | audit:verify`: search, export and check the operators' write log. */
export function registerAuditOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/audit',
    {
      config,
      schema: {
        tags,
        security,
        description: '运营操作审计日志，按人员、对象、动作与时间筛选',
        querystring: filters,
        response: { 200: auditPageEnvelope },
      },
    },
    async (request) => {
      const { page, per_page, ...filter } = request.query;
      const rows = await searchAudit(db, filter, page, per_page);
      return ok({ page, per_page, list: rows.map(auditView) });
    },
  );

  typed.get(
    '/audit.csv',
    {
      config,
      schema: {
        tags,
        security,
        description: '审计日志导出为 CSV（最多 10000 行）',
        querystring: filters.omit({ page: true, per_page: true }),
        response: { 200: fileResponse('text/csv', 'CSV（UTF-8，带 BOM），首行为表头') },
      },
    },
    async (request, reply) => {
      const rows = await searchAudit(db, request.query, 1, 10_000);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ops-audit.csv"')
        .send(`\uFEFF${auditCsv(rows)}`);
    },
  );

  typed.get(
    '/audit/verify',
    {
      config,
      schema: {
        tags,
        security,
        description: '校验审计日志哈希链：报告第一条被改动或删除的记录',
        response: { 200: auditVerifiedEnvelope },
      },
    },
    async () => {
      const { checked, broken } = await verifyAudit(db);
      return ok({ ok: broken === null, checked, broken: broken ? auditView(broken) : null });
    },
  );
}

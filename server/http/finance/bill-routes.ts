import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billCategories, CATEGORIES, listBills } from '../../domain/reports/ledger-views';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { billCategoriesEnvelope, billPageEnvelope } from './ledger-schemas';
import { pagedDayQuery, security } from './report-schemas';

const tags = ['bills'];
const category = z.enum(CATEGORIES, { error: '账单类型不正确' }).optional();

/**
 * Bills (账单明细): the player's balance changes, a view of the ledger. Not in SPEC 7, which names the page
 * (/financePages/billdetails) but no path; documented here and in the OpenAPI.
 */
export const billRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/bills',
    {
      schema: {
        tags,
        security,
        description:
          '账单明细：余额变动（每行 type_text、amount 带符号、before、after、remark、created_at），可按类别 category 与北京日期 start_date/end_date（含）筛选；income/expense/net 为整个筛选范围的收入、支出与净额',
        querystring: pagedDayQuery({ category }),
        response: { 200: billPageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, ...filter } = request.query;
      return ok(await listBills(db, user.id, filter, { page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/bills/types',
    {
      schema: {
        tags,
        security,
        description: '账单类别（筛选项）及其包含的变动类型',
        response: { 200: billCategoriesEnvelope },
      },
    },
    async () => {
      return ok(billCategories());
    },
  );
};

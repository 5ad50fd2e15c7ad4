import { http, type Paged, type RequestOptions } from '@app/shared';
import type { ReportDateRange, ReportPageParams } from './reports';

/** Report bucket of a ledger type (server/domain/ledger-types.ts). */
export type BillCategory =
  | 'deposit'
  | 'withdraw'
  | 'bet'
  | 'refund'
  | 'win'
  | 'rebate'
  | 'bonus'
  | 'transfer'
  | 'adjust';

/** One balance change of the player (a ledger row). Amounts are signed yuan ("-8.00" for a stake). */
export interface Bill {
  id: number;
  type: string;
  type_text: string;
  category: BillCategory;
  category_text: string;
  amount: string;
  before: string;
  after: string;
  remark: string;
  created_at: string;
}

export interface BillQuery extends ReportDateRange, ReportPageParams {
  category?: BillCategory;
}

/** A page of bills plus the money in and out over the whole filter (not only this page). */
export interface BillPage extends Paged<Bill> {
  income: string;
  expense: string;
  /** income − expense, as the server sums it. */
  net: string;
}

export interface BillCategoryInfo {
  key: BillCategory;
  name: string;
  types: Array<{ type: string; name: string }>;
}

/** Bills (a view of the ledger; not in SPEC 7, documented in the OpenAPI at /api/docs). */
export const billsApi = {
  list: (query: BillQuery = {}, opts?: RequestOptions) => http.get<BillPage>('/v1/bills', { ...query }, opts),
  categories: (opts?: RequestOptions) => http.get<BillCategoryInfo[]>('/v1/bills/types', undefined, opts),
};

import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';
import type { ReportDateRange, ReportPageParams } from './reports';

// Bill shapes from the server's route schemas (server/http/finance/ledger-schemas.ts), through the wire types.
/** A page of bills plus the money in and out over the whole filter (not only this page). */
export type BillPage = WireData<'get', '/v1/bills'>;
/** One balance change of the player (a ledger row). Amounts are signed yuan ("-8.00" for a stake). */
export type Bill = BillPage['list'][number];
/** Report bucket of a ledger type (server/domain/ledger-types.ts). */
export type BillCategory = Bill['category'];
export type BillCategoryInfo = WireData<'get', '/v1/bills/types'>[number];

export interface BillQuery extends ReportDateRange, ReportPageParams {
  category?: BillCategory;
}

/** Bills (a view of the ledger; not in SPEC 7, documented in the OpenAPI at /api/docs). */
export const billsApi = {
  list: (query: BillQuery = {}, opts?: RequestOptions) => http.get<BillPage>('/v1/bills', { ...query }, opts),
  categories: (opts?: RequestOptions) => http.get<BillCategoryInfo[]>('/v1/bills/types', undefined, opts),
};

import { http, type RequestOptions } from '../api/client';
import type { WireData } from '../wire';

/** SPEC 3 notice categories; home (1) is the shell's marquee, the others sit on their pages. */
/** Notice categories (GET /v1/notices/categories): betting is the sports book's, lottery the lottery pages'. */
export const NOTICE_CATEGORY = { home: 1, betting: 2, recharge: 3, withdrawal: 4, lottery: 5 } as const;

/** A notice as the server declares it (GET /v1/notices/category/{id}). */
export type PageNotice = WireData<'get', '/v1/notices/category/{id}'>[number];

/** The one notices call several apps make (SPEC 7: /notices/category/{id}); the notice pages live in mfe-social. */
export const categoryNoticesApi = {
  /** The server caps it by category: 5 for home, 3 for the others. */
  byCategory: (id: number, opts?: RequestOptions) =>
    http.get<PageNotice[]>(`/v1/notices/category/${id}`, undefined, opts),
};

import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

// Notice shapes from the server's route schemas (server/http/platform/content-schemas.ts), through the wire types.
export type Notice = WireData<'get', '/v1/notices/{id}'>;
export type NoticeCategory = WireData<'get', '/v1/notices/categories'>[number];

/** SPEC 7 Notices (public). Categories: 1 home, 2 betting, 3 recharge, 4 withdraw, 5 lottery. */
export const noticesApi = {
  list: (query: { category_id?: number; page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/notices'>>('/v1/notices', query, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<Notice>(`/v1/notices/${id}`, undefined, opts),
  categories: (opts?: RequestOptions) =>
    http.get<NoticeCategory[]>('/v1/notices/categories', undefined, opts),
  hot: (query: { category_id?: number; limit?: number } = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/notices/hot'>>('/v1/notices/hot', query, opts),
  /** The server's default limit is 5 for home (1) and 3 for the others. */
  byCategory: (id: number, limit?: number, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/notices/category/{id}'>>(`/v1/notices/category/${id}`, { limit }, opts),
  search: (keyword: string, limit?: number, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/notices/search'>>('/v1/notices/search', { keyword, limit }, opts),
};

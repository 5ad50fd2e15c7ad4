import { http, type Paged, type RequestOptions } from '@app/shared';

/** SPEC 3 notice categories: 1 home, 2 betting, 3 recharge, 4 withdraw. */
export type NoticeCategoryId = 1 | 2 | 3 | 4;

export interface Notice {
  id: number;
  category_id: NoticeCategoryId;
  category_name: string;
  title: string;
  content: string;
  is_hot: 0 | 1;
  created_at: string;
}

export interface NoticeCategory {
  id: NoticeCategoryId;
  name: string;
  key: string;
}

/** SPEC 7 Notices (public). */
export const noticesApi = {
  list: (query: { category_id?: number; page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<Paged<Notice>>('/v1/notices', query, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<Notice>(`/v1/notices/${id}`, undefined, opts),
  categories: (opts?: RequestOptions) =>
    http.get<NoticeCategory[]>('/v1/notices/categories', undefined, opts),
  hot: (query: { category_id?: number; limit?: number } = {}, opts?: RequestOptions) =>
    http.get<Notice[]>('/v1/notices/hot', query, opts),
  /** The server's default limit is 5 for home (1) and 3 for the others. */
  byCategory: (id: NoticeCategoryId, limit?: number, opts?: RequestOptions) =>
    http.get<Notice[]>(`/v1/notices/category/${id}`, { limit }, opts),
  search: (keyword: string, limit?: number, opts?: RequestOptions) =>
    http.get<Notice[]>('/v1/notices/search', { keyword, limit }, opts),
};

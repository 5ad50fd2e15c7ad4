import { http } from '@app/shared';

export interface Notice {
  id: number;
  category_id: number;
  category_name: string;
  title: string;
  content: string;
  is_hot: 0 | 1;
  created_at: string;
}

export interface NoticePage {
  list: Notice[];
  total: number;
  page: number;
  per_page: number;
}

export const noticesApi = {
  list: (page = 1, perPage = 20) => http.get<NoticePage>('/v1/notices', { page, per_page: perPage }),
  hot: (limit = 5) => http.get<Notice[]>('/v1/notices/hot', { limit }, { silent: true }),
  detail: (id: number) => http.get<Notice>(`/v1/notices/${id}`),
};

export function noticeDate(iso: string): string {
  return iso.slice(0, 10);
}

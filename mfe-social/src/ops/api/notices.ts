import { http, type Paged } from '@app/shared';

export type NoticeStatus = 'published' | 'withdrawn';

export interface OpsNotice {
  id: number;
  category_id: number;
  category_name: string;
  title: string;
  content: string;
  is_hot: 0 | 1;
  sort: number;
  status: NoticeStatus;
  status_text: string;
  created_at: string;
  withdrawn_at: string | null;
}

export interface NoticeCategory {
  id: number;
  name: string;
}

export interface NoticeDraft {
  category_id: number;
  title: string;
  content: string;
  is_hot: boolean;
  sort: number;
}

/** /api/ops/notices: every notice, withdrawn ones too (permission content.notices). */
export const opsNoticesApi = {
  categories: () => http.get<NoticeCategory[]>('/ops/notices/categories'),
  list: (query: { category_id?: number; status?: NoticeStatus; page?: number; per_page?: number }) =>
    http.get<Paged<OpsNotice>>('/ops/notices', query),
  publish: (draft: NoticeDraft) => http.post<OpsNotice>('/ops/notices', draft),
  edit: (id: number, change: Partial<NoticeDraft>) => http.put<OpsNotice>(`/ops/notices/${id}`, change),
  withdraw: (id: number) => http.post<OpsNotice>(`/ops/notices/${id}/withdraw`),
  republish: (id: number) => http.post<OpsNotice>(`/ops/notices/${id}/publish`),
};

import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type OpsNotice = WireData<'get', '/ops/notices'>['list'][number];
export type NoticeStatus = OpsNotice['status'];
export type NoticeCategory = WireData<'get', '/ops/notices/categories'>[number];

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
    http.get<WireData<'get', '/ops/notices'>>('/ops/notices', query),
  publish: (draft: NoticeDraft) => http.post<OpsNotice>('/ops/notices', draft),
  edit: (id: number, change: Partial<NoticeDraft>) => http.put<OpsNotice>(`/ops/notices/${id}`, change),
  withdraw: (id: number) => http.post<OpsNotice>(`/ops/notices/${id}/withdraw`),
  republish: (id: number) => http.post<OpsNotice>(`/ops/notices/${id}/publish`),
};

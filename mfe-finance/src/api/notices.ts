import { http, type RequestOptions } from '@app/shared';

/** The notice categories of the money pages (SPEC 7 notices: 3 充值公告, 4 提现公告). */
export const NOTICE_CATEGORY = { recharge: 3, withdrawal: 4 } as const;

export interface PageNotice {
  id: number;
  title: string;
  content: string;
}

export const noticesApi = {
  /** At most 3 by the server's default for these categories. */
  byCategory: (id: number, opts?: RequestOptions) =>
    http.get<PageNotice[]>(`/v1/notices/category/${id}`, undefined, opts),
};

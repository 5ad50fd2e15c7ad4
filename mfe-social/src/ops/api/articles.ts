import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type OpsArticle = WireData<'get', '/ops/articles'>['list'][number];
export type ArticleOptions = WireData<'get', '/ops/articles/options'>;

export interface ArticleDraft {
  expert_id: number;
  category_id: number;
  title: string;
  summary: string;
  content: string;
  match_info: string;
  badge: string;
  is_hot: boolean;
  is_recommended: boolean;
}

/** /api/ops/articles (permission content.articles): the server sanitises every article's HTML. */
export const opsArticlesApi = {
  options: () => http.get<ArticleOptions>('/ops/articles/options'),
  list: (page = 1) => http.get<WireData<'get', '/ops/articles'>>('/ops/articles', { page, per_page: 30 }),
  /** The HTML players would get, cleaned by the server's sanitiser; nothing is saved. */
  preview: (content: string) =>
    http.post<WireData<'post', '/ops/articles/preview'>>('/ops/articles/preview', { content }),
  publish: (draft: ArticleDraft) => http.post<OpsArticle>('/ops/articles', draft),
  edit: (id: number, change: Partial<ArticleDraft>) => http.put<OpsArticle>(`/ops/articles/${id}`, change),
};

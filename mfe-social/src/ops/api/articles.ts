import { http, type Paged } from '@app/shared';

export interface OpsArticle {
  id: number;
  expert_id: number;
  expert_name: string;
  category_id: number;
  category_name: string;
  title: string;
  summary: string;
  content: string;
  match_info: string;
  badge: string;
  is_hot: boolean;
  is_recommended: boolean;
  views: number;
  published_at: string;
}

export interface ArticleOptions {
  experts: Array<{ id: number; name: string; category_id: number }>;
  categories: Array<{ id: number; name: string }>;
}

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
  list: (page = 1) => http.get<Paged<OpsArticle>>('/ops/articles', { page, per_page: 30 }),
  /** The HTML players would get, cleaned by the server's sanitiser; nothing is saved. */
  preview: (content: string) => http.post<{ html: string }>('/ops/articles/preview', { content }),
  publish: (draft: ArticleDraft) => http.post<OpsArticle>('/ops/articles', draft),
  edit: (id: number, change: Partial<ArticleDraft>) => http.put<OpsArticle>(`/ops/articles/${id}`, change),
};

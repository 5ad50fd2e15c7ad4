import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

// Expert shapes from the server's route schemas (server/http/sports/expert-schemas.ts); the promo routes
// answer the same ones without login (is_liked / is_favorited are 0 there).
export type ArticleCategory = WireData<'get', '/v1/expert-categories/{id}'>;
export type Expert = WireData<'get', '/v1/experts/{id}'>;
export type ExpertStats = WireData<'get', '/v1/experts/{id}/stats'>;
export type ExpertArticle = WireData<'get', '/v1/expert-articles/hot'>[number];
export type ExpertArticleDetail = WireData<'get', '/v1/expert-articles/{id}'>;
type ExpertPage = WireData<'get', '/v1/experts'>;
type ExpertArticlePage = WireData<'get', '/v1/expert-articles'>;
type ArticleViews = WireData<'post', '/v1/expert-articles/{id}/increment-views'>;
type LikeState = WireData<'get', '/v1/expert-articles/{id}/like-status'>;
type FavoriteState = WireData<'get', '/v1/expert-articles/{id}/favorite-status'>;

// Lottery recommendation shapes from the server's route schemas (server/http/platform/article-schemas.ts); the
// promo routes answer the same ones without login.
export type LotteryCategory = WireData<'get', '/v1/lottery-categories/{id}'>;
export type LotteryArticle = WireData<'get', '/v1/lottery-articles/hot'>[number];
export type LotteryArticleDetail = WireData<'get', '/v1/lottery-articles/{id}'>;
type LotteryArticlePage = WireData<'get', '/v1/lottery-articles'>;

export interface ArticleQuery {
  page?: number;
  per_page?: number;
  category_id?: number;
  expert_id?: number;
  keyword?: string;
  sort?: 'latest' | 'hot';
}

type Query = Record<string, unknown>;

/** Expert and lottery recommendation calls for logged-in players (SPEC 7 Experts). */
export const expertsApi = {
  categories: (opts?: RequestOptions) =>
    http.get<ArticleCategory[]>('/v1/expert-categories', undefined, opts),
  category: (id: number, opts?: RequestOptions) =>
    http.get<ArticleCategory>(`/v1/expert-categories/${id}`, undefined, opts),
  categoryArticles: (id: number, query: { page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<ExpertArticlePage>(`/v1/expert-categories/${id}/articles`, query, opts),
  articles: (query: ArticleQuery = {}, opts?: RequestOptions) =>
    http.get<ExpertArticlePage>('/v1/expert-articles', query as Query, opts),
  hot: (limit = 10, opts?: RequestOptions) =>
    http.get<ExpertArticle[]>('/v1/expert-articles/hot', { limit }, opts),
  recommended: (limit = 10, opts?: RequestOptions) =>
    http.get<ExpertArticle[]>('/v1/expert-articles/recommended', { limit }, opts),
  article: (id: number, opts?: RequestOptions) =>
    http.get<ExpertArticleDetail>(`/v1/expert-articles/${id}`, undefined, opts),
  incrementViews: (id: number, opts?: RequestOptions) =>
    http.post<ArticleViews>(`/v1/expert-articles/${id}/increment-views`, undefined, opts),
  like: (id: number, opts?: RequestOptions) =>
    http.post<LikeState>(`/v1/expert-articles/${id}/like`, undefined, opts),
  unlike: (id: number, opts?: RequestOptions) =>
    http.delete<LikeState>(`/v1/expert-articles/${id}/like`, undefined, opts),
  likeStatus: (id: number, opts?: RequestOptions) =>
    http.get<LikeState>(`/v1/expert-articles/${id}/like-status`, undefined, opts),
  favorite: (id: number, opts?: RequestOptions) =>
    http.post<FavoriteState>(`/v1/expert-articles/${id}/favorite`, undefined, opts),
  unfavorite: (id: number, opts?: RequestOptions) =>
    http.delete<FavoriteState>(`/v1/expert-articles/${id}/favorite`, undefined, opts),
  favoriteStatus: (id: number, opts?: RequestOptions) =>
    http.get<FavoriteState>(`/v1/expert-articles/${id}/favorite-status`, undefined, opts),
  experts: (
    query: { page?: number; per_page?: number; category_id?: number; keyword?: string; is_hot?: number } = {},
    opts?: RequestOptions,
  ) => http.get<ExpertPage>('/v1/experts', query as Query, opts),
  expert: (id: number, opts?: RequestOptions) => http.get<Expert>(`/v1/experts/${id}`, undefined, opts),
  expertStats: (id: number, opts?: RequestOptions) =>
    http.get<ExpertStats>(`/v1/experts/${id}/stats`, undefined, opts),
  lotteryCategories: (opts?: RequestOptions) =>
    http.get<LotteryCategory[]>('/v1/lottery-categories', undefined, opts),
  lotteryCategory: (id: number, opts?: RequestOptions) =>
    http.get<LotteryCategory>(`/v1/lottery-categories/${id}`, undefined, opts),
  lotteryCategoryArticles: (
    id: number,
    query: { page?: number; per_page?: number } = {},
    opts?: RequestOptions,
  ) => http.get<LotteryArticlePage>(`/v1/lottery-categories/${id}/articles`, query, opts),
  lotteryArticles: (query: ArticleQuery = {}, opts?: RequestOptions) =>
    http.get<LotteryArticlePage>('/v1/lottery-articles', query as Query, opts),
  lotteryHot: (limit = 10, opts?: RequestOptions) =>
    http.get<LotteryArticle[]>('/v1/lottery-articles/hot', { limit }, opts),
  lotteryRecommended: (limit = 10, opts?: RequestOptions) =>
    http.get<LotteryArticle[]>('/v1/lottery-articles/recommended', { limit }, opts),
  lotterySearch: (
    query: { keyword: string; page?: number; per_page?: number; category_id?: number },
    opts?: RequestOptions,
  ) => http.get<LotteryArticlePage>('/v1/lottery-articles/search', query, opts),
  lotteryArticle: (id: number, opts?: RequestOptions) =>
    http.get<LotteryArticleDetail>(`/v1/lottery-articles/${id}`, undefined, opts),
};

/** The same content for visitors without login (SPEC 6: promo endpoints work without login); read-only. */
export const promoApi = {
  expertCategories: (opts?: RequestOptions) =>
    http.get<ArticleCategory[]>('/v1/promo/expert-categories', undefined, opts),
  expertArticles: (query: ArticleQuery = {}, opts?: RequestOptions) =>
    http.get<ExpertArticlePage>('/v1/promo/expert-articles', query as Query, opts),
  experts: (limit = 10, opts?: RequestOptions) => http.get<Expert[]>('/v1/promo/experts', { limit }, opts),
  expertArticle: (id: number, opts?: RequestOptions) =>
    http.get<ExpertArticleDetail>(`/v1/promo/expert-articles/${id}`, undefined, opts),
  incrementViews: (id: number, opts?: RequestOptions) =>
    http.post<ArticleViews>(`/v1/promo/expert-articles/${id}/increment-views`, undefined, opts),
  lotteryCategories: (opts?: RequestOptions) =>
    http.get<LotteryCategory[]>('/v1/promo/lottery-categories', undefined, opts),
  lotteryArticles: (query: ArticleQuery = {}, opts?: RequestOptions) =>
    http.get<LotteryArticlePage>('/v1/promo/lottery-articles', query as Query, opts),
  lotteryHot: (limit = 10, opts?: RequestOptions) =>
    http.get<LotteryArticle[]>('/v1/promo/lottery-articles/hot', { limit }, opts),
  lotteryRecommended: (limit = 10, opts?: RequestOptions) =>
    http.get<LotteryArticle[]>('/v1/promo/lottery-articles/recommended', { limit }, opts),
  lotteryArticle: (id: number, opts?: RequestOptions) =>
    http.get<LotteryArticleDetail>(`/v1/promo/lottery-articles/${id}`, undefined, opts),
};

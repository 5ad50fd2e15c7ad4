import { http, type RequestOptions } from '../api/client';
import type { WireData } from '../wire';

/** SPEC 3 banner page types; agent_id 0 is the site-wide set. */
export const BANNER_PAGE_TYPE = { home: 1, sports: 2, articles: 3 } as const;

/** A banner as the server declares it; `link` is an in-app route path or an http(s) address. */
export type Banner = WireData<'get', '/v1/banners/page-type'>[number];

/** The one banners call every page with banners makes (SPEC 7: /v1/banners/page-type). */
export const bannersApi = {
  byPageType: (pageType: number, agentId = 0, opts: RequestOptions = { silent: true }) =>
    http.get<Banner[]>('/v1/banners/page-type', { page_type: pageType, agent_id: agentId }, opts),
};

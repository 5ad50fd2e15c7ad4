import { http } from '@app/shared';

export interface Banner {
  id: number;
  title: string;
  image: string;
  /** An in-app route path or an http(s) address. */
  link: string;
}

/** SPEC banner page types: 1 home, 2 sports, 3 articles; agent_id 0 is the site-wide set. */
export const HOME_PAGE_TYPE = 1;

export function fetchHomeBanners(agentId = 0): Promise<Banner[]> {
  return http.get<Banner[]>(
    '/v1/banners/page-type',
    { page_type: HOME_PAGE_TYPE, agent_id: agentId },
    { silent: true },
  );
}

import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type OpsBanner = WireData<'get', '/ops/banners'>[number];
export type BannerPageType = WireData<'get', '/ops/banners/page-types'>[number];

export interface BannerDraft {
  title: string;
  link: string;
  page_type: number;
  sort: number;
  enabled: boolean;
}

export type BannerChange = Partial<BannerDraft>;

/** What the server takes, and what the upload form checks before sending. */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const bannerForm = (draft: BannerDraft | null, image: File) => {
  const form = new FormData();
  if (draft) for (const [name, value] of Object.entries(draft)) form.append(name, String(value));
  form.append('image', image);
  return form;
};

/** /api/ops/banners (permission content.banners); uploads are multipart. */
export const opsBannersApi = {
  pageTypes: () => http.get<BannerPageType[]>('/ops/banners/page-types'),
  list: (pageType?: number) => http.get<OpsBanner[]>('/ops/banners', { page_type: pageType }),
  create: (draft: BannerDraft, image: File) =>
    http.upload<OpsBanner>('/ops/banners', bannerForm(draft, image)),
  edit: (id: number, change: BannerChange) => http.put<OpsBanner>(`/ops/banners/${id}`, change),
  replaceImage: (id: number, image: File) =>
    http.upload<OpsBanner>(`/ops/banners/${id}/image`, bannerForm(null, image)),
};

import { useEffect, useState } from 'react';
import { useAppConfig } from '../config/app-config';
import { type Banner, bannersApi } from './api';
import { BannerCarousel } from './BannerCarousel';

/**
 * The banners of one page type (SPEC 3: 2 sports, 3 articles) loaded by the page that shows them; hidden with
 * banner_enabled off. Home loads its own (pull-down refresh reloads them with the rest of the page).
 */
export function PageBanners({ pageType }: { pageType: number }) {
  const enabled = useAppConfig((state) => state.config.banner_enabled);
  const [banners, setBanners] = useState<Banner[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    bannersApi
      .byPageType(pageType, 0, { silent: true, loading: false })
      .then((rows) => live && setBanners(rows))
      // Banners are decoration: without them the page still works.
      .catch(() => live && setBanners([]));
    return () => {
      live = false;
    };
  }, [pageType, enabled]);
  if (!enabled) return null;
  return <BannerCarousel banners={banners ?? []} loading={banners === null} pageType={pageType} />;
}

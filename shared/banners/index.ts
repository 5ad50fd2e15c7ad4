export { BANNER_PAGE_TYPE, type Banner, bannersApi } from './api';
export { BannerCarousel } from './BannerCarousel';
export { PageBanners } from './PageBanners';

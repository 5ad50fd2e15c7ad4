import { useAppConfig, useSession } from '@app/shared';

/** The site's name, signed in or not: app info's title, else the config's site_title (app info is cleared on logout). */
export function useSiteTitle(): string {
  const fromAppInfo = useSession((state) => state.appInfo?.title);
  const fromConfig = useAppConfig((state) => state.config.site_title);
  return fromAppInfo || (typeof fromConfig === 'string' ? fromConfig : '');
}

/** The site's logo address, signed in or not: app info's site_logo, else the config's (visitors and after logout). */
export function useSiteLogo(): string {
  const fromAppInfo = useSession((state) => state.appInfo?.site_logo);
  const fromConfig = useAppConfig((state) => state.config.site_logo);
  return fromAppInfo || (typeof fromConfig === 'string' ? fromConfig : '');
}

import { useAppConfig, useSession } from '@app/shared';

/** The site's name, signed in or not: app info's title, else the config's site_title (app info is cleared on logout). */
export function useSiteTitle(): string {
  const fromAppInfo = useSession((state) => state.appInfo?.title);
  const fromConfig = useAppConfig((state) => state.config.site_title);
  return fromAppInfo || (typeof fromConfig === 'string' ? fromConfig : '');
}

import {
  BANNER_PAGE_TYPE,
  type Banner,
  bannersApi,
  isLoggedIn,
  refreshBalance,
  useAppConfig,
  userApi,
  useSession,
} from '@app/shared';
import { useCallback, useEffect, useState } from 'react';

/** Banners (when banner_enabled) plus a balance refresh for a logged-in user; `reload` serves pull-down. */
export function useHomeData() {
  const bannerEnabled = useAppConfig((state) => state.config.banner_enabled);
  const [banners, setBanners] = useState<Banner[]>([]);
  const [loading, setLoading] = useState(true);

  const loadBanners = useCallback(async () => {
    if (!bannerEnabled) {
      setBanners([]);
      return;
    }
    try {
      setBanners(await bannersApi.byPageType(BANNER_PAGE_TYPE.home));
    } catch {
      // Banners are decoration: without them the page still works.
    }
  }, [bannerEnabled]);

  const loadBalance = useCallback(async () => {
    if (!isLoggedIn()) return;
    await refreshBalance({ silent: true }).catch(() => null);
  }, []);

  // Pull-down also re-reads app info, so a new index modal or the red packet switch shows without a relaunch.
  const refreshAppInfo = useCallback(async () => {
    const info = await userApi.appInfo({ silent: true }).catch(() => null);
    if (info) useSession.getState().setAppInfo(info);
  }, []);

  const reload = useCallback(async () => {
    await Promise.all([useAppConfig.getState().load(true), loadBanners(), loadBalance(), refreshAppInfo()]);
  }, [loadBanners, loadBalance, refreshAppInfo]);

  useEffect(() => {
    setLoading(true);
    void Promise.all([loadBanners(), loadBalance()]).finally(() => setLoading(false));
  }, [loadBanners, loadBalance]);

  return { banners, loading, reload };
}

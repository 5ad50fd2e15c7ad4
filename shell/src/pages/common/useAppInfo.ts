import { type AppInfo, userApi, useSession } from '@app/shared';
import { useEffect, useState } from 'react';

/** App info from the session, refreshed from POST /v1/appinfo when a page that depends on it opens. */
export function useAppInfo(): { appInfo: AppInfo | null; loading: boolean } {
  const appInfo = useSession((state) => state.appInfo);
  const setAppInfo = useSession((state) => state.setAppInfo);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    userApi
      .appInfo({ silent: true })
      .then((info) => {
        if (active) setAppInfo(info);
      })
      .catch(() => {
        // The cached app info, if any, stays in use.
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [setAppInfo]);

  return { appInfo, loading: loading && !appInfo };
}

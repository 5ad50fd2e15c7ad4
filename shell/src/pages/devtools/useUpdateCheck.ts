import { useAppConfig } from '@app/shared';
import { useCallback, useState } from 'react';
import { APP_VERSION, compareVersions } from '../settings/appVersion';

export interface UpdateCheckResult {
  latest: string;
  hasUpdate: boolean;
  checkedAt: number;
}

/** Re-reads app_version from the server config and compares it with this client's version. */
export function useUpdateCheck() {
  const [result, setResult] = useState<UpdateCheckResult | null>(null);
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const config = await useAppConfig.getState().load(true);
      const next = {
        latest: config.app_version,
        hasUpdate: compareVersions(config.app_version, APP_VERSION) > 0,
        checkedAt: Date.now(),
      };
      setResult(next);
      return next;
    } finally {
      setChecking(false);
    }
  }, []);

  return { result, checking, check };
}

import { userApi } from '@app/shared';
import { useEffect, useState } from 'react';
import { useAppInfo } from '../common/useAppInfo';

/**
 * Whether SMS registration is on (app info) and whether an agent owns the site's domain. The domain's agent
 * is not named: a visitor who came without an agent link or code never chose one (issue 17).
 */
export function useRegisterContext(): { smsOpen: boolean; boundDomain: string | null } {
  const { appInfo } = useAppInfo();
  const [boundDomain, setBoundDomain] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const domain = window.location.hostname;
    userApi
      .validateDomain(domain, { silent: true })
      .then((result) => {
        if (active && result.valid) setBoundDomain(domain);
      })
      .catch(() => {
        // An unbound domain answers 422: registration simply is not tied to an agent.
      });
    return () => {
      active = false;
    };
  }, []);

  return { smsOpen: Number(appInfo?.sms_open ?? 0) === 1, boundDomain };
}

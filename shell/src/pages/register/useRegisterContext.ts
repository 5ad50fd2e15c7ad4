import { userApi } from '@app/shared';
import { useEffect, useState } from 'react';
import { useAppInfo } from '../common/useAppInfo';

export interface DomainAgent {
  domain: string;
  agent: string;
}

/** Whether SMS registration is on (app info) and which agent, if any, owns the site's domain. */
export function useRegisterContext(): { smsOpen: boolean; domainAgent: DomainAgent | null } {
  const { appInfo } = useAppInfo();
  const [domainAgent, setDomainAgent] = useState<DomainAgent | null>(null);

  useEffect(() => {
    let active = true;
    const domain = window.location.hostname;
    userApi
      .validateDomain(domain, { silent: true })
      .then((result) => {
        if (active && result.valid) setDomainAgent({ domain, agent: result.agent ?? '' });
      })
      .catch(() => {
        // An unbound domain answers 422: registration simply is not tied to an agent.
      });
    return () => {
      active = false;
    };
  }, []);

  return { smsOpen: Number(appInfo?.sms_open ?? 0) === 1, domainAgent };
}

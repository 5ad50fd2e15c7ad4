import { useRequest, userApi } from '@app/shared';
import { useAppInfo } from '../common/useAppInfo';

/** The site's domain when an agent owns it; an unbound domain answers 422 (not tied to an agent). */
const boundDomainOf = (domain: string) =>
  userApi.validateDomain(domain, { silent: true }).then(
    (result) => (result.valid ? domain : null),
    () => null,
  );

/**
 * Whether SMS registration is on (app info) and whether an agent owns the site's domain. The domain's agent
 * is not named: a visitor who came without an agent link or code never chose one (issue 17).
 */
export function useRegisterContext(): { smsOpen: boolean; boundDomain: string | null } {
  const { appInfo } = useAppInfo();
  const domain = window.location.hostname;
  const bound = useRequest(() => boundDomainOf(domain), `shell:RegisterPage:bound-domain-${domain}`);
  return {
    smsOpen: Number(appInfo?.sms_open ?? 0) === 1,
    boundDomain: bound.status === 'ready' ? bound.data : null,
  };
}

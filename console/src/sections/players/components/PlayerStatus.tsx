import { kit } from '@app/shared/ops-ui';

export function PlayerStatus({ enabled }: { enabled: number }) {
  return enabled ? (
    <span className={`${kit.badge} ${kit.badgeOk}`}>正常</span>
  ) : (
    <span className={`${kit.badge} ${kit.badgeBad}`}>已禁用</span>
  );
}

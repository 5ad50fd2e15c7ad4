import { formatDateTime } from '@app/shared';
import { kit } from '@app/shared/ops-ui';
import type { Operator } from '../api/operators';

/** Sign-in refused for a while after too many failed tries (the 超级管理员 can lift it). */
export const isLocked = (operator: Operator): boolean =>
  operator.locked_until !== null && new Date(operator.locked_until).getTime() > Date.now();

export function OperatorStatus({ operator }: { operator: Operator }) {
  if (operator.disabled) return <span className={`${kit.badge} ${kit.badgeBad}`}>已禁用</span>;
  if (isLocked(operator) && operator.locked_until)
    return (
      <span className={`${kit.badge} ${kit.badgeAccent}`}>
        锁定至 {formatDateTime(operator.locked_until)}
      </span>
    );
  return <span className={`${kit.badge} ${kit.badgeOk}`}>正常</span>;
}

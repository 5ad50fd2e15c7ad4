import { formatDateTime } from '@app/shared';
import { kit } from '../../kit';
import type { Operator } from '../api/operators';

export function OperatorStatus({ operator }: { operator: Operator }) {
  if (operator.disabled) return <span className={`${kit.badge} ${kit.badgeBad}`}>已禁用</span>;
  if (operator.locked_until && new Date(operator.locked_until).getTime() > Date.now())
    return (
      <span className={`${kit.badge} ${kit.badgeAccent}`}>
        锁定至 {formatDateTime(operator.locked_until)}
      </span>
    );
  return <span className={`${kit.badge} ${kit.badgeOk}`}>正常</span>;
}

import { formatDateTime } from '@app/shared';
import { kit } from '@app/shared/ops-ui';
import type { AuditVerdict } from '../api/audit';

/** The hash chain's state: intact over N rows, or the first row that was changed or lost its predecessor. */
export function VerifyBanner({ verdict }: { verdict: AuditVerdict }) {
  if (verdict.ok)
    return (
      <div className={kit.card} role="status">
        <span className={`${kit.badge} ${kit.badgeOk}`}>哈希链完整</span> 已校验 {verdict.checked}{' '}
        条记录，未发现改动或删除
      </div>
    );
  const broken = verdict.broken;
  return (
    <div className={kit.card} role="alert">
      <span className={`${kit.badge} ${kit.badgeBad}`}>哈希链断裂</span> 已校验 {verdict.checked} 条；
      {broken
        ? `第一条异常记录 #${broken.id}（${formatDateTime(broken.at)}，${broken.operator} ${broken.action}）被改动或其前一条被删除`
        : '存在异常记录'}
    </div>
  );
}

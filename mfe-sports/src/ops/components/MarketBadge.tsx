import { kit } from '@app/shared/ops-ui';
import type { OpsMatch } from '../api/opsMatches';

/** 滚球盘口 of a live match: open, or held with the reason players see; nothing for other matches. */
export function MarketBadge({ match }: { match: OpsMatch }) {
  if (!match.market) return <span className={kit.muted}>—</span>;
  if (match.market.open) return <span className={`${kit.badge} ${kit.badgeOk}`}>开放</span>;
  return (
    <span className={`${kit.badge} ${kit.badgeBad}`}>
      已暂停{match.market.reason ? `（${match.market.reason}）` : ''}
    </span>
  );
}

const STATUS_CLASS: Record<number, string | undefined> = { 0: kit.badgeAccent, 1: kit.badgeOk };

export function StatusBadge({ match }: { match: OpsMatch }) {
  const minute = match.status === 1 && match.minute > 0 ? ` ${match.minute}'` : '';
  return (
    <span className={`${kit.badge} ${STATUS_CLASS[match.status] ?? ''}`}>
      {match.status_text}
      {minute}
    </span>
  );
}

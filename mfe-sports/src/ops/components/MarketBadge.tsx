import type { OpsMatch } from '../api/opsMatches';
import styles from './ops.module.css';

/** 滚球盘口 of a live match: open, or held with the reason players see; nothing for other matches. */
export function MarketBadge({ match }: { match: OpsMatch }) {
  if (!match.market) return <span className={styles.muted}>—</span>;
  if (match.market.open) return <span className={`${styles.badge} ${styles.live}`}>开放</span>;
  return (
    <span className={`${styles.badge} ${styles.held}`}>
      已暂停{match.market.reason ? `（${match.market.reason}）` : ''}
    </span>
  );
}

const STATUS_CLASS: Record<number, string | undefined> = { 0: styles.accent, 1: styles.live };

export function StatusBadge({ match }: { match: OpsMatch }) {
  const minute = match.status === 1 && match.minute > 0 ? ` ${match.minute}'` : '';
  return (
    <span className={`${styles.badge} ${STATUS_CLASS[match.status] ?? ''}`}>
      {match.status_text}
      {minute}
    </span>
  );
}

import { formatDateTime, formatMoney } from '@app/shared';
import { Link } from 'react-router-dom';
import type { Syndicate } from '../../api/syndicates';
import { Avatar } from '../../components/Avatar';
import plans from '../plans/plans.module.css';
import styles from './syndicates.module.css';

// A settled syndicate shows how it ended, as 红单 / 黑单 in every Chinese betting app.
const RESULT_TEXT: Partial<Record<Syndicate['result'], string>> = { won: '红单', lost: '黑单' };

export function SyndicateStatus({
  syndicate,
}: {
  syndicate: Pick<Syndicate, 'status' | 'status_text' | 'result'>;
}) {
  const tone =
    syndicate.result === 'won' ? plans.won : syndicate.status === 'open' ? plans.open : plans.closed;
  return (
    <span className={`${plans.status} ${tone}`} data-testid="syndicate-status">
      {RESULT_TEXT[syndicate.result] ?? syndicate.status_text}
    </span>
  );
}

export function Progress({
  syndicate,
}: {
  syndicate: Pick<Syndicate, 'progress' | 'sold_shares' | 'total_shares'>;
}) {
  return (
    <span className={styles.progress}>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label="认购进度"
        aria-valuenow={syndicate.progress}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span style={{ width: `${syndicate.progress}%` }} />
      </span>
      <b data-testid="syndicate-progress">{syndicate.progress}%</b>
      <span>剩余{syndicate.total_shares - syndicate.sold_shares}份</span>
    </span>
  );
}

/** One syndicate of the hall or of 我的合买: initiator, ticket summary, total, progress, guarantee and commission. */
export function SyndicateCard({ syndicate, extra }: { syndicate: Syndicate; extra?: string }) {
  return (
    <Link
      to={`/syndicatePages/detail?id=${syndicate.id}`}
      className={plans.card}
      data-testid="syndicate-card"
    >
      <span className={plans.cardHead}>
        <Avatar name={syndicate.initiator.nickname} size={36} />
        <span className={plans.who}>
          <b>{syndicate.initiator.nickname}</b>
          <span>{syndicate.title}</span>
        </span>
        <SyndicateStatus syndicate={syndicate} />
      </span>
      <Progress syndicate={syndicate} />
      <span className={plans.facts}>
        <span>
          总额 <b>{formatMoney(syndicate.total)}</b>元
        </span>
        {syndicate.guarantee_shares > 0 && (
          <span>
            保底 <b>{syndicate.guarantee_shares}</b>份
          </span>
        )}
        <span>
          佣金 <b>{syndicate.commission_rate}%</b>
        </span>
      </span>
      <span className={plans.deadline}>
        截止 {formatDateTime(syndicate.deadline)} · {syndicate.buyers}人参与
        {extra ? ` · ${extra}` : ''}
      </span>
    </Link>
  );
}

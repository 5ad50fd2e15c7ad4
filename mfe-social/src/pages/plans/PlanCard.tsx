import { formatDateTime, formatMoney } from '@app/shared';
import { Link } from 'react-router-dom';
import type { Plan } from '../../api/plans';
import { Avatar } from '../../components/Avatar';
import styles from './plans.module.css';

/** 近N中M · 回报率 · 连红: the publisher's record over settled plans only. */
export function recordLine(record: Plan['expert']['record']): string {
  if (record.settled === 0) return '暂无已结算方案';
  const streak = record.streak > 1 ? ` · ${record.streak}连红` : '';
  return `近${record.settled}中${record.won} · 回报率${record.return_rate}%${streak}`;
}

// A settled plan shows how it ended, as 红单 / 黑单 in every Chinese betting app.
const RESULT_TEXT: Partial<Record<Plan['result'], string>> = { won: '红单', lost: '黑单', void: '已退款' };

export function PlanStatus({ plan }: { plan: Pick<Plan, 'status' | 'status_text' | 'result'> }) {
  const tone = plan.result === 'won' ? styles.won : plan.status === 'open' ? styles.open : styles.closed;
  return (
    <span className={`${styles.status} ${tone}`} data-testid="plan-status">
      {RESULT_TEXT[plan.result] ?? plan.status_text}
    </span>
  );
}

/** One plan of the hall or of 我发的: publisher, record, ticket summary, commission and who followed. */
export function PlanCard({ plan, extra }: { plan: Plan; extra?: string }) {
  return (
    <Link to={`/planPages/detail?id=${plan.id}`} className={styles.card} data-testid="plan-card">
      <span className={styles.cardHead}>
        <Avatar name={plan.expert.nickname} size={36} />
        <span className={styles.who}>
          <b>{plan.expert.nickname}</b>
          <span>{recordLine(plan.expert.record)}</span>
        </span>
        <PlanStatus plan={plan} />
      </span>
      <span className={styles.title}>{plan.title}</span>
      <span className={styles.facts}>
        <span>
          佣金 <b>{plan.commission_rate}%</b>
        </span>
        <span>
          {plan.followers}人跟单 · <b>{formatMoney(plan.followed_stake)}</b>元
        </span>
      </span>
      <span className={styles.deadline}>
        截止 {formatDateTime(plan.deadline)}
        {extra ? ` · ${extra}` : ''}
      </span>
    </Link>
  );
}

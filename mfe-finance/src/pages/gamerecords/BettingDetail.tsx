import { formatDateTime, formatMoney, Skeleton, useRequest } from '@app/shared';
import { Link } from 'react-router-dom';
import { reportsApi } from '../../api/reports';
import { toneOf } from '../../components/format';
import styles from './gamerecords.module.css';
import { StatusPill } from './StatusPill';

/** One betting record in full: its picks and money; sports orders link to their order page. */
export function BettingDetail({ id }: { id: string }) {
  const requested = useRequest(() => reportsApi.bettingRecord(id), `finance:BettingDetail:betting-${id}`);
  if (requested.status !== 'ready') return <Skeleton rows={5} />;
  const detail = requested.data;
  return (
    <div className={styles.detail}>
      <h2 className={styles.detailTitle}>
        {detail.title} <StatusPill status={detail.status} text={detail.status_text} />
      </h2>
      <dl className={styles.detailFigures}>
        <div>
          <dt>投注</dt>
          <dd>{formatMoney(detail.stake)}</dd>
        </div>
        <div>
          <dt>派奖</dt>
          <dd>{formatMoney(detail.payout)}</dd>
        </div>
        <div>
          <dt>盈亏</dt>
          <dd className={styles[toneOf(detail.profit)]}>
            {detail.profit === null ? '-' : formatMoney(detail.profit, { signed: true })}
          </dd>
        </div>
      </dl>
      <ul className={styles.items}>
        {detail.items.map((item) => (
          <li key={`${item.label}-${item.value}`}>
            <span className={styles.itemLabel}>{item.label}</span>
            <span className={styles.itemValue}>{item.value}</span>
            {item.result_text && <span className={styles.itemResult}>{item.result_text}</span>}
          </li>
        ))}
      </ul>
      <p className={styles.time}>
        单号 {detail.ref_no} · 下注 {formatDateTime(detail.created_at)}
        {detail.settled_at && ` · 结算 ${formatDateTime(detail.settled_at)}`}
      </p>
      {detail.link && (
        <Link className={styles.detailLink} to={detail.link}>
          查看完整注单
        </Link>
      )}
    </div>
  );
}
